/**
 * The matcher's ladder on the descriptions Turkish banks write (docs/bank.md, "Matching"): what each line is
 * suggested as, why (the Turkish reason the manager reads) and whether it may post at import.
 */
import { describe, expect, it } from 'vitest';
import { autoPostable, createMatcher } from '../../../server/domain/bank/matching';
import type { MatchData } from '../../../server/domain/bank/types';
import {
  AYSE_IBAN,
  BANK_ACCOUNT,
  line,
  OTHER_BANK,
  OTHER_BANK_IBAN,
  SUPPLIER_IBAN,
  sceneData,
} from './matchScene';

const matcherOf = (data: MatchData = sceneData()) => createMatcher(data, { cashAccountId: BANK_ACCOUNT });

describe('incoming lines', () => {
  const match = matcherOf();

  it('a payment code in the description names the flat and its payer, and may post at import', () => {
    const s = match(line(150_000n, 'AYSE KAYA - 1042-1 KASIM AIDAT'))!;
    expect(s).toMatchObject({ kind: 'collection', level: 1, apartmentId: 1, residentId: 100 });
    expect(s.reason).toBe('Ödeme kodu 1042-1 açıklamada (Ayşe Kaya)');
    expect(s.reasonParams).toEqual({ code: '1042-1', name: 'Ayşe Kaya' });
    expect(autoPostable(s, [1])).toBe(true);
    expect(autoPostable(s, [])).toBe(false);
    expect(match(line(1n, 'aidat 10421'))).toMatchObject({ level: 1, apartmentId: 1 });
  });

  it('a code with a wrong check digit, or the codes of two flats, is no level-1 match', () => {
    expect(match(line(150_000n, 'AIDAT 1042-2'))).toBeNull();
    expect(match(line(150_000n, 'KASIM 1042-1 VE 1043-9 AIDATLARI'))).toBeNull();
  });

  it('the code of a flat without a payer names the flat but does not post by itself', () => {
    const s = match(line(5_000n, 'odeme kodu 1001-7'))!;
    expect(s).toMatchObject({
      level: 1,
      apartmentId: 3,
      residentId: null,
      reason: 'Ödeme kodu 1001-7 açıklamada',
    });
    expect(autoPostable(s, [1])).toBe(false);
  });

  it('a resident phone number, however it is written, names the resident (level 2)', () => {
    for (const text of [
      'FAST 05321234567 aidat',
      'aidat +90 532 123 45 67',
      'Kasım 0532-123-45-67',
      '5321234567',
    ]) {
      const s = match(line(150_000n, text))!;
      expect(s).toMatchObject({ kind: 'collection', level: 2, residentId: 100, apartmentId: 1 });
      expect(s.reason).toBe('Telefon 0532 123 45 67 açıklamada (Ayşe Kaya)');
    }
    expect(match(line(150_000n, 'REF 053212345678'))).toBeNull();
  });

  it('a payment code outranks a phone number of someone else', () => {
    expect(match(line(87_550n, '1042-1 tel 05051112233'))).toMatchObject({ level: 1, residentId: 100 });
  });

  it('a phone number several residents share gives them as candidates, not one resident', () => {
    const data = sceneData();
    data.residents.push({
      residentId: 102,
      name: 'Can',
      surname: 'Kaya',
      phone: '5321234567',
      apartmentIds: [1],
    });
    const s = matcherOf(data)(line(150_000n, 'FAST 05321234567'))!;
    expect(s).toMatchObject({ level: 2, residentId: null, apartmentId: null });
    expect(s.candidates.map((c) => c.name)).toEqual(['Ayşe Kaya', 'Can Kaya']);
    expect(autoPostable(s, [1, 2])).toBe(false);
  });

  it('an IBAN confirmed before for a resident (level 3); a supplier IBAN on an incoming line is not matched', () => {
    const s = match(line(150_000n, 'HAVALE', { counterpartyIban: AYSE_IBAN }))!;
    expect(s).toMatchObject({ kind: 'collection', level: 3, reasonCode: 'known_iban', residentId: 100 });
    expect(s.reason).toBe(
      'Gönderen IBAN TR12 0006 2001 1900 0006 6723 15 daha önce Ayşe Kaya için kullanıldı',
    );
    expect(match(line(150_000n, 'HAVALE', { counterpartyIban: SUPPLIER_IBAN }))).toBeNull();
  });

  it('money from one of the own accounts is a virman to that account', () => {
    const s = match(line(1_000_000n, 'HESAPLAR ARASI', { counterpartyIban: OTHER_BANK_IBAN }))!;
    expect(s).toMatchObject({ kind: 'transfer', level: 3, reasonCode: 'own_account', accountId: OTHER_BANK });
    expect(autoPostable(s, [1, 3])).toBe(true);
  });

  it('whole name and the exact open total suggest at level 4, never posted by itself', () => {
    const s = match(line(87_550n, 'ALI DEMIRBAS KASIM'))!;
    expect(s).toMatchObject({
      kind: 'collection',
      level: 4,
      reasonCode: 'name_amount',
      residentId: 101,
      apartmentId: 2,
    });
    expect(s.reason).toBe('Ad soyad (Ali Demirbaş) ve tutar açık borca eşit');
    expect(autoPostable(s, [1, 2, 3, 4, 5])).toBe(false);
    const bySender = match(line(150_000n, 'AIDAT', { counterpartyName: 'KAYA AYŞE' }))!;
    expect(bySender).toMatchObject({ level: 4, residentId: 100 });
  });

  it('a surname inside a word of the text, or a name without the open total, is no match', () => {
    expect(match(line(87_550n, 'demirbaş ödemesi'))).toBeNull();
    expect(match(line(87_550n, 'ALİ DEMİRBAŞLAR'))).toBeNull();
    expect(match(line(80_000n, 'ALI DEMIRBAS KASIM'))).toBeNull();
  });

  it('nine residents called Mehmet Yılmaz: all are candidates, the one owing the amount with his flat', () => {
    const data = sceneData();
    for (let i = 0; i < 9; i++) {
      data.flats.push({
        apartmentId: 20 + i,
        paymentCode: `${2000 + i}-0`,
        payerResidentId: 200 + i,
        openTotal: i === 4 ? 120_000n : 50_000n,
      });
      data.residents.push({
        residentId: 200 + i,
        name: 'Mehmet',
        surname: 'Yılmaz',
        phone: null,
        apartmentIds: [20 + i],
      });
    }
    const s = matcherOf(data)(line(120_000n, 'MEHMET YILMAZ AIDAT'))!;
    expect(s).toMatchObject({ level: 4, reasonCode: 'name_many', residentId: null, apartmentId: null });
    expect(s.reason).toBe('Aynı adda 9 sakin var (Mehmet Yılmaz); birini seçin');
    expect(s.candidates).toHaveLength(9);
    expect(s.candidates.filter((c) => c.apartmentId !== null)).toEqual([
      { residentId: 204, apartmentId: 24, name: 'Mehmet Yılmaz' },
    ]);
  });

  it('a longer name found drops the shorter one inside it', () => {
    const data = sceneData();
    data.residents.push({
      residentId: 103,
      name: 'Ayşe Nur',
      surname: 'Kaya',
      phone: null,
      apartmentIds: [1],
    });
    expect(matcherOf(data)(line(150_000n, 'AYSE NUR KAYA'))).toMatchObject({
      reasonCode: 'name_amount',
      residentId: 103,
    });
  });

  it('an income keyword rule on an incoming line (level 5)', () => {
    expect(match(line(1_234n, 'VADESIZ FAIZ TAHAKKUKU'))).toMatchObject({
      kind: 'income',
      level: 5,
      accountingTypeId: 80,
    });
    expect(match(line(1_234n, 'MASRAF IADESI'))).toBeNull();
  });
});

