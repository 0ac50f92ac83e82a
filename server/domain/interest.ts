/**
 * Late-payment compensation (gecikme tazminatı, Kat Mülkiyeti Kanunu art. 20; docs/domain.md, "Interest"): a monthly
 * rate (5 % by default) on the remaining principal, never compounded. Computed on exact fractions of kuruş and rounded
 * half up once at the end, so a report line is the same whichever way it is summed.
 */
import { badRequest } from '../errors';

export const DEFAULT_MONTHLY_RATE_PERCENT = '5';

/** `daily`: rate/30 for each day late. `monthly`: the full rate for each completed calendar month late. */
export type CompensationMode = 'daily' | 'monthly';

export interface CompensationInput {
  remainingPrincipal: bigint;
  /** ISO `YYYY-MM-DD`; the debt is late from the next day. */
  dueDate: string;
  /** ISO `YYYY-MM-DD`: the report date (a parameter, never the clock). */
  asOf: string;
  /** "5", "4.5" or "4,5". */
  monthlyRatePercent?: string;
  mode: CompensationMode;
  /** The interest setting's start date: no compensation runs before it. */
  startDate?: string;
}

export function compensation(input: CompensationInput): bigint {
  if (input.remainingPrincipal < 0n) throw badRequest('Tutar negatif olamaz.');
  const rate = readRate(input.monthlyRatePercent ?? DEFAULT_MONTHLY_RATE_PERCENT);
  const principalTimesRate = input.remainingPrincipal * rate.numerator;
  if (input.mode === 'daily') {
    const days = BigInt(daysLate(input.dueDate, input.asOf, input.startDate));
    return roundHalfUp(principalTimesRate * days, rate.denominator * 100n * 30n);
  }
  const months = BigInt(wholeMonthsLate(input.dueDate, input.asOf, input.startDate));
  return roundHalfUp(principalTimesRate * months, rate.denominator * 100n);
}

/** Days late on `asOf`, counting from the later of the day after `dueDate` and `startDate`; 0 when not late. */
export function daysLate(dueDate: string, asOf: string, startDate?: string): number {
  const firstLateDay = firstDayLate(dueDate, startDate);
  return Math.max(0, dayNumber(asOf) - firstLateDay + 1);
}

/**
 * Calendar months fully elapsed since lateness began (the day before the first late day), on `asOf`.
 * Only completed months count: charging a whole month as soon as it starts would ask for compensation for days
 * that have not yet been late, which art. 20 ("geciktiği günler için") does not allow. A month ends on the same
 * day of the month, or on the month's last day when it is shorter: due 31 January → one month on 29 February 2024.
 */
export function wholeMonthsLate(dueDate: string, asOf: string, startDate?: string): number {
  const start = calendarDate(firstDayLate(dueDate, startDate) - 1);
  const end = calendarDate(dayNumber(asOf));
  let months = (end.year - start.year) * 12 + (end.month - start.month);
  const lastDayOfEndMonth = new Date(Date.UTC(end.year, end.month, 0)).getUTCDate();
  if (end.day < Math.min(start.day, lastDayOfEndMonth)) months -= 1;
  return Math.max(0, months);
}

function firstDayLate(dueDate: string, startDate: string | undefined): number {
  const dayAfterDue = dayNumber(dueDate) + 1;
  return startDate === undefined ? dayAfterDue : Math.max(dayAfterDue, dayNumber(startDate));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real ISO date; 2024-02-30 is refused rather than rolled over. */
function dayNumber(iso: string): number {
  const match = ISO_DATE.exec(iso);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) throw invalidDate();
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw invalidDate();
  return time / 86_400_000;
}

function calendarDate(dayNumberSinceEpoch: number): { year: number; month: number; day: number } {
  const date = new Date(dayNumberSinceEpoch * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const invalidDate = () => badRequest('Tarih geçerli değil.');

const RATE = /^(\d{1,3})(?:[.,](\d{1,4}))?$/;

/** "4,5" → 45/10, exactly. */
function readRate(text: string): { numerator: bigint; denominator: bigint } {
  const match = RATE.exec(text.trim());
  if (!match) throw badRequest('Gecikme tazminatı oranı geçerli değil.');
  const [, whole = '', fraction = ''] = match;
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** numerator/denominator to the nearest kuruş, halves up (both non-negative). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
