import { describe, expect, it } from 'vitest';
import { BAYRAM_FIRST_DAYS, holidayOn, holidaysOf } from '../../server/domain/holidays';
import {
  annualEntitlement,
  completedYears,
  serviceYearOn,
  workingDaysBetween,
} from '../../server/domain/leave';

describe('annual leave entitlement by years of service (4857 art. 53)', () => {
  const start = '2020-03-15';
  const entitlementOn = (day: string) => serviceYearOn(start, day).entitlement;

  it('earns nothing before the first year and 14 days on its first anniversary', () => {
    expect(entitlementOn('2021-03-14')).toBe(0);
    expect(entitlementOn('2021-03-15')).toBe(14);
  });

  it('moves from 14 to 20 days on the fifth anniversary', () => {
    expect(entitlementOn('2025-03-14')).toBe(14);
    expect(entitlementOn('2025-03-15')).toBe(20);
  });

  it('moves from 20 to 26 days on the fifteenth anniversary', () => {
    expect(entitlementOn('2035-03-14')).toBe(20);
    expect(entitlementOn('2035-03-15')).toBe(26);
    expect(annualEntitlement(40)).toBe(26);
  });

  it('runs a service year from one anniversary up to the next', () => {
    expect(serviceYearOn(start, '2025-09-01')).toEqual({
      years: 5,
      from: '2025-03-15',
      until: '2026-03-15',
      entitlement: 20,
    });
  });

  it('gives a 29 February start its anniversary on 28 February', () => {
    expect(completedYears('2024-02-29', '2025-02-27')).toBe(0);
    expect(completedYears('2024-02-29', '2025-02-28')).toBe(1);
    expect(completedYears('2024-02-29', '2028-02-29')).toBe(4);
  });
});

describe('working days of a leave', () => {
  it('leaves out weekends', () => {
    // Monday 4 to Sunday 17 November 2024: two working weeks.
    expect(workingDaysBetween('2024-11-04', '2024-11-17')).toBe(10);
    expect(workingDaysBetween('2024-11-09', '2024-11-10')).toBe(0);
  });

  it('leaves out 29 October and counts its half-day eve as a working day', () => {
    // Monday 28 (from 13:00 only) to Friday 1 November 2024: 29 October is a holiday.
    expect(holidayOn('2024-10-28')).toEqual({ name: 'Cumhuriyet Bayramı arifesi', halfDay: true });
    expect(workingDaysBetween('2024-10-28', '2024-11-01')).toBe(4);
  });

  it('leaves out the four days of Kurban Bayramı and counts the arife', () => {
    // 2025: arife Thursday 5 June, bayram Friday 6 to Monday 9 June.
    expect(workingDaysBetween('2025-06-02', '2025-06-13')).toBe(8);
    // 2026: arife Tuesday 26 May, bayram Wednesday 27 to Saturday 30 May.
    expect(workingDaysBetween('2026-05-25', '2026-06-05')).toBe(7);
  });

  it('leaves out the three days of Ramazan Bayramı', () => {
    // 2024: arife Tuesday 9 April, bayram Wednesday 10 to Friday 12 April.
    expect(workingDaysBetween('2024-04-08', '2024-04-12')).toBe(2);
  });

  it('counts a one-day leave on a working day as one day, and none when the end is before the start', () => {
    expect(workingDaysBetween('2024-11-05', '2024-11-05')).toBe(1);
    expect(workingDaysBetween('2024-11-06', '2024-11-05')).toBe(0);
  });

  it('knows both bayrams of every year from 2024 to 2032', () => {
    for (let year = 2024; year <= 2032; year += 1) {
      const { ramazan, kurban } = BAYRAM_FIRST_DAYS[year]!;
      expect(holidayOn(ramazan)?.name).toBe('Ramazan Bayramı 1. gün');
      expect(holidayOn(kurban)?.name).toBe('Kurban Bayramı 1. gün');
      expect(holidaysOf(year).get(`${year}-10-29`)?.halfDay).toBe(false);
    }
  });
});