describe('outgoing lines', () => {
  const match = matcherOf();

  it('bank fees by keyword rule, as whole words, the rule with most words first', () => {
    const s = match(line(-850n, 'EFT ÜCRETİ'))!;
    expect(s).toMatchObject({
      kind: 'expense',
      level: 5,
      accountingTypeId: 71,
      reason: 'Anahtar kelime: eft ücreti',
    });
    expect(match(line(-850n, 'HESAP İŞLETİM MASRAFI'))).toBeNull();
    expect(match(line(-850n, 'MASRAF EFT ÜCRETİ'))).toMatchObject({ accountingTypeId: 71 });
    expect(autoPostable(s, [1, 2, 3, 4, 5])).toBe(false);
  });

  it('a supplier by IBAN or by bank code; a resident by IBAN is a refund', () => {
    expect(match(line(-300_000n, 'ASANSÖR BAKIM', { counterpartyIban: SUPPLIER_IBAN }))).toMatchObject({
      kind: 'supplier_payment',
      level: 3,
      supplierId: 500,
      reasonCode: 'supplier_iban',
    });
    const byCode = match(line(-300_000n, 'ASN42 KASIM BAKIM'))!;
    expect(byCode).toMatchObject({
      supplierId: 500,
      reasonCode: 'supplier_code',
      reason: 'Banka kodu ASN42 açıklamada (Işık Asansör Ltd.)',
    });
    expect(match(line(-300_000n, 'ASN421 KASIM'))).toBeNull();
    expect(match(line(-15_000n, 'IADE', { counterpartyIban: AYSE_IBAN }))).toMatchObject({
      kind: 'refund',
      level: 3,
      residentId: 100,
    });
  });

  it('outgoing lines never match a payment code, a phone or a name', () => {
    expect(match(line(-150_000n, 'AYSE KAYA 1042-1 05321234567'))).toBeNull();
  });
});

