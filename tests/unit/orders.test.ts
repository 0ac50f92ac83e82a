import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import {
  addMonths,
  licenceEndAfterPayment,
  licencePackageMisfit,
  packageProblems,
  paymentReference,
} from '../../server/domain/orders';

const day = (iso: string) => {
  const [year, month, d] = iso.split('-').map(Number);
  return { year: year!, month: month!, day: d! };
};

describe('licence end after a paid order', () => {
  it('adds calendar months, a missing day becoming the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-05-15', 12)).toBe('2027-05-15');
  });

  it('counts from the end while the licence runs, from today once it has ended', () => {
    expect(licenceEndAfterPayment('2026-12-20', day('2026-11-25'), 12)).toBe('2027-12-20');
    expect(licenceEndAfterPayment('2026-11-25', day('2026-11-25'), 1)).toBe('2026-12-25');
    expect(licenceEndAfterPayment('2026-03-01', day('2026-11-25'), 6)).toBe('2027-05-25');
  });
});

describe('packages', () => {
  const licence = {
    kind: 'licence' as const,
    name: 'Site',
    apartmentCount: 100,
    months: 12,
    smsCredits: null,
    price: 1n,
  };
  it('accepts a licence of apartments × months and an SMS package of credits', () => {
    expect(packageProblems(licence)).toEqual({});
    expect(
      packageProblems({
        kind: 'sms',
        name: 'SMS',
        apartmentCount: null,
        months: null,
        smsCredits: 10,
        price: 5n,
      }),
    ).toEqual({});
  });

  it('names every wrong field in Turkish', () => {
    expect(
      Object.keys(packageProblems({ ...licence, name: ' ', price: 0n, months: 0, apartmentCount: null })),
    ).toEqual(['name', 'price', 'apartment_count', 'month']);
    expect(packageProblems({ ...licence, kind: 'sms' })).toMatchObject({ sms_credits: expect.any(String) });
  });

  it('refuses a licence package smaller than the apartments already kept', () => {
    expect(licencePackageMisfit(50, 50)).toBeNull();
    expect(licencePackageMisfit(50, 51)).toContain('51 daire');
  });

  it('writes a reference of the account and unambiguous characters', () => {
    expect(paymentReference(12, [0, 1, 2, 3, 4, 27])).toBe('SY12-ABCDE9');
  });
});

describe('bank details', () => {
  it('has demo defaults and refuses an IBAN with wrong check digits at start', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40) }).bank.iban).toBe(
      'TR660006200000123456789012',
    );
    const own = loadConfig({
      DATA_DIR: '/tmp/x',
      JWT_SECRET: 'x'.repeat(40),
      BANK_IBAN: 'TR66 0006 2000 0012 3456 7890 12',
      BANK_NAME: 'Örnek Bank',
      BANK_HOLDER: 'Örnek A.Ş.',
    }).bank;
    expect(own).toEqual({ iban: 'TR660006200000123456789012', name: 'Örnek Bank', holder: 'Örnek A.Ş.' });
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/x', JWT_SECRET: 'x'.repeat(40), BANK_IBAN: 'TR670006200000123456789012' }),
    ).toThrow(ConfigError);
  });
});
