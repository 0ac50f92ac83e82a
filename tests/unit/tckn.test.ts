import { describe, expect, it } from 'vitest';
import { isValidTckn } from '../../common/tckn';

// Valid numbers worked out by hand with the algorithm: d10 = (7·(d1+d3+d5+d7+d9) − (d2+d4+d6+d8)) mod 10,
// d11 = (d1+…+d10) mod 10.
const VALID = [
  '10000000146', // 7·2 − 0 = 14 → 4; 1+1+4 = 6
  '12345678950', // 7·25 − 20 = 155 → 5; 45+5 = 50 → 0
  '11111111110', // 7·5 − 4 = 31 → 1; 9+1 = 10 → 0
  '19090909018', // 7·1 − 36 = −29 → 1 (a negative difference); 37+1 = 38 → 8
];

describe('isValidTckn', () => {
  it('accepts real T.C. Kimlik numbers, as text or number, with surrounding spaces', () => {
    for (const tckn of VALID) expect(isValidTckn(tckn), tckn).toBe(true);
    expect(isValidTckn(10000000146)).toBe(true);
    expect(isValidTckn(' 12345678950 ')).toBe(true);
  });

  it('refuses a wrong 10th or 11th digit', () => {
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('19090909028')).toBe(false);
    expect(isValidTckn('19090909019')).toBe(false);
    expect(isValidTckn('12345678901')).toBe(false);
  });

  it('refuses a leading zero, the wrong length, letters and empty input', () => {
    expect(isValidTckn('01234567890')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('100000001460')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
    expect(isValidTckn('100 000 001 46')).toBe(false);
    expect(isValidTckn('')).toBe(false);
    expect(isValidTckn(null)).toBe(false);
    expect(isValidTckn(undefined)).toBe(false);
  });
});
