import { describe, expect, it } from 'vitest';
import {
  collectionBody,
  fillAmount,
  remainingOf,
  sumAmounts,
} from '../../src/pages/collections/collectionRequest';

const debts = [
  { id: 2, remaining: 250 },
  { id: 3, remaining: 150.1 },
  { id: 4, remaining: 0.2 },
];

describe('collection amounts', () => {
  it('sums amounts through whole kuruş, so 0.1 + 0.2 is 0.3', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(remainingOf(debts)).toBe(400.3);
    expect(remainingOf([])).toBe(0);
  });

  it('fills what remains on the ticked debts, or on every open debt when none is ticked', () => {
    expect(fillAmount(debts, [])).toBe(400.3);
    expect(fillAmount(debts, [3, 4])).toBe(150.3);
    expect(fillAmount([{ id: 1, remaining: 0 }], [])).toBeNull();
  });
});

describe('collectionBody', () => {
  it('is the spread preview’s body: the payer, the amount in lira and the ticked debts or null', () => {
    expect(collectionBody({ kind: 'resident', id: 11 }, 55000n, [])).toEqual({
      payer: { kind: 'resident', id: 11 },
      amount: 550,
      debt_ids: null,
    });
    expect(collectionBody({ kind: 'apartment', id: 5 }, 15050n, [3])).toEqual({
      payer: { kind: 'apartment', id: 5 },
      amount: 150.5,
      debt_ids: [3],
    });
  });

  it('is nothing to ask for without a payer or a readable amount', () => {
    expect(collectionBody(null, 100n, [])).toBeNull();
    expect(collectionBody({ kind: 'resident', id: 11 }, null, [])).toBeNull();
  });
});
