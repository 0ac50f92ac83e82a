/** Books against the bank, day by day (docs/bank.md, "API (accounting area)", the reconciliation). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReconcileInput, reconcile } from '../../../server/domain/bank/reconciliation';

type Line = ReconcileInput['lines'][number];
type Movement = ReconcileInput['movements'][number];
const bankLine = (
  id: number,
  valueDate: string,
  amount: bigint,
  status: Line['status'],
  balanceAfter: bigint | null = null,
): Line => ({
  id,
  valueDate,
  amount,
  description: `Satır ${id}`,
  status,
  balanceAfter,
});
const movement = (id: number, date: string, amount: bigint, bankLineId: number | null): Movement => ({
  id,
  date,
  amount,
  kind: bankLineId === null ? 'expense' : 'collection',
  description: `Hareket ${id}`,
  bankLineId,
});

describe('reconcile', () => {
  const input: ReconcileInput = {
    startDate: '2026-11-01',
    endDate: '2026-11-04',
    openingBalance: 1_000_00n,
    bankBalanceBefore: 1_500_00n,
    movements: [
      movement(1, '2026-10-20', 500_00n, 90),
      movement(2, '2026-11-01', 200_00n, 1),
      movement(3, '2026-11-03', -50_00n, null),
      movement(4, '2026-11-05', 999_00n, null),
    ],
    lines: [
      bankLine(1, '2026-11-01', 200_00n, 'posted', 1_700_00n),
      bankLine(2, '2026-11-02', -10_00n, 'suggested'),
      bankLine(3, '2026-11-02', 30_00n, 'ignored'),
      bankLine(4, '2026-11-04', 75_00n, 'unmatched', 1_800_00n),
      bankLine(5, '2026-11-04', 5_00n, 'unmatched'),
    ],
  };
  const result = reconcile(input);

  it('gives every day of the period its book balance, bank balance and difference', () => {
    expect(result.days.map((d) => [d.date, d.bookBalance, d.bankBalance, d.difference])).toEqual([
      ['2026-11-01', 1_700_00n, 1_700_00n, 0n],
      ['2026-11-02', 1_700_00n, 1_720_00n, 20_00n],
      ['2026-11-03', 1_650_00n, 1_720_00n, 70_00n],
      ['2026-11-04', 1_650_00n, 1_805_00n, 155_00n],
    ]);
    expect(result.firstDifferenceDate).toBe('2026-11-02');
  });

  it('lists what only the books have and what only the bank has, ignored lines with their status', () => {
    expect(result.bookOnly).toEqual([
      { id: 3, date: '2026-11-03', amount: -50_00n, kind: 'expense', description: 'Hareket 3' },
    ]);
    expect(result.bankOnly.map((l) => [l.id, l.status])).toEqual([
      [2, 'suggested'],
      [3, 'ignored'],
      [4, 'unmatched'],
      [5, 'unmatched'],
    ]);
  });

  it('no difference at all gives no first difference date', () => {
    const clean = reconcile({
      ...input,
      lines: input.lines.slice(0, 1),
      movements: input.movements.slice(0, 2),
    });
    expect(clean.firstDifferenceDate).toBeNull();
    expect(clean.days.every((d) => d.difference === 0n)).toBe(true);
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
          const sorted = rows
            .filter((r) => r.parts.reduce((a, b) => a + b, 0n) !== 0n)
            .sort((a, b) => a.day.localeCompare(b.day));
          let balance = start;
          const lines: Line[] = [];
          const movements: Movement[] = [];
          sorted.forEach((r, i) => {
            const amount = r.parts.reduce((a, b) => a + b, 0n);
            balance += amount;
            lines.push(bankLine(i + 1, r.day, amount, 'posted', r.statesBalance ? balance : null));
            r.parts.forEach((part, j) => {
              movements.push(movement(100 * (i + 1) + j, r.day, part, i + 1));
            });
          });
          const out = reconcile({
            startDate: '2026-02-01',
            endDate: '2026-02-28',
            openingBalance: start,
            bankBalanceBefore: start,
            movements: movements.reverse(),
            lines,
          });
          expect(out.days).toHaveLength(28);
          expect(out.days.every((d) => d.difference === 0n)).toBe(true);
          expect(out.days.at(-1)!.bankBalance).toBe(balance);
          expect(out.firstDifferenceDate).toBeNull();
          expect(out.bookOnly).toEqual([]);
          expect(out.bankOnly).toEqual([]);
        },
      ),
      { seed: 20_261_128 },
    );
  });
});
