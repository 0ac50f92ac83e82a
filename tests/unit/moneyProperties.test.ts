/**
 * Property-based tests of the money invariants (docs/domain.md): over random splits and random collections, no
 * kuruş is created or lost. The seed is fixed so a failure reproduces; fast-check prints the shrunk counterexample.
 * Random sequences of ledger operations: ledgerProperties.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type OpenDebt } from '../../server/domain/allocation';
import { splitByWeights, splitEqually } from '../../server/domain/distribution';
import { AppError } from '../../server/errors';

const SEED = 20_240_501;
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

describe('splits', () => {
  // A decimal weight as the database hands it over ("24.5", "112,25", "7") and its exact value in 1/10000ths.
  const decimalWeight = fc
    .record({
      digits: fc.nat({ max: 200_000 }),
      fractionDigits: fc.integer({ min: 0, max: 4 }),
      comma: fc.boolean(),
    })
    .map(({ digits, fractionDigits, comma }) => {
      const padded = String(digits).padStart(fractionDigits + 1, '0');
      const text =
        fractionDigits === 0
          ? padded
          : `${padded.slice(0, -fractionDigits)}${comma ? ',' : '.'}${padded.slice(-fractionDigits)}`;
      return { text, exact: BigInt(digits) * 10n ** BigInt(4 - fractionDigits) };
    });
  const total = fc.bigInt({ min: 0n, max: 10_000_000_000n });

  it('sum to the total, each within one kuruş of its exact share, extras to the largest remainders', () => {
    fc.assert(
      fc.property(total, fc.array(decimalWeight, { minLength: 1, maxLength: 30 }), (amount, weights) => {
        const parts = weights.map((weight, index) => ({ key: index, weight: weight.text }));
        const weightSum = sum(weights.map((w) => w.exact));
        if (weightSum === 0n && amount > 0n) {
          expect(() => splitByWeights(amount, parts)).toThrow(AppError);
          return;
        }
        const shares = [...splitByWeights(amount, parts).values()];
        expect(sum(shares)).toBe(amount);
        const gotExtra: bigint[] = [];
        const noExtra: bigint[] = [];
        shares.forEach((share, index) => {
          const exactTimesSum = amount * weights[index]!.exact; // the exact share is exactTimesSum / weightSum
          const difference = share * weightSum - exactTimesSum;
          expect(difference > -weightSum && difference < weightSum).toBe(true);
          if (weights[index]!.exact === 0n) expect(share).toBe(0n);
          (difference > 0n ? gotExtra : noExtra).push(exactTimesSum % weightSum);
        });
        // Hamilton: no part left at its floor had a larger remainder than a part that got an extra kuruş.
        if (gotExtra.length > 0 && noExtra.length > 0)
          expect(noExtra.every((r) => gotExtra.every((extra) => extra >= r))).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it('equal splits differ by at most one kuruş, the extra kuruş going to the first flats', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 200 }), (amount, flats) => {
        const shares = [...splitEqually(amount, [...Array(flats).keys()]).values()];
        expect(sum(shares)).toBe(amount);
        const floor = amount / BigInt(flats);
        expect(shares.every((share) => share === floor || share === floor + 1n)).toBe(true);
        expect(shares.every((share, index) => index === 0 || shares[index - 1]! >= share)).toBe(true);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});

describe('allocatePayment', () => {
  const openDebts = fc
    .array(
      fc.record({
        remaining: fc.bigInt({ min: 0n, max: 1_000_000n }),
        dueDay: fc.integer({ min: 1, max: 28 }),
      }),
      {
        maxLength: 12,
      },
    )
    .map((rows) =>
      rows.map(
        (row, index): OpenDebt<number> => ({
          id: index,
          remaining: row.remaining,
          dueDate: `2024-03-${String(row.dueDay).padStart(2, '0')}`,
          createdSeq: index,
        }),
      ),
    );
  const isOlder = (a: OpenDebt<number>, b: OpenDebt<number>) =>
    a.dueDate < b.dueDate || (a.dueDate === b.dueDate && a.createdSeq < b.createdSeq);

  it('never pays a debt beyond its remaining amount, loses nothing, and pays older debts first', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 5_000_000n }),
        openDebts,
        fc.option(fc.array(fc.nat(), { minLength: 1, maxLength: 5 })),
        (amount, debts, picks) => {
          const chosen = picks && debts.length > 0 ? picks.map((pick) => pick % debts.length) : null;
          const { allocations, surplus } = allocatePayment(
            amount,
            debts,
            chosen ? { chosen } : 'oldest_first',
          );
          const targets = chosen ? debts.filter((debt) => chosen.includes(debt.id)) : debts;
          const paid = new Map(allocations.map((a) => [a.debtId, a.amount]));

          expect(sum(paid.values()) + surplus).toBe(amount);
          expect(surplus >= 0n).toBe(true);
          expect(paid.size).toBe(allocations.length);
          for (const { debtId, amount: part } of allocations) {
            const debt = targets.find((target) => target.id === debtId);
            expect(debt).toBeDefined();
            expect(part > 0n && part <= debt!.remaining).toBe(true);
          }
          const fullyPaid = (debt: OpenDebt<number>) => (paid.get(debt.id) ?? 0n) === debt.remaining;
          if (surplus > 0n) expect(targets.every(fullyPaid)).toBe(true);
          for (const later of targets.filter((debt) => paid.has(debt.id)))
            expect(targets.filter((debt) => isOlder(debt, later)).every(fullyPaid)).toBe(true);
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });
});