describe('the other leg of a virman', () => {
  const data = sceneData();
  data.openTransfers = [
    {
      transferId: 9,
      date: '2026-11-13',
      amount: 500_000n,
      fromAccountId: OTHER_BANK,
      toAccountId: BANK_ACCOUNT,
    },
    {
      transferId: 8,
      date: '2026-11-01',
      amount: 500_000n,
      fromAccountId: OTHER_BANK,
      toAccountId: BANK_ACCOUNT,
    },
    {
      transferId: 7,
      date: '2026-11-16',
      amount: 20_000n,
      fromAccountId: BANK_ACCOUNT,
      toAccountId: OTHER_BANK,
    },
  ];
  const match = matcherOf(data);

  it('joins the open virman of that amount into this account within three days', () => {
    const s = match(line(500_000n, 'VIRMAN'))!;
    expect(s).toMatchObject({
      kind: 'transfer',
      level: 3,
      reasonCode: 'transfer_leg',
      transferId: 9,
      accountId: OTHER_BANK,
    });
    expect(s.reason).toBe('13.11.2026 tarihli ₺5.000,00 virmanın diğer ayağı');
    expect(match(line(-20_000n, 'VIRMAN'))).toMatchObject({ transferId: 7, accountId: OTHER_BANK });
  });

  it('not in the wrong direction, too far in time, or from an IBAN that is not the other account', () => {
    expect(match(line(-500_000n, 'VIRMAN'))).toBeNull();
    expect(match(line(500_000n, 'VIRMAN', { valueDate: '2026-11-17' }))).toBeNull();
    expect(match(line(500_000n, 'HAVALE', { counterpartyIban: 'TR550001000000000000000001' }))).toBeNull();
    expect(match(line(500_000n, 'VIRMAN', { counterpartyIban: OTHER_BANK_IBAN }))).toMatchObject({
      transferId: 9,
    });
  });
});
