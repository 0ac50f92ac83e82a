/**
 * How one collection is spread over a resident's open debts, and how an advance pays a new debt
 * (docs/domain.md, "Collections and receipts"). Amounts are integer kuruş.
 */
import { badRequest } from '../errors';

export interface OpenDebt<Id> {
  id: Id;
  remaining: bigint;
  /** ISO `YYYY-MM-DD`, so text order is date order. */
  dueDate: string;
  /** Entry order, to order debts due the same day. */
  createdSeq: number;
}

/** Oldest first over every open debt, or only over the debts the manager ticked (still oldest first). */
export type AllocationMode<Id> = 'oldest_first' | { chosen: readonly Id[] };

export interface Allocation<Id> {
  debtId: Id;
  amount: bigint;
}

export interface AllocationResult<Id> {
  allocations: Allocation<Id>[];
  /** What is left once the debts are paid off: it goes to the resident's advance. */
  surplus: bigint;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Pays the debts in due-date order (entry order on the same day), each at most its remaining amount; the rest is
 * the surplus. Allocations plus surplus always equal `amount`, and a debt is never paid beyond what it owes.
 */
export function allocatePayment<Id>(
  amount: bigint,
  debts: readonly OpenDebt<Id>[],
  mode: AllocationMode<Id>,
): AllocationResult<Id> {
  if (amount <= 0n) throw badRequest('Tahsilat tutarı sıfırdan büyük olmalıdır.');
  for (const debt of debts) {
    if (debt.remaining < 0n) throw badRequest('Borcun kalan tutarı negatif olamaz.');
    // A DD.MM.YYYY date here would silently sort by day of the month.
    if (!ISO_DATE.test(debt.dueDate)) throw badRequest('Borcun vade tarihi geçerli değil.');
  }
  const targets = mode === 'oldest_first' ? debts : chosenDebts(debts, mode.chosen);

  const allocations: Allocation<Id>[] = [];
  let left = amount;
  for (const debt of [...targets].sort(oldestFirst)) {
    if (left === 0n) break;
    const paid = smaller(debt.remaining, left);
    if (paid === 0n) continue;
    allocations.push({ debtId: debt.id, amount: paid });
    left -= paid;
  }
  return { allocations, surplus: left };
}

/** A new debt paid from the resident's advance (`auto_payment_advance_payments`): as much as both allow. */
export function payFromAdvance(
  advance: bigint,
  debtRemaining: bigint,
): { paid: bigint; advanceLeft: bigint } {
  if (advance < 0n || debtRemaining < 0n) throw badRequest('Tutar negatif olamaz.');
  const paid = smaller(advance, debtRemaining);
  return { paid, advanceLeft: advance - paid };
}

function chosenDebts<Id>(debts: readonly OpenDebt<Id>[], chosen: readonly Id[]): OpenDebt<Id>[] {
  if (chosen.length === 0) throw badRequest('Ödenecek borcu seçiniz.');
  const byId = new Map(debts.map((debt) => [debt.id, debt]));
  return [...new Set(chosen)].map((id) => {
    const debt = byId.get(id);
    if (!debt) throw badRequest('Seçilen borç bulunamadı.');
    return debt;
  });
}

function oldestFirst<Id>(a: OpenDebt<Id>, b: OpenDebt<Id>): number {
  if (a.dueDate !== b.dueDate) return a.dueDate < b.dueDate ? -1 : 1;
  return a.createdSeq - b.createdSeq;
}

/** Math.min does not take bigints. */
function smaller(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
