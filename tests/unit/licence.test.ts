import { describe, expect, it } from 'vitest';
import { daysLeft, licenceExpired, trialLicenceEnd } from '../../server/domain/licence';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('licence', () => {
  it('covers its last day and expires the day after', () => {
    expect(licenceExpired('2024-05-10', day(2024, 5, 9))).toBe(false);
    expect(licenceExpired('2024-05-10', day(2024, 5, 10))).toBe(false);
    expect(licenceExpired('2024-05-10', day(2024, 5, 11))).toBe(true);
    expect(licenceExpired('2024-01-31', day(2024, 2, 1))).toBe(true);
    expect(licenceExpired('2024-12-31', day(2025, 1, 1))).toBe(true);
    expect(licenceExpired('2025-01-01', day(2024, 12, 31))).toBe(false);
  });

  it('gives a new registration 30 days, across month and year ends and leap days', () => {
    expect(trialLicenceEnd(day(2024, 5, 1))).toBe('2024-05-31');
    expect(trialLicenceEnd(day(2024, 2, 1))).toBe('2024-03-02');
    expect(trialLicenceEnd(day(2023, 2, 1))).toBe('2023-03-03');
    expect(trialLicenceEnd(day(2024, 12, 15))).toBe('2025-01-14');
    expect(trialLicenceEnd(day(2024, 5, 1), 7)).toBe('2024-05-08');
  });

  it('counts the days left', () => {
    expect(daysLeft('2024-05-31', day(2024, 5, 1))).toBe(30);
    expect(daysLeft('2024-05-01', day(2024, 5, 1))).toBe(0);
    expect(daysLeft('2024-04-30', day(2024, 5, 1))).toBe(-1);
    expect(daysLeft('2024-03-31', day(2024, 3, 30))).toBe(1);
    expect(daysLeft(trialLicenceEnd(day(2024, 10, 20)), day(2024, 10, 20))).toBe(30);
  });
});
