/** Posting a bank line in parts (docs/bank.md, "API (accounting area)"): signs, and the Turkish refusals. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkParts, type PostPart, signedPartAmount } from '../../../server/domain/bank/splits';
import { AppError } from '../../../server/errors';

const refusal = (lineAmount: bigint, parts: PostPart[]) => {
  try {
    checkParts(lineAmount, parts);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(400);
    return (error as AppError).description;
  }
  return null;
};

describe('signedPartAmount', () => {
  it('collection and income add, expense, supplier payment and refund subtract, a transfer follows the line', () => {
    expect(signedPartAmount('collection', 100n, 'out')).toBe(100n);
    expect(signedPartAmount('income', 100n, 'in')).toBe(100n);
    expect(signedPartAmount('expense', 100n, 'in')).toBe(-100n);
    expect(signedPartAmount('supplier_payment', 100n, 'out')).toBe(-100n);
    expect(signedPartAmount('refund', 100n, 'out')).toBe(-100n);
    expect(signedPartAmount('transfer', 100n, 'in')).toBe(100n);
    expect(signedPartAmount('transfer', 100n, 'out')).toBe(-100n);
  });
});

describe('checkParts', () => {
  it('takes parts that add up to the line, a fee deducted from a collection included', () => {
    expect(
      refusal(99_500n, [
        { kind: 'collection', amount: 100_000n },
        { kind: 'expense', amount: 500n },
      ]),
    ).toBeNull();
    expect(refusal(-250_000n, [{ kind: 'supplier_payment', amount: 250_000n }])).toBeNull();
    expect(refusal(-40_000n, [{ kind: 'transfer', amount: 40_000n, accountId: 3 }])).toBeNull();
  });

  it('says what the parts should make and what was entered', () => {
    expect(
      refusal(99_000n, [
        { kind: 'collection', amount: 100_000n },
        { kind: 'expense', amount: 500n },
      ]),
    ).toBe('Parçaların toplamı hareketin tutarı ₺990,00 olmalı; girilen ₺1.000,00 − ₺5,00 = ₺995,00.');
    expect(refusal(-99_000n, [{ kind: 'supplier_payment', amount: 98_000n }])).toBe(
      'Parçaların toplamı hareketin tutarı ₺990,00 olmalı; girilen ₺980,00.',
    );
  });

  it('refuses a part of zero or less, a virman without its account, and no parts at all', () => {
    expect(
      refusal(100n, [
        { kind: 'collection', amount: 100n },
        { kind: 'expense', amount: 0n },
      ]),
    ).toBe('2. parçanın (gider) tutarı sıfırdan büyük olmalı.');
    expect(refusal(100n, [{ kind: 'transfer', amount: 100n }])).toBe('1. parça virman: karşı hesabı seçin.');
    expect(refusal(100n, [])).toBe('Hareketi kaydetmek için en az bir parça girin.');
  });

  it('refuses an outgoing line posted only as collections, an incoming one only as expenses', () => {
    expect(refusal(-15_000n, [{ kind: 'collection', amount: 15_000n }])).toMatch(
      /^Giden bir hareket yalnız tahsilat/,
    );
    expect(refusal(15_000n, [{ kind: 'refund', amount: 15_000n }])).toMatch(
      /^Gelen bir hareket yalnız gider/,
    );
  });

  it('any parts whose signed amounts make the line pass, and one kuruş more is refused', () => {
    const kinds = fc.constantFrom(
      'collection',
      'income',
      'expense',
      'supplier_payment',
      'refund',
      'transfer' as const,
    );
    const part = fc.record({
      kind: kinds,
      amount: fc.bigInt({ min: 1n, max: 10_000_000n }),
      accountId: fc.constant(5),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), fc.boolean(), (parts, incoming) => {
        const direction = incoming ? 'in' : 'out';
        const total = parts.reduce((sum, p) => sum + signedPartAmount(p.kind, p.amount, direction), 0n);
        fc.pre(total !== 0n && total > 0n === incoming);
        expect(refusal(total, parts)).toBeNull();
        expect(refusal(total + (incoming ? 1n : -1n), parts)).toMatch(/^Parçaların toplamı/);
      }),
      { seed: 20_261_128 },
    );
  });
});
