import { type CalendarDate, daysInMonth } from '../../common/date';

/** An inclusive range of ISO dates (YYYY-MM-DD). */
export interface IsoRange {
  start: string;
  end: string;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The calendar month `today` falls in, first to last day. */
export function monthOf(today: CalendarDate): IsoRange {
  return {
    start: isoOf(today.year, today.month, 1),
    end: isoOf(today.year, today.month, daysInMonth(today.year, today.month)),
  };
}

/** The twelve months of the dashboard's chart: eleven whole months before this one, and this one. */
export function lastTwelveMonths(today: CalendarDate): IsoRange {
  const first = today.year * 12 + (today.month - 1) - 11;
  const year = Math.floor(first / 12);
  return { start: isoOf(year, (first % 12) + 1, 1), end: monthOf(today).end };
}

/**
 * Tahsilat oranı in percent, to one decimal (half up): what was paid of the debts due in the range over what they
 * amounted to, i.e. collected / (collected + open). Null when no debt was due in the range.
 */
export function collectionRate(paid: bigint, amount: bigint): number | null {
  if (amount <= 0n) return null;
  const tenths = (paid * 2000n + amount) / (2n * amount);
  return Number(tenths) / 10;
}
