/**
 * Reconciliation of a bank account's books with its bank (docs/bank.md, "API (accounting area)"): per day, the
 * book balance, the bank balance and their difference; the first day they part; what only the books have and
 * what only the bank has. One pass over the movements, one over the lines and one over the days; the two lists keep
 * the order the rows came in.
 */
import { dayNumber, isoOfDay } from './days';

export type LineStatus = 'suggested' | 'unmatched' | 'posted' | 'ignored';

export interface ReconcileInput {
  /** ISO dates, both days included. */
  startDate: string;
  endDate: string;
  /** The cash account's opening balance. */
  openingBalance: bigint;
  /** The account's live movements (signed), any date up to the end: the earlier ones make the starting balance. */
  movements: Array<{
    id: number;
    date: string;
    amount: bigint;
    kind: string;
    description: string;
    /** The bank line that made the movement, null when it was entered by hand. */
    bankLineId: number | null;
  }>;
  /** The bank's balance at the end of the day before the start. */
  bankBalanceBefore: bigint;
  /** The statement lines, in the bank's order within a day (the service reads them by value date, then id). */
  lines: Array<{
    id: number;
    valueDate: string;
    amount: bigint;
    description: string;
    status: LineStatus;
    balanceAfter: bigint | null;
  }>;
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
  bookOnly: Array<{ id: number; date: string; amount: bigint; kind: string; description: string }>;
  bankOnly: Array<{ id: number; valueDate: string; amount: bigint; description: string; status: LineStatus }>;
}

/** A day's lines: the balance the bank gave last that day (if any) and the sum of the lines after it. */
interface BankDay {
  known: bigint | null;
  after: bigint;
}

export function reconcile(input: ReconcileInput): Reconciliation {
  const first = dayNumber(input.startDate);
  const last = dayNumber(input.endDate);
  const inPeriod = (iso: string) => iso >= input.startDate && iso <= input.endDate;

  let book = input.openingBalance;
  const bookByDay = new Map<string, bigint>();
  const bookOnly: Reconciliation['bookOnly'] = [];
  for (const movement of input.movements) {
    if (movement.date < input.startDate) book += movement.amount;
    if (!inPeriod(movement.date)) continue;
    bookByDay.set(movement.date, (bookByDay.get(movement.date) ?? 0n) + movement.amount);
    if (movement.bankLineId === null) {
      const { id, date, amount, kind, description } = movement;
      bookOnly.push({ id, date, amount, kind, description });
    }
  }

  const bankByDay = new Map<string, BankDay>();
  const bankOnly: Reconciliation['bankOnly'] = [];
  for (const line of input.lines) {
    if (!inPeriod(line.valueDate)) continue;
    const day = bankByDay.get(line.valueDate) ?? { known: null, after: 0n };
    if (line.balanceAfter !== null) {
      day.known = line.balanceAfter;
      day.after = 0n;
    } else day.after += line.amount;
    bankByDay.set(line.valueDate, day);
    if (line.status !== 'posted') {
      const { id, valueDate, amount, description, status } = line;
      bankOnly.push({ id, valueDate, amount, description, status });
    }
  }

  const days: ReconcileDay[] = [];
  let bank = input.bankBalanceBefore;
  let firstDifferenceDate: string | null = null;
  for (let n = first; n <= last; n++) {
    const date = isoOfDay(n);
    book += bookByDay.get(date) ?? 0n;
    const lines = bankByDay.get(date);
    if (lines) bank = (lines.known ?? bank) + lines.after;
    const difference = bank - book;
    if (difference !== 0n && firstDifferenceDate === null) firstDifferenceDate = date;
    days.push({ date, bookBalance: book, bankBalance: bank, difference });
  }
  return { days, firstDifferenceDate, bookOnly, bankOnly };
}
