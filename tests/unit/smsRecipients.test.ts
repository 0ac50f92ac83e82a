import { describe, expect, it } from 'vitest';
import { exampleSmsText, fillSmsFields, unknownSmsFields } from '../../common/smsFields';
import { addressMessage, LEFT_OUT, type SmsPerson, smsMoney } from '../../server/domain/smsRecipients';

const person = (over: Partial<SmsPerson>): SmsPerson => ({
  residentId: 1,
  nonMemberId: null,
  name: 'Ayşe',
  surname: 'Kaya',
  phone: '5321112233',
  optOut: false,
  commercialConsent: false,
  flats: 'A Blok 3, B Blok 7',
  building: 'A Blok',
  debt: 125_050n,
  oldestDue: '2026-10-01',
  ...over,
});
const context = { assocName: 'Çınar Sitesi', today: { year: 2026, month: 11, day: 15 }, commercial: false };

describe('merge fields', () => {
  it('names the fields the list does not have, once each', () => {
    expect(unknownSmsFields('Sayın {ad} {isim} {isim} {borc} {x_y}')).toEqual(['isim', 'x_y']);
    expect(unknownSmsFields('Merhaba, {ad_soyad}!')).toEqual([]);
  });

  it('fills known fields and leaves other braces alone', () => {
    expect(fillSmsFields('{ad} {bilinmez}', { ad: 'Ali' })).toBe('Ali {bilinmez}');
    expect(exampleSmsText('{ad} {borc}')).toBe('Ayşe 1.250,00 TL');
  });

  it('writes money with letters every encoding has (no ₺ sign)', () => {
    expect(smsMoney(123_456_789n)).toBe('1.234.567,89 TL');
    expect(smsMoney(5n)).toBe('0,05 TL');
    expect(smsMoney(0n)).toBe('0,00 TL');
  });
});

describe('addressMessage', () => {
  it('renders each recipient’s text with their flat, debt, oldest due date and days overdue', () => {
    const { recipients } = addressMessage(
      [person({})],
      '{ad_soyad} {daire}: {borc}, {en_eski_vade} ({gecikme_gun} gün). {yonetim}',
      context,
    );
    expect(recipients[0]).toMatchObject({
      text: 'Ayşe Kaya A Blok 3: 1.250,50 TL, 01.10.2026 (45 gün). Çınar Sitesi',
      encoding: 'turkish',
      parts: 1,
    });
  });

  it('leaves out who has no mobile, does not want SMS, or gave no consent to a commercial message', () => {
    const people = [
      person({ residentId: 1, phone: '02161234567' }),
      person({ residentId: 2, optOut: true }),
      person({ residentId: 3, phone: '5329998877' }),
    ];
    const informational = addressMessage(people, 'Merhaba', context);
    expect(informational.leftOut.map((l) => l.reason)).toEqual([LEFT_OUT.noMobile, LEFT_OUT.optOut]);
    expect(informational.recipients).toHaveLength(1);
    const commercial = addressMessage(people, 'Kampanya', { ...context, commercial: true });
    expect(commercial.leftOut.map((l) => l.reason)).toEqual([
      LEFT_OUT.noMobile,
      LEFT_OUT.optOut,
      LEFT_OUT.noConsent,
    ]);
    expect(commercial.recipients).toHaveLength(0);
  });

  it('reaches a person or a phone once', () => {
    const people = [
      person({ residentId: 1 }),
      person({ residentId: 1 }),
      person({ residentId: 2, name: 'Eşi', phone: '0532 111 22 33' }),
    ];
    const { recipients, merged } = addressMessage(people, 'Merhaba {ad}', context);
    expect(recipients.map((r) => r.text)).toEqual(['Merhaba Ayşe']);
    expect(merged).toBe(2);
  });
});
