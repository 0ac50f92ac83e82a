import { dmyToIso, todayInIstanbul } from '../common/date';
import { readAmount, readDecimal } from '../common/decimal';
import { isValidIban, normalizeIban } from '../common/iban';
import { EMAIL_INVALID, normalizeEmail } from '../common/mail';
import type { Kurus } from '../common/money';
import { normalizePhone } from '../common/phone';
import { fieldError } from './errors';

/** Readers for request fields the schema cannot check alone; each refuses with a Turkish message on its field. */

/** A Turkish mobile number in any common writing, stored as 5XXXXXXXXX. */
export function phoneOrFail(input: string, field = 'phone'): string {
  const phone = normalizePhone(input);
  if (!phone) throw fieldError(field, 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).');
  return phone;
}

/** An IBAN the user may leave empty: undefined stays as it was, blank is null, else a mod-97 checked TR IBAN. */
export function optionalIban(input: string | null | undefined, field = 'iban'): string | null | undefined {
  if (input === undefined) return undefined;
  const iban = normalizeIban(input ?? '');
  if (!iban) return null;
  if (!isValidIban(iban)) throw fieldError(field, 'Geçerli bir IBAN giriniz (TR ile başlayan 26 karakter).');
  return iban;
}

/** A phone the user may leave empty: null, or a Turkish mobile stored as 5XXXXXXXXX. */
export function optionalPhone(input: string | null | undefined, field = 'phone'): string | null {
  const text = input?.replace(/\s+/g, '') ?? '';
  return text ? phoneOrFail(text, field) : null;
}

/** An optional e-mail, kept lower-cased (common/mail.ts); a malformed one is a Turkish error on the field. */
export function optionalEmail(input: string | null | undefined, field = 'email'): string | null {
  const email = normalizeEmail(input);
  if (email === false) throw fieldError(field, EMAIL_INVALID);
  return email;
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

/** A money amount above zero (TL, at most 2 decimals; "12,50" accepted) → kuruş; a Turkish error on `field`. */
export function positiveAmount(input: string | number | null | undefined, field = 'amount'): Kurus {
  const kurus = amountOrFail(input ?? null, field);
  if (kurus === 0n) throw fieldError(field, 'Tutar sıfırdan büyük olmalıdır.');
  return kurus;
}

/** A whole number of TL above zero (an advance's amount is an integer: docs/domain.md, "Advances") → kuruş. */
export function wholeLiraAmount(input: string | number | null | undefined, field = 'amount'): Kurus {
  const kurus = positiveAmount(input, field);
  if (kurus % 100n !== 0n) throw fieldError(field, 'Tutar tam sayı (kuruşsuz TL) olmalıdır.');
  return kurus;
}

/** A monthly late-payment rate in percent (0 < rate ≤ 100, at most 2 decimals) as numeric text. */
export function monthlyRate(input: string | number | null | undefined, field: string): string {
  if (input === null || input === undefined || input === '') throw fieldError(field, 'Bu alan zorunludur.');
  const reading = readDecimal(input, 2, 3);
  if ('error' in reading) throw fieldError(field, reading.error);
  const value = Number(reading.value);
  if (value <= 0 || value > 100) throw fieldError(field, 'Oran 0 ile 100 arasında olmalıdır.');
  return reading.value;
}

/** A DD.MM.YYYY date that must be a real calendar date; today (Istanbul) when empty. */
export function dateOrToday(input: string | null | undefined, field: string): string {
  return dateOr(input, field, todayIso());
}
