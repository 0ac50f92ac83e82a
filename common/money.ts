/**
 * Money is integer kuruş inside the program and a number with at most two decimals (TRY) on the wire.
 * Parsing goes through the decimal text, never through float arithmetic.
 */
export type Kurus = bigint;

const AMOUNT = /^(-)?(\d{1,15})(?:[.,](\d{1,2}))?$/;

/**
 * The largest amount the product takes in one field: 9.999.999.999,99 TL. With at most 12 significant digits every
 * such amount sent as a JSON number (read by JSON.parse as a float) is still exactly the decimal that was sent.
 */
export const MAX_AMOUNT_KURUS: Kurus = 999_999_999_999n;
export const MAX_AMOUNT_TEXT = '9.999.999.999,99 TL';

/**
 * The bound of every kept total (a cash account's balance, a resident's open debt, a batch's sums):
 * 9.999.999.999.999,99 TL, a thousand of the largest amounts. With at most 15 significant digits a total is exact as
 * a JSON number, and far inside PostgreSQL's bigint (migration 0026 checks it).
 */
export const MAX_TOTAL_KURUS: Kurus = 999_999_999_999_999n;
export const MAX_TOTAL_TEXT = '9.999.999.999.999,99 TL';

/** "12,50", "12.5", 12.5 or "1.234,56" → 1250n / 1250n / 1250n / 123456n; null when not an amount or >2 decimals. */
export function parseAmount(input: string | number | null | undefined): Kurus | null {
  if (input === null || input === undefined) return null;
  let text = typeof input === 'number' ? numberToText(input) : input.trim().replace(/\s|₺|TL/g, '');
  if (text === null) return null;
  // "1.234,56" (Turkish thousands separator) → "1234,56". Only typed text has thousands separators: the
  // number 12.345 has three decimals and is refused, not read as twelve thousand.
  if (typeof input === 'string' && /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text))
    text = text.replace(/\./g, '');
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const kurus = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -kurus : kurus;
}

function numberToText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // Shortest round-trip text of the double: 0.1 → "0.1", 12.345 → "12.345" (rejected: 3 decimals).
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** 123456n → 1234.56 for JSON answers (exact: at most 2 decimals and well inside 2^53). */
export function kurusToNumber(kurus: Kurus): number {
  return Number(kurus) / 100;
}

// Made at the first amount shown, not when the module loads: the browser's first Intl object loads its locale
// data, about 0.1 s of a phone's CPU inside the task that runs the back office's scripts
// (docs/benchmarks-bundle.md, "Ninth round").
let formatter: Intl.NumberFormat | undefined;

/** ₺1.234,56 */
export function formatMoney(amount: number | Kurus): string {
  const value = typeof amount === 'bigint' ? kurusToNumber(amount) : amount;
  formatter ??= new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  return formatter.format(value);
}
