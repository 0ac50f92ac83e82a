import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  dmyToIso,
  formatDmy,
  formatIstanbulInstant,
  isoToDmy,
  isValidDmy,
  normalizeDmy,
  parseDmy,
  todayInIstanbul,
} from '../../common/date';
import { dmyValidator } from '../../src/lib/DmyField';
import { birthDay, parseDateText } from '../../src/resources/residents/shared';

describe('parseDmy', () => {
  it('reads DD.MM.YYYY calendar dates, leap days included', () => {
    expect(parseDmy('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDmy(' 01.01.2000 ')).toEqual({ year: 2000, month: 1, day: 1 });
    expect(isValidDmy('29.02.2000')).toBe(true);
    expect(isValidDmy('31.12.2030')).toBe(true);
  });

  it('refuses days that do not exist', () => {
    expect(parseDmy('29.02.2023')).toBeNull();
    expect(parseDmy('29.02.1900')).toBeNull();
    expect(parseDmy('31.04.2024')).toBeNull();
    expect(parseDmy('00.01.2024')).toBeNull();
    expect(parseDmy('32.01.2024')).toBeNull();
    expect(parseDmy('15.13.2024')).toBeNull();
    expect(parseDmy('15.00.2024')).toBeNull();
  });

  it('refuses other shapes and implausible years', () => {
    for (const text of [
      '1.1.2024',
      '2024-01-01',
      '01/01/2024',
      '01.01.24',
      '01.01.2024x',
      '',
      null,
      undefined,
    ]) {
      expect(parseDmy(text), String(text)).toBeNull();
    }
    expect(parseDmy('31.12.1899')).toBeNull();
    expect(parseDmy('01.01.2101')).toBeNull();
  });
});

describe('conversions', () => {
  it('converts between DD.MM.YYYY and ISO', () => {
    expect(dmyToIso('29.02.2024')).toBe('2024-02-29');
    expect(dmyToIso('31.04.2024')).toBeNull();
    expect(isoToDmy('2024-02-29')).toBe('29.02.2024');
    expect(isoToDmy('2024-02-29T21:30:00.000Z')).toBe('29.02.2024');
    expect(isoToDmy('29.02.2024')).toBeNull();
    expect(isoToDmy(null)).toBeNull();
    expect(formatDmy({ year: 2024, month: 3, day: 5 })).toBe('05.03.2024');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 12)).toBe(31);
  });

  it("takes today's date in Istanbul (UTC+3), whatever the server's zone", () => {
    expect(todayInIstanbul(new Date('2024-03-31T20:59:59Z'))).toEqual({ year: 2024, month: 3, day: 31 });
    expect(todayInIstanbul(new Date('2024-03-31T21:00:00Z'))).toEqual({ year: 2024, month: 4, day: 1 });
    expect(todayInIstanbul(new Date('2023-12-31T21:30:00Z'))).toEqual({ year: 2024, month: 1, day: 1 });
  });
});

describe('a date as typed in any date input: one reader (normalizeDmy)', () => {
  it('reads single-digit days and months, and the inputs that use it accept them', () => {
    expect(normalizeDmy('1.5.1980')).toBe('01.05.1980');
    expect(normalizeDmy('1/5/1980')).toBe('01.05.1980');
    expect(normalizeDmy('14-5-1980')).toBe('14.05.1980');
    expect(normalizeDmy('01051980')).toBe('01.05.1980');
    expect(normalizeDmy('31.2.1980')).toBe('31.02.1980');
    expect(isValidDmy(normalizeDmy('31.2.1980'))).toBe(false);
    // The resident's birth date and the debts' date filters read through it.
    expect(parseDateText('1.5.1980')).toBe('01.05.1980');
    expect(birthDay('1.5.1980')).toBeUndefined();
    expect(dmyValidator('1.5.2026')).toBeUndefined();
    expect(birthDay('31.2.1980')).toBe('app.validation.date');
  });
});

describe('formatIstanbulInstant', () => {
  it('shows an instant on the Istanbul wall clock, 24-hour, from a Date or ISO text', () => {
    expect(formatIstanbulInstant('2026-11-25T17:14:00Z')).toBe('25.11.2026 20:14');
    expect(formatIstanbulInstant(new Date('2026-04-02T21:30:00Z'))).toBe('03.04.2026 00:30');
  });
});
