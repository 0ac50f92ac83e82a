/**
 * Stand-in for bankMatching's `reconcile` (to be replaced by theirs at merge): the books' and the bank's balance at
 * the end of every day of the period, the first day they differ, and what only one side has. Dates ISO, kuruş.
 */
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Σ of the amounts per day. */
function byDay<T>(rows: T[], day: (row: T) => string, amount: (row: T) => bigint): Map<string, bigint> {
  const sums = new Map<string, bigint>();
  for (const row of rows) sums.set(day(row), (sums.get(day(row)) ?? 0n) + amount(row));
  return sums;
}

export interface ReconcileInput {
  startDate: string;
  endDate: string;
  /** Balances before the period. */
  bookOpening: bigint;
  bankOpening: bigint;
  movements: {
    id: number;
    date: string;
    amount: bigint;
    kind: string;
    description: string | null;
    fromBankLine: boolean;
  }[];
  lines: { id: number; valueDate: string; amount: bigint; description: string; status: string }[];
}

export function reconcile(input: ReconcileInput) {
  const days: { date: string; bookBalance: bigint; bankBalance: bigint; difference: bigint }[] = [];
  let book = input.bookOpening;
  let bank = input.bankOpening;
  let firstDifferenceDate: string | null = null;
  const bookDays = byDay(
    input.movements,
    (m) => m.date,
    (m) => m.amount,
  );
  const bankDays = byDay(
    input.lines,
    (l) => l.valueDate,
    (l) => l.amount,
  );
  for (let day = input.startDate; day <= input.endDate; day = nextDay(day)) {
    book += bookDays.get(day) ?? 0n;
    bank += bankDays.get(day) ?? 0n;
    days.push({ date: day, bookBalance: book, bankBalance: bank, difference: book - bank });
    if (book !== bank && firstDifferenceDate === null) firstDifferenceDate = day;
  }
  return {
    days,
    firstDifferenceDate,
    bookOnly: input.movements.filter((m) => !m.fromBankLine),
    bankOnly: input.lines.filter((l) => l.status !== 'posted'),
  };
}
