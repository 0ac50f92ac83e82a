import { describe, expect, it } from 'vitest';
import { formatMoney, kurusToNumber, parseAmount } from '../../common/money';

describe('parseAmount', () => {
  it('reads Turkish and plain amounts into integer kuruş', () => {
    expect(parseAmount('12,50')).toBe(1250n);
    expect(parseAmount('12,5')).toBe(1250n);
    expect(parseAmount('12.50')).toBe(1250n);
    expect(parseAmount('1.234,56')).toBe(123456n);
    expect(parseAmount('1.234.567,89')).toBe(123456789n);
    expect(parseAmount('1234,56')).toBe(123456n);
    expect(parseAmount(' ₺12,50 ')).toBe(1250n);
    expect(parseAmount('100 TL')).toBe(10000n);
    expect(parseAmount('0,01')).toBe(1n);
    expect(parseAmount('-5')).toBe(-500n);
  });

  it('reads numbers through their decimal text, never through float arithmetic', () => {
    expect(parseAmount(12.5)).toBe(1250n);
    expect(parseAmount(0.1)).toBe(10n);
    expect(parseAmount(1234.56)).toBe(123456n);
    expect(parseAmount(19.99)).toBe(1999n);
    expect(parseAmount(100)).toBe(10000n);
    expect(parseAmount(0)).toBe(0n);
  });

  it('refuses more than two decimals, text and non-finite numbers', () => {
    expect(parseAmount('12,345')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('12,5a')).toBeNull();
    expect(parseAmount(',5')).toBeNull();
    expect(parseAmount('5,')).toBeNull();
    expect(parseAmount('1,234.56')).toBeNull();
    expect(parseAmount(null)).toBeNull();
    expect(parseAmount(undefined)).toBeNull();
    expect(parseAmount(0.1 + 0.2)).toBeNull();
    expect(parseAmount(Number.NaN)).toBeNull();
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseAmount(1e21)).toBeNull();
  });

  it('does not read a number with three decimals as thousands', () => {
    // 12.345 (a number) has three decimals; it is not twelve thousand three hundred and forty-five lira.
    expect(parseAmount(12.345)).toBeNull();
    expect(parseAmount(1.5)).toBe(150n);
  });
});

describe('formatMoney', () => {
  it('shows ₺1.234,56 as Intl tr-TR does', () => {
    expect(formatMoney(123456n)).toBe('₺1.234,56');
    expect(formatMoney(0n)).toBe('₺0,00');
    expect(formatMoney(5n)).toBe('₺0,05');
    expect(formatMoney(100000000n)).toBe('₺1.000.000,00');
    expect(formatMoney(-123456n)).toBe('-₺1.234,56');
    expect(formatMoney(1234.5)).toBe('₺1.234,50');
    expect(kurusToNumber(123456n)).toBe(1234.56);
  });
});
