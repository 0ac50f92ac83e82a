/** Books against the bank, day by day (docs/bank.md, "API (accounting area)", the reconciliation). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BankDay, bankOpeningOf, reconcile } from '../../../server/domain/bank/reconciliation';

/** A day of lines as the database sums them: `[amount, balance stated after it or null]`, in the bank's order. */
function bankDay(date: string, lines: Array<[bigint, bigint | null]>): BankDay {
  const stating = lines.flatMap(([, balance], i) => (balance === null ? [] : [i]));
  const sum = (from: number, to: number) => lines.slice(from, to).reduce((a, [amount]) => a + amount, 0n);
  const first = stating[0];
  const last = stating.at(-1);
  return {
    date,
    total: sum(0, lines.length),
    lastBalance: last === undefined ? null : lines[last]![1],
    afterLast: last === undefined ? 0n : sum(last + 1, lines.length),
    firstBalance: first === undefined ? null : lines[first]![1],
    throughFirst: first === undefined ? 0n : sum(0, first + 1),
  };
}

describe('reconcile', () => {
  const input = {
    startDate: '2026-11-01',
    endDate: '2026-11-04',
    openingBalance: 1_500_00n,
    bankBalanceBefore: 1_500_00n,
    bookDays: [
      { date: '2026-11-01', amount: 200_00n },
      { date: '2026-11-03', amount: -50_00n },
    ],
    bankDays: [
      bankDay('2026-11-01', [[200_00n, 1_700_00n]]),
      bankDay('2026-11-02', [
        [-10_00n, null],
        [30_00n, null],
      ]),
      bankDay('2026-11-04', [
        [75_00n, 1_800_00n],
        [5_00n, null],
      ]),
    ],
  };

  it('gives every day of the period its book balance, bank balance and difference', () => {
    const result = reconcile(input);
    expect(result.days.map((d) => [d.date, d.bookBalance, d.bankBalance, d.difference])).toEqual([
      ['2026-11-01', 1_700_00n, 1_700_00n, 0n],
      ['2026-11-02', 1_700_00n, 1_720_00n, 20_00n],
      ['2026-11-03', 1_650_00n, 1_720_00n, 70_00n],
      ['2026-11-04', 1_650_00n, 1_805_00n, 155_00n],
    ]);
    expect(result.firstDifferenceDate).toBe('2026-11-02');
  });

  it('no difference at all gives no first difference date', () => {
    const clean = reconcile({
      ...input,
      bookDays: input.bookDays.slice(0, 1),
      bankDays: input.bankDays.slice(0, 1),
    });
    expect(clean.firstDifferenceDate).toBeNull();
    expect(clean.days.every((d) => d.difference === 0n)).toBe(true);
  });

  it('without a line before the period, the bank starts from its first stated balance taken back', () => {
    // 1,500 before; −10 and +30 on the 2nd, then 75 stating 1,595 on the 4th: 1,595 − 95 = 1,500.
    const days = [
      bankDay('2026-11-02', [
        [-10_00n, null],
        [30_00n, null],
      ]),
      bankDay('2026-11-04', [[75_00n, 1_595_00n]]),
    ];
    expect(bankOpeningOf(days)).toBe(1_500_00n);
    expect(bankOpeningOf(days.slice(0, 1))).toBeNull();
  });

  it('every line posted as one or more movements on its day: the books and the bank agree every day', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);
    const row = fc.record({
      day,
      parts: fc.array(fc.bigInt({ min: -500_000n, max: 500_000n }), { minLength: 1, maxLength: 3 }),
      statesBalance: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
        (rows, start) => {
          const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
          let balance = start;
          const lines = new Map<string, Array<[bigint, bigint | null]>>();
          const book = new Map<string, bigint>();
          for (const r of sorted) {
            const amount = r.parts.reduce((a, b) => a + b, 0n);
            balance += amount;
            lines.set(r.day, [...(lines.get(r.day) ?? []), [amount, r.statesBalance ? balance : null]]);
            for (const part of r.parts) book.set(r.day, (book.get(r.day) ?? 0n) + part);
          }
          const bankDays = [...lines].map(([date, dayLines]) => bankDay(date, dayLines));
          const out = reconcile({
            startDate: '2026-02-01',
            endDate: '2026-02-28',
            openingBalance: start,
            bankBalanceBefore: bankOpeningOf(bankDays) ?? start,
            bookDays: [...book].map(([date, amount]) => ({ date, amount })),
            bankDays,
          });
          expect(out.days).toHaveLength(28);
          expect(out.days.every((d) => d.difference === 0n)).toBe(true);
          expect(out.days.at(-1)!.bankBalance).toBe(balance);
          expect(out.firstDifferenceDate).toBeNull();
        },
      ),
      { seed: 20_261_128 },
    );
  });
});
