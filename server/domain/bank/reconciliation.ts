/**
 * Reconciliation of a bank account's books with its bank (docs/bank.md, "API (accounting area)"): per day, the
 * book balance, the bank balance and their difference, and the first day they part. It walks day totals that
 * the database sums (a year of a large site is 300,000 movements and 50,000 lines: docs/benchmarks.md); the lists
 * of what only one side has are read page by page beside it.
 */
import { dayNumber, isoOfDay } from './days';

export type LineStatus = 'suggested' | 'unmatched' | 'posted' | 'ignored';

/** One day of the bank's lines, in the bank's order within the day. */
export interface BankDay {
  date: string;
  /** Σ of the day's lines. */
  total: bigint;
  /** The balance stated by the day's last line that states one, and Σ of the lines after that one. */
  lastBalance: bigint | null;
  afterLast: bigint;
  /** The balance stated by the day's first line that states one, and Σ of the lines up to it, itself included. */
  firstBalance: bigint | null;
  throughFirst: bigint;
}

export interface ReconcileInput {
  /** ISO dates, both days included. */
  startDate: string;
  endDate: string;
  /** The books' balance at the start of the first day. */
  openingBalance: bigint;
  /** Σ of the live movements of each day of the period that has any. */
  bookDays: Array<{ date: string; amount: bigint }>;
  /** The bank's balance at the end of the day before the start. */
  bankBalanceBefore: bigint;
  bankDays: BankDay[];
}

export interface ReconcileDay {
  date: string;
  bookBalance: bigint;
  bankBalance: bigint;
  /** Bank − book. */
  difference: bigint;
}

export interface Reconciliation {
  days: ReconcileDay[];
  firstDifferenceDate: string | null;
}

export function reconcile(input: ReconcileInput): Reconciliation {
  const bookByDay = new Map(input.bookDays.map((day) => [day.date, day.amount]));
  const bankByDay = new Map(input.bankDays.map((day) => [day.date, day]));
  const days: ReconcileDay[] = [];
  let book = input.openingBalance;
  let bank = input.bankBalanceBefore;
  let firstDifferenceDate: string | null = null;
  for (let n = dayNumber(input.startDate); n <= dayNumber(input.endDate); n++) {
    const date = isoOfDay(n);
    book += bookByDay.get(date) ?? 0n;
    const lines = bankByDay.get(date);
    if (lines) bank = lines.lastBalance === null ? bank + lines.total : lines.lastBalance + lines.afterLast;
    const difference = bank - book;
    if (difference !== 0n && firstDifferenceDate === null) firstDifferenceDate = date;
    days.push({ date, bookBalance: book, bankBalance: bank, difference });
  }
  return { days, firstDifferenceDate };
}

/**
 * Without a line before the period, the bank's balance before it: the first balance a line of the period states,
 * taken back by the lines up to it; null when no line of the period states one.
 */
export function bankOpeningOf(bankDays: BankDay[]): bigint | null {
  let before = 0n;
  for (const day of bankDays) {
    if (day.firstBalance !== null) return day.firstBalance - before - day.throughFirst;
    before += day.total;
  }
  return null;
}
