/** Random flats and noisy descriptions: a payment code names exactly its flat, a wrong check digit never matches. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMatcher } from '../../../server/domain/bank/matching';
import { luhnDigit, paymentCodeOf } from '../../../server/domain/bank/paymentCode';
import type { MatchData } from '../../../server/domain/bank/types';
import { line } from './matchScene';

const noise = fc.constantFrom(
  'AIDAT',
  'KASIM',
  'EFT',
  'FAST',
  'ödeme',
  'Sİte',
  'daire',
  '-',
  '2026',
  '15.11.2026',
);
const setup = fc.uniqueArray(fc.integer({ min: 1001, max: 99_999 }), { minLength: 1, maxLength: 40 });

const dataOf = (numbers: number[]): MatchData => ({
  flats: numbers.map((n, i) => ({
    apartmentId: i + 1,
    paymentCode: paymentCodeOf(n),
    payerResidentId: null,
    openTotal: 0n,
  })),
  residents: [],
  knownIbans: [],
  suppliers: [],
  ownAccounts: [],
  openTransfers: [],
  keywordRules: [],
});

describe('payment codes in random descriptions', () => {
  it('name exactly the flat whose code is written, amid noise', () => {
    fc.assert(
      fc.property(
        setup,
        fc.nat(),
        fc.array(noise, { maxLength: 4 }),
        fc.array(noise, { maxLength: 4 }),
        fc.boolean(),
        (numbers, pick, before, after, joined) => {
          const n = numbers[pick % numbers.length]!;
          const code = joined ? `${n}${luhnDigit(n)}` : paymentCodeOf(n);
          const s = createMatcher(dataOf(numbers), { cashAccountId: 1 })(
            line(100n, [...before, code, ...after].join(' ')),
          );
          expect(s).toMatchObject({ level: 1, apartmentId: numbers.indexOf(n) + 1 });
        },
      ),
      { seed: 20_261_128 },
    );
  });

  it('with a wrong check digit never match at level 1', () => {
    fc.assert(
      fc.property(
        setup,
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        fc.array(noise, { maxLength: 4 }),
        (numbers, pick, shift, words) => {
          const n = numbers[pick % numbers.length]!;
          const code = `${n}-${(luhnDigit(n) + shift) % 10}`;
          const s = createMatcher(dataOf(numbers), { cashAccountId: 1 })(
            line(100n, [code, ...words].join(' ')),
          );
          expect(s?.level).not.toBe(1);
        },
      ),
      { seed: 20_261_128 },
    );
  });
});
