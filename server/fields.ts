import { dmyToIso, todayInIstanbul } from '../common/date';
import { readAmount, readDecimal } from '../common/decimal';
import type { Kurus } from '../common/money';
import { fieldError } from './errors';
import { phoneOrFail } from './routes/session';

/** Readers for request fields the schema cannot check alone; each refuses with a Turkish message on its field. */

/** A phone the user may leave empty: null, or a Turkish mobile stored as 5XXXXXXXXX. */
export function optionalPhone(input: string | null | undefined, field = 'phone'): string | null {
  const text = input?.replace(/\s+/g, '') ?? '';
  return text ? phoneOrFail(text, field) : null;
}

export function requiredPhone(input: string, field = 'phone'): string {
  return phoneOrFail(input.replace(/\s+/g, ''), field);
}

/** Today's date in Istanbul, ISO (the form of `date` columns). */
export function todayIso(): string {
  const { year, month, day } = todayInIstanbul();
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** DD.MM.YYYY → ISO date; `fallback` when empty. */
export function dateOr(input: string | null | undefined, field: string, fallback: string): string {
  if (!input?.trim()) return fallback;
  const iso = dmyToIso(input);
  if (!iso) throw fieldError(field, 'Geçerli bir tarih giriniz (GG.AA.YYYY).');
  return iso;
}

/** A birth day DD.MM.YYYY (a real date, not in the future) or null. */
export function birthDayOrNull(input: string | null | undefined, field = 'birth_day'): string | null {
  if (!input?.trim()) return null;
  const iso = dateOr(input, field, '');
  if (iso > todayIso()) throw fieldError(field, 'Doğum tarihi ileri bir tarih olamaz.');
  return iso;
}

/** A non-negative decimal (m², arsa payı) with at most `maxDecimals` places, as numeric text; null when empty. */
export function decimalOrNull(
  input: string | number | null | undefined,
  maxDecimals: number,
  field: string,
): string | null {
  if (input === null || input === undefined || input === '') return null;
  const reading = readDecimal(input, maxDecimals);
  if ('error' in reading) throw fieldError(field, reading.error);
  return reading.value;
}

export function amountOrFail(input: string | number | null, field = 'amount'): Kurus {
  if (input === null || input === '') throw fieldError(field, 'Bu alan zorunludur.');
  const reading = readAmount(input);
  if ('error' in reading) throw fieldError(field, reading.error);
  return reading.value;
}
