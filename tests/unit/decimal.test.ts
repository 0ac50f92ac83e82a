import { describe, expect, it } from 'vitest';
import { formatHundredths, readAmount, readDecimal, toHundredths } from '../../common/decimal';

describe('readDecimal', () => {
  it('reads typed text with a comma or a point, and numbers through their text', () => {
    expect(readDecimal('12,5', 2)).toEqual({ value: '12.5' });
    expect(readDecimal(' 0095.25 ', 2)).toEqual({ value: '95.25' });
    expect(readDecimal(24.1235, 4)).toEqual({ value: '24.1235' });
    expect(readDecimal(0, 2)).toEqual({ value: '0' });
    expect(readDecimal('100', 0)).toEqual({ value: '100' });
  });

  it('refuses negatives, too many places, text and huge numbers with Turkish reasons', () => {
    expect(readDecimal('-1', 2)).toEqual({ error: 'Negatif olamaz.' });
    expect(readDecimal('1,234', 2)).toEqual({ error: 'En fazla 2 ondalık basamak girilebilir.' });
    expect(readDecimal(0.1 + 0.2, 4)).toEqual({ error: 'En fazla 4 ondalık basamak girilebilir.' });
    expect(readDecimal('1,5', 0)).toEqual({ error: 'Ondalık girilemez.' });
    expect(readDecimal('on', 2)).toEqual({ error: 'Bir sayı giriniz.' });
    expect(readDecimal('', 2)).toEqual({ error: 'Bir sayı giriniz.' });
    expect(readDecimal(1e21, 2)).toEqual({ error: 'Bir sayı giriniz.' });
    expect(readDecimal('1234', 2, 3)).toEqual({ error: 'Sayı çok büyük.' });
  });
});

describe('shares in hundredths', () => {
  it('converts without float arithmetic and formats with a decimal comma', () => {
    expect(toHundredths('33.33') + toHundredths('33.33') + toHundredths('33.34')).toBe(10_000);
    expect(toHundredths('60.5')).toBe(6050);
    expect(toHundredths('40')).toBe(4000);
    expect(formatHundredths(9999)).toBe('99,99');
    expect(formatHundredths(9050)).toBe('90,5');
    expect(formatHundredths(10_000)).toBe('100');
  });
});

describe('readAmount', () => {
  it('reads TL into kuruş and says why an amount is refused', () => {
    expect(readAmount('12,50')).toEqual({ value: 1250n });
    expect(readAmount(1100.25)).toEqual({ value: 110025n });
    expect(readAmount('1.234,56')).toEqual({ value: 123456n });
    expect(readAmount(12.345)).toEqual({ error: 'En fazla 2 ondalık basamak girilebilir.' });
    expect(readAmount('-5')).toEqual({ error: 'Tutar negatif olamaz.' });
    expect(readAmount('beş')).toEqual({ error: 'Geçerli bir tutar giriniz.' });
  });

  it('takes at most 9.999.999.999,99 TL, so an amount sent as a JSON number is exactly the one sent', () => {
    expect(readAmount('9.999.999.999,99')).toEqual({ value: 999_999_999_999n });
    expect(readAmount(9999999999.99)).toEqual({ value: 999_999_999_999n });
    const tooLarge = { error: 'Tutar en fazla 9.999.999.999,99 TL olabilir.' };
    expect(readAmount('10000000000')).toEqual(tooLarge);
    expect(readAmount('999999999999999,99')).toEqual(tooLarge);
    // JSON.parse reads 90071992547409.93 as the float 90071992547409.94: refused, never kept as another amount.
    expect(readAmount(JSON.parse('90071992547409.93'))).toEqual(tooLarge);
  });
});
