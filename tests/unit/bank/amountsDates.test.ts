import { describe, expect, it } from 'vitest';
import { formatKurus, kurusOfNumber, parseAmountText } from '../../../server/domain/bank/amounts';
import { parseDateCell } from '../../../server/domain/bank/dates';

describe('bank amounts in kuruş', () => {
  it.each([
    ['1.234,56', 123456n],
    ['-1.234,56', -123456n],
    ['1234,56', 123456n],
    ['1,234.56', 123456n],
    ['+00000000000005038.80', 503880n],
    ['1.234.567,8', 123456780n],
    ['1.234', 123400n],
    ['500,00 B', -50000n],
    ['500,00 (A)', 50000n],
    ['1.234,56 TL', 123456n],
    ['75,25-', -7525n],
  ])('reads %s', (text, kurus) => {
    expect(parseAmountText(text)).toBe(kurus);
  });

  it.each(['12,3,4', 'abc', '', '1,2.3,4', '12,345'])('refuses %s', (text) => {
    expect(parseAmountText(text)).toBeNull();
  });

  it('reads Excel numbers through their decimal text, rounding half away from zero', () => {
    expect(kurusOfNumber(1234.56)).toBe(123456n);
    expect(kurusOfNumber(0.1 + 0.2)).toBe(30n);
    expect(kurusOfNumber(1.005)).toBe(101n);
    expect(kurusOfNumber(-0.015)).toBe(-2n);
    expect(kurusOfNumber(Number.NaN)).toBeNull();
  });

  it('writes amounts the Turkish way in messages', () => {
    expect(formatKurus(-123456789n)).toBe('-1.234.567,89');
    expect(formatKurus(5n)).toBe('0,05');
  });
});

describe('bank dates', () => {
  it.each([
    ['05.01.2024', '2024-01-05'],
    ['05/01/2024', '2024-01-05'],
    ['10/01/2024-14:05:00', '2024-01-10'],
    ['05.01.2024 23:59', '2024-01-05'],
    ['2024-01-05', '2024-01-05'],
    ['2024-01-05T10:15:00+03:00', '2024-01-05'],
  ])('reads %s', (text, iso) => {
    expect(parseDateCell(text)).toBe(iso);
  });

  it('reads Excel day numbers and Date cells, and refuses impossible dates', () => {
    expect(parseDateCell(45292)).toBe('2024-01-01');
    expect(parseDateCell(new Date(Date.UTC(2024, 1, 29, 23, 30)))).toBe('2024-02-29');
    expect(parseDateCell('30.02.2024')).toBeNull();
    expect(parseDateCell('Devreden bakiye')).toBeNull();
    expect(parseDateCell(12.5)).toBeNull();
  });
});
