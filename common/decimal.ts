import { type Kurus, MAX_AMOUNT_KURUS, MAX_AMOUNT_TEXT, parseAmount } from './money';

/**
 * Readers for the decimals users type or a spreadsheet holds (m², arsa payı, hisse %, amounts). Each goes through
 * the decimal text, never through float arithmetic, and answers a value or a short Turkish reason, so the server
 * and the browser's import preview refuse the same inputs with the same words.
 */
export type Reading<T> = { value: T } | { error: string };

const DECIMAL = /^(\d+)(?:[.,](\d+))?$/;

/** The shortest text of a number (0.1 → "0.1"); null for NaN, infinities and exponent forms. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** "12,5", "12.50" or 12.5 with at most `maxDecimals` places and `maxWholeDigits` before the point → "12.5". */
export function readDecimal(
  input: string | number,
  maxDecimals: number,
  maxWholeDigits = 10,
): Reading<string> {
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  if (text === null || text === '') return { error: 'Bir sayı giriniz.' };
  if (text.startsWith('-')) return { error: 'Negatif olamaz.' };
  const match = DECIMAL.exec(text);
  if (!match) return { error: 'Bir sayı giriniz.' };
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > maxDecimals) {
    return {
      error:
        maxDecimals === 0 ? 'Ondalık girilemez.' : `En fazla ${maxDecimals} ondalık basamak girilebilir.`,
    };
  }
  if (whole.length > maxWholeDigits) return { error: 'Sayı çok büyük.' };
  return { value: fraction ? `${whole}.${fraction}` : whole };
}

/** A decimal text with at most two places → integer hundredths ("60.5" → 6050), for exact share sums. */
export function toHundredths(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 6050 → "60,5" (Turkish decimal comma, no trailing zeros). */
export function formatHundredths(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(Math.abs(hundredths % 100))
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

export const AMOUNT_TOO_LARGE = `Tutar en fazla ${MAX_AMOUNT_TEXT} olabilir.`;

/** A money amount (TL, at most 2 decimals, not negative, at most MAX_AMOUNT_KURUS; "12,50" accepted) → kuruş. */
export function readAmount(input: string | number): Reading<Kurus> {
  const kurus = parseAmount(input);
  if (kurus === null) {
    const text = typeof input === 'number' ? String(input) : input.trim();
    return /^-?\d+[.,]\d{3,}$/.test(text)
      ? { error: 'En fazla 2 ondalık basamak girilebilir.' }
      : { error: 'Geçerli bir tutar giriniz.' };
  }
  if (kurus < 0n) return { error: 'Tutar negatif olamaz.' };
  if (kurus > MAX_AMOUNT_KURUS) return { error: AMOUNT_TOO_LARGE };
  return { value: kurus };
}
