/** A small association for the matcher's tests: flats with payment codes, residents, suppliers, two own accounts. */
import type { MatchData, StatementLine } from '../../../server/domain/bank/types';

export const BANK_ACCOUNT = 10;
export const CASH_BOX = 11;
export const OTHER_BANK = 12;
export const OTHER_BANK_IBAN = 'TR330006100519786457841326';
export const AYSE_IBAN = 'TR120006200119000006672315';
export const SUPPLIER_IBAN = 'TR640001500158007296812345';

export function sceneData(): MatchData {
  return {
    flats: [
      { apartmentId: 1, paymentCode: '1042-1', payerResidentId: 100, openTotal: 150_000n },
      { apartmentId: 2, paymentCode: '1043-9', payerResidentId: 101, openTotal: 87_550n },
      { apartmentId: 3, paymentCode: '1001-7', payerResidentId: null, openTotal: 0n },
    ],
    residents: [
      { residentId: 100, name: 'Ayşe', surname: 'Kaya', phone: '5321234567', apartmentIds: [1] },
      { residentId: 101, name: 'Ali', surname: 'Demirbaş', phone: '5051112233', apartmentIds: [2] },
    ],
    knownIbans: [{ iban: AYSE_IBAN, residentId: 100, supplierId: null }],
    suppliers: [
      { supplierId: 500, name: 'Işık Asansör Ltd.', iban: SUPPLIER_IBAN, bankCode: 'ASN42' },
      { supplierId: 501, name: 'Temiz Bahçe', iban: null, bankCode: 'BAHCE' },
    ],
    ownAccounts: [{ cashAccountId: OTHER_BANK, iban: OTHER_BANK_IBAN }],
    openTransfers: [],
    keywordRules: [
      { words: ['masraf'], kind: 'expense', accountingTypeId: 70 },
      { words: ['eft', 'ücreti'], kind: 'expense', accountingTypeId: 71 },
      { words: ['faiz'], kind: 'income', accountingTypeId: 80 },
    ],
  };
}

/** A line on 15.11.2026 with nothing but what the test gives. */
export function line(amount: bigint, description: string, extra: Partial<StatementLine> = {}): StatementLine {
  return {
    position: 1,
    valueDate: '2026-11-15',
    bookingDate: null,
    amount,
    description,
    counterpartyName: null,
    counterpartyIban: null,
    reference: null,
    balanceAfter: null,
    ...extra,
  };
}
