import { describe, expect, it } from 'vitest';
import { compensation, daysLate, wholeMonthsLate } from '../../server/domain/interest';

const debt = { remainingPrincipal: 100_000n, dueDate: '2024-01-31' }; // 1.000,00 TL due 31 January 2024

describe('compensation, daily mode (5 % a month = rate/30 a day)', () => {
  it('charges 50,00 TL for 30 days late and 25,00 TL for 15', () => {
    expect(compensation({ ...debt, asOf: '2024-03-01', mode: 'daily' })).toBe(5_000n);
    expect(compensation({ ...debt, asOf: '2024-02-15', mode: 'daily' })).toBe(2_500n);
  });

  it('charges nothing until the day after the due date', () => {
    expect(compensation({ ...debt, asOf: '2024-01-15', mode: 'daily' })).toBe(0n);
    expect(compensation({ ...debt, asOf: '2024-01-31', mode: 'daily' })).toBe(0n);
    expect(compensation({ ...debt, asOf: '2024-02-01', mode: 'daily' })).toBe(167n); // 1,666… → 1,67
    expect(compensation({ ...debt, remainingPrincipal: 0n, asOf: '2024-03-01', mode: 'daily' })).toBe(0n);
  });

  it('never compounds: 60 days is twice 30 days', () => {
    expect(compensation({ ...debt, asOf: '2024-03-31', mode: 'daily' })).toBe(10_000n);
  });

  it('rounds half up once, on the exact amount', () => {
    // 3,00 TL × 5 % / 30 = 0,005 TL a day.
    expect(
      compensation({ remainingPrincipal: 300n, dueDate: '2024-01-31', asOf: '2024-02-01', mode: 'daily' }),
    ).toBe(1n);
    // Rounding each day would give 0,01 × 3; the exact 0,015 rounds to 0,02.
    expect(
      compensation({ remainingPrincipal: 300n, dueDate: '2024-01-31', asOf: '2024-02-03', mode: 'daily' }),
    ).toBe(2n);
    expect(
      compensation({ remainingPrincipal: 299n, dueDate: '2024-01-31', asOf: '2024-02-01', mode: 'daily' }),
    ).toBe(0n);
  });

  it('uses the configured rate, with a comma or a point', () => {
    expect(compensation({ ...debt, asOf: '2024-03-01', mode: 'daily', monthlyRatePercent: '2,5' })).toBe(
      2_500n,
    );
    expect(compensation({ ...debt, asOf: '2024-03-01', mode: 'daily', monthlyRatePercent: '10' })).toBe(
      10_000n,
    );
    expect(compensation({ ...debt, asOf: '2024-03-01', mode: 'daily', monthlyRatePercent: '0' })).toBe(0n);
    expect(() =>
      compensation({ ...debt, asOf: '2024-03-01', mode: 'daily', monthlyRatePercent: '-5' }),
    ).toThrow(/oranı/);
    expect(() =>
      compensation({ ...debt, asOf: '2024-03-01', mode: 'daily', monthlyRatePercent: '%5' }),
    ).toThrow(/oranı/);
  });

  it('counts from the start date when it is later than the due date', () => {
    const old = { remainingPrincipal: 100_000n, dueDate: '2023-06-30', startDate: '2024-01-01' };
    expect(compensation({ ...old, asOf: '2024-01-30', mode: 'daily' })).toBe(5_000n);
    expect(compensation({ ...old, asOf: '2023-12-31', mode: 'daily' })).toBe(0n);
    // A start date before the due date changes nothing.
    expect(compensation({ ...debt, startDate: '2023-01-01', asOf: '2024-03-01', mode: 'daily' })).toBe(
      5_000n,
    );
  });
});

describe('compensation, monthly mode (completed calendar months only)', () => {
  const monthly = { remainingPrincipal: 100_000n, dueDate: '2024-01-15', mode: 'monthly' as const };

  it('charges 5 % for each month fully elapsed, nothing for a month only started', () => {
    expect(compensation({ ...monthly, asOf: '2024-02-14' })).toBe(0n);
    expect(compensation({ ...monthly, asOf: '2024-02-15' })).toBe(5_000n);
    expect(compensation({ ...monthly, asOf: '2024-03-14' })).toBe(5_000n);
    expect(compensation({ ...monthly, asOf: '2024-03-15' })).toBe(10_000n);
    expect(compensation({ ...monthly, asOf: '2025-01-15' })).toBe(60_000n);
  });

  it('ends a month on the last day of a shorter month', () => {
    expect(wholeMonthsLate('2024-01-31', '2024-02-28')).toBe(0);
    expect(wholeMonthsLate('2024-01-31', '2024-02-29')).toBe(1);
    expect(wholeMonthsLate('2024-01-31', '2024-03-30')).toBe(1);
    expect(wholeMonthsLate('2024-01-31', '2024-03-31')).toBe(2);
    expect(wholeMonthsLate('2023-01-31', '2023-02-28')).toBe(1);
    expect(wholeMonthsLate('2024-01-31', '2023-12-01')).toBe(0);
  });

  it('counts months from the start date when it is later', () => {
    // Late from 1 January 2024: the first month is complete on 31 January.
    expect(wholeMonthsLate('2023-06-30', '2024-01-30', '2024-01-01')).toBe(0);
    expect(wholeMonthsLate('2023-06-30', '2024-01-31', '2024-01-01')).toBe(1);
  });
});

describe('daysLate', () => {
  it('counts calendar days across month ends and leap days', () => {
    expect(daysLate('2024-01-31', '2024-03-01')).toBe(30);
    expect(daysLate('2023-01-31', '2023-03-01')).toBe(29);
    expect(daysLate('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysLate('2024-12-31', '2024-12-31')).toBe(0);
    expect(daysLate('2024-12-31', '2024-06-01')).toBe(0);
  });

  it('refuses dates that do not exist or are not ISO', () => {
    expect(() => daysLate('2023-02-29', '2023-03-10')).toThrow(/Tarih/);
    expect(() => daysLate('2024-01-31', '01.03.2024')).toThrow(/Tarih/);
    expect(() => daysLate('2024-13-01', '2024-03-01')).toThrow(/Tarih/);
  });
});
