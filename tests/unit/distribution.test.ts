import { describe, expect, it } from 'vitest';
import {
  amountEach,
  debtAmounts,
  perPerson,
  splitByWeights,
  splitEqually,
} from '../../server/domain/distribution';
import { AppError } from '../../server/errors';

const values = <K>(split: Map<K, bigint>) => [...split.values()];
/** The shares of `total` by the weights, flats keyed by position. */
const byWeights = (total: bigint, ...weights: (string | bigint)[]) =>
  values(
    splitByWeights(
      total,
      weights.map((weight, key) => ({ key, weight })),
    ),
  );

describe('splitByWeights (largest remainder)', () => {
  it('splits 10.000,00 TL by arsa payı 1/3 each: the first flat in input order gets the extra kuruş', () => {
    const split = splitByWeights(1_000_000n, [
      { key: 'A1', weight: '1' },
      { key: 'A2', weight: '1' },
      { key: 'A3', weight: '1' },
    ]);
    expect([...split]).toEqual([
      ['A1', 333_334n],
      ['A2', 333_333n],
      ['A3', 333_333n],
    ]);
  });

  it('gives the leftover kuruş to the largest remainders, not to the first flats', () => {
    // 100,00 TL over 1 : 2 : 2 → exactly 20 / 40 / 40, nothing left over.
    expect(byWeights(10_000n, '1', '2', '2')).toEqual([2_000n, 4_000n, 4_000n]);
    // 1,00 TL over 1 : 1 : 5 → 14,28… / 14,28… / 71,42…: remainders 2 : 2 : 3 sevenths, so the third gets it.
    expect(byWeights(100n, 1n, 1n, 5n)).toEqual([14n, 14n, 72n]);
  });

  it('reads decimal land shares and areas exactly, with a comma or a point', () => {
    // 1.000,00 TL over 24.5 m² and 75,5 m² (100 m² in all) → 245,00 + 755,00.
    expect(byWeights(100_000n, '24.5', '75,5')).toEqual([24_500n, 75_500n]);
    // 0.1 + 0.2 as floats is not 0.3; as decimals the shares are exactly 1 : 2.
    expect(byWeights(300n, '0.1', '0.2')).toEqual([100n, 200n]);
    expect(byWeights(1_000n, '112.25', 3n)).toEqual([974n, 26n]);
  });

  it('gives 0 to a weight of 0 and to everyone when the total is 0', () => {
    expect(byWeights(1_000n, '0', '3', '0.00')).toEqual([0n, 1_000n, 0n]);
    expect(byWeights(0n, '1', '0')).toEqual([0n, 0n]);
  });

  it('refuses negative totals and weights, all-zero weights, bad numbers and repeated flats', () => {
    const refuses = (run: () => unknown, reason: RegExp) => {
      expect(run).toThrow(AppError);
      expect(run).toThrow(reason);
    };
    refuses(() => byWeights(-1n, '1'), /negatif/);
    refuses(() => byWeights(100n, '-1'), /negatif/);
    refuses(() => byWeights(100n, -1n), /negatif/);
    refuses(() => byWeights(100n, '0', '0,0'), /toplamı sıfır/);
    refuses(() => byWeights(100n), /toplamı sıfır/);
    refuses(() => byWeights(100n, '1e3'), /geçerli/);
    refuses(() => byWeights(100n, '1.2.3'), /geçerli/);
    refuses(() => byWeights(100n, ' '), /geçerli/);
    const twice = [
      { key: 'A', weight: '1' },
      { key: 'A', weight: '2' },
    ];
    refuses(() => splitByWeights(100n, twice), /birden fazla/);
  });
});

describe('splitEqually, perPerson, amountEach', () => {
  it('splits 100 TL over 3 flats as 33,34 + 33,33 + 33,33', () => {
    expect(values(splitEqually(10_000n, ['D1', 'D2', 'D3']))).toEqual([3_334n, 3_333n, 3_333n]);
    expect(values(splitEqually(2n, ['D1', 'D2', 'D3']))).toEqual([1n, 1n, 0n]);
  });

  it('splits by the people living in each flat; an empty flat pays nothing', () => {
    const split = perPerson(90_000n, [
      { key: 'D1', people: 4 },
      { key: 'D2', people: 0 },
      { key: 'D3', people: 2 },
    ]);
    expect(values(split)).toEqual([60_000n, 0n, 30_000n]);
    expect(() => perPerson(100n, [{ key: 'D1', people: 1.5 }])).toThrow(/Kişi sayısı/);
    expect(() => perPerson(100n, [{ key: 'D1', people: -1 }])).toThrow(/Kişi sayısı/);
  });

  it('charges every flat the same amount', () => {
    expect([...amountEach(75_000n, ['D1', 'D2'])]).toEqual([
      ['D1', 75_000n],
      ['D2', 75_000n],
    ]);
    expect(() => amountEach(-1n, ['D1'])).toThrow(/negatif/);
  });
});

describe('debtAmounts', () => {
  it('creates a debt only for flats whose amount is above 0', () => {
    expect([
      ...debtAmounts({
        rule: 'land',
        total: 1_000n,
        parts: [
          { key: 1, weight: '0' },
          { key: 2, weight: '1' },
        ],
      }),
    ]).toEqual([[2, 1_000n]]);
    expect([
      ...debtAmounts({
        rule: 'grid',
        amounts: [
          { key: 1, amount: 5_000n },
          { key: 2, amount: 0n },
          { key: 3, amount: -100n },
        ],
      }),
    ]).toEqual([[1, 5_000n]]);
    expect([...debtAmounts({ rule: 'equal_total', total: 2n, keys: [1, 2, 3] })]).toEqual([
      [1, 1n],
      [2, 1n],
    ]);
    expect(debtAmounts({ rule: 'group', amount: 0n, keys: [1, 2] }).size).toBe(0);
  });

  it('applies each rule', () => {
    expect(values(debtAmounts({ rule: 'amount_each', amount: 50_000n, keys: [1, 2] }))).toEqual([
      50_000n,
      50_000n,
    ]);
    expect(
      values(
        debtAmounts({
          rule: 'area',
          total: 10_000n,
          parts: [
            { key: 1, weight: '80' },
            { key: 2, weight: '120' },
          ],
        }),
      ),
    ).toEqual([4_000n, 6_000n]);
    expect(
      values(
        debtAmounts({
          rule: 'per_person',
          total: 10_000n,
          people: [
            { key: 1, people: 1 },
            { key: 2, people: 3 },
          ],
        }),
      ),
    ).toEqual([2_500n, 7_500n]);
    expect(values(debtAmounts({ rule: 'single', amounts: [{ key: 7, amount: 1_250n }] }))).toEqual([1_250n]);
    expect(() =>
      debtAmounts({
        rule: 'grid',
        amounts: [
          { key: 1, amount: 1n },
          { key: 1, amount: 2n },
        ],
      }),
    ).toThrow(/birden fazla/);
  });
});
