import { describe, expect, it } from 'vitest';
import { allocatePayment, type OpenDebt, payFromAdvance } from '../../server/domain/allocation';

// Three months of 500,00 TL aidat, one partly paid, and a shared cost due the same day as March's aidat.
const debts: OpenDebt<string>[] = [
  { id: 'mart-aidat', remaining: 50_000n, dueDate: '2024-03-05', createdSeq: 3 },
  { id: 'ocak-aidat', remaining: 20_000n, dueDate: '2024-01-05', createdSeq: 1 },
  { id: 'cati-tamiri', remaining: 100_000n, dueDate: '2024-03-05', createdSeq: 4 },
  { id: 'subat-aidat', remaining: 50_000n, dueDate: '2024-02-05', createdSeq: 2 },
];

describe('allocatePayment', () => {
  it('pays the oldest debt first, a partial payment stopping where the money ends', () => {
    expect(allocatePayment(90_000n, debts, 'oldest_first')).toEqual({
      allocations: [
        { debtId: 'ocak-aidat', amount: 20_000n },
        { debtId: 'subat-aidat', amount: 50_000n },
        { debtId: 'mart-aidat', amount: 20_000n },
      ],
      surplus: 0n,
    });
  });

  it('orders debts due the same day by entry order', () => {
    const { allocations } = allocatePayment(220_000n, debts, 'oldest_first');
    expect(allocations.map((a) => a.debtId)).toEqual([
      'ocak-aidat',
      'subat-aidat',
      'mart-aidat',
      'cati-tamiri',
    ]);
  });

  it('puts an overpayment into the surplus (the resident’s advance)', () => {
    const { allocations, surplus } = allocatePayment(250_000n, debts, 'oldest_first');
    expect(allocations.reduce((sum, a) => sum + a.amount, 0n)).toBe(220_000n);
    expect(surplus).toBe(30_000n);
    expect(allocatePayment(1_000n, [], 'oldest_first')).toEqual({ allocations: [], surplus: 1_000n });
  });

  it('pays only the chosen debts, oldest first, whatever order they were ticked in', () => {
    expect(allocatePayment(60_000n, debts, { chosen: ['cati-tamiri', 'subat-aidat'] })).toEqual({
      allocations: [
        { debtId: 'subat-aidat', amount: 50_000n },
        { debtId: 'cati-tamiri', amount: 10_000n },
      ],
      surplus: 0n,
    });
    expect(allocatePayment(60_000n, debts, { chosen: ['ocak-aidat', 'ocak-aidat'] })).toEqual({
      allocations: [{ debtId: 'ocak-aidat', amount: 20_000n }],
      surplus: 40_000n,
    });
  });

  it('skips debts already paid off', () => {
    const paidOff: OpenDebt<string> = { id: 'eski', remaining: 0n, dueDate: '2023-12-05', createdSeq: 0 };
    expect(allocatePayment(5_000n, [paidOff], { chosen: ['eski'] })).toEqual({
      allocations: [],
      surplus: 5_000n,
    });
    expect(allocatePayment(5_000n, [paidOff, ...debts], 'oldest_first').allocations).toEqual([
      { debtId: 'ocak-aidat', amount: 5_000n },
    ]);
  });

  it('refuses an amount not above 0, unknown or no chosen debts and bad debt data', () => {
    expect(() => allocatePayment(0n, debts, 'oldest_first')).toThrow(/sıfırdan büyük/);
    expect(() => allocatePayment(-100n, debts, 'oldest_first')).toThrow(/sıfırdan büyük/);
    expect(() => allocatePayment(100n, debts, { chosen: ['silinmis-borc'] })).toThrow(/bulunamadı/);
    expect(() => allocatePayment(100n, debts, { chosen: [] })).toThrow(/seçiniz/);
    expect(() =>
      allocatePayment(
        100n,
        [{ id: 'x', remaining: -1n, dueDate: '2024-01-05', createdSeq: 1 }],
        'oldest_first',
      ),
    ).toThrow(/negatif/);
    expect(() =>
      allocatePayment(
        100n,
        [{ id: 'x', remaining: 1n, dueDate: '05.01.2024', createdSeq: 1 }],
        'oldest_first',
      ),
    ).toThrow(/vade tarihi/);
  });
});

describe('payFromAdvance', () => {
  it('pays as much of the new debt as the advance covers', () => {
    expect(payFromAdvance(30_000n, 50_000n)).toEqual({ paid: 30_000n, advanceLeft: 0n });
    expect(payFromAdvance(80_000n, 50_000n)).toEqual({ paid: 50_000n, advanceLeft: 30_000n });
    expect(payFromAdvance(0n, 50_000n)).toEqual({ paid: 0n, advanceLeft: 0n });
    expect(payFromAdvance(10_000n, 0n)).toEqual({ paid: 0n, advanceLeft: 10_000n });
    expect(() => payFromAdvance(-1n, 100n)).toThrow(/negatif/);
  });
});
