/**
 * Collections (tahsilat): one amount into a cash account, spread over debts, and undoing it (docs/domain.md,
 * "Collections and receipts").
 */
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { type AllocationMode, allocatePayment } from '../../domain/allocation';
import { conflict } from '../../errors';
import { type CashMovement, cashMovementsRepository } from '../../repositories/money/cashMovements';
import { type Debt, debtsRepository } from '../../repositories/money/debts';
import { type Payment, paymentsRepository } from '../../repositories/money/payments';
import { type Receipt, receiptsRepository } from '../../repositories/money/receipts';
import { advancesRepository } from '../../repositories/property/advances';
import { type Actor, type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';
import { refuseClosedBooks } from '../accounting/booksClosed';
import { insertedRows } from './debts';

export interface CollectionInput {
  /** Who paid: their advance takes the surplus, their name is on the receipt. */
  payerResidentId: number;
  cashAccountId: number;
  accountingTypeId: number;
  amount: bigint;
  /** ISO */
  date: string;
  description: string | null;
  /** The payer's open debts, locked by the caller (debtsRepository.lock). */
  debts: Debt[];
  mode: AllocationMode<number>;
  /** Whose remaining debt the receipt shows. */
  remainingScope: { residentId: number } | { apartmentId: number };
}

export interface CollectionResult {
  receipt: Receipt;
  payments: Payment[];
  surplus: bigint;
  cashMovement: CashMovement;
}

/** How a collection would be spread (oldest first or over the chosen debts) and what goes to the advance. */
export function planCollection(amount: bigint, open: Debt[], mode: AllocationMode<number>) {
  return allocatePayment(
    amount,
    open.map((debt) => ({
      id: debt.id,
      remaining: debt.amount - debt.paid,
      dueDate: debt.dueDate,
      createdSeq: debt.id,
    })),
    mode,
  );
}

/**
 * Records one collection: money into the cash account, spread over the locked debts by allocatePayment, the
 * surplus to the payer's advance, and one numbered receipt for all of it.
 */
export async function collect(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: CollectionInput,
): Promise<CollectionResult> {
  await refuseClosedBooks(tx, accountId, input.date);
  const live = input.debts.filter((debt) => debt.deletedAt === null);
  const { allocations, surplus } = planCollection(input.amount, live, input.mode);
  const byId = new Map(live.map((debt) => [debt.id, debt]));
  await debtsRepository.addToPaid(
    tx,
    accountId,
    allocations.map((a) => ({ debtId: a.debtId, delta: a.amount })),
  );
  const number = await receiptsRepository.nextNumber(tx, accountId);
  const remainingAfter = await debtsRepository.remaining(tx, accountId, input.remainingScope);
  const shared = { accountId, cashAccountId: input.cashAccountId, date: input.date };
  const receipt = await receiptsRepository.insert(tx, {
    ...shared,
    number,
    residentId: input.payerResidentId,
    total: input.amount,
    remainingAfter,
    description: input.description,
  });
  const cashMovement = await cashMovementsRepository.insert(tx, {
    ...shared,
    kind: 'collection',
    amount: input.amount,
    residentId: input.payerResidentId,
    receiptId: receipt.id,
    description: input.description,
  });
  const created = await paymentsRepository.insertMany(
    tx,
    allocations.map((a) => ({
      ...shared,
      debtId: a.debtId,
      residentId: input.payerResidentId,
      accountingTypeId: input.accountingTypeId,
      amount: a.amount,
      description: input.description,
      source: 'collection' as const,
      receiptId: receipt.id,
    })),
  );
  const audit: AuditEntry[] = [
    ...insertedRows('receipts', [receipt]),
    ...insertedRows('cash_movements', [cashMovement]),
    ...insertedRows('payments', created),
    ...allocations.map((a) => {
      const debt = byId.get(a.debtId)!;
      return {
        table: 'debts' as const,
        action: 'update' as const,
        recordId: debt.id,
        before: { paid: debt.paid },
        after: { paid: debt.paid + a.amount },
      };
    }),
  ];
  if (surplus > 0n) {
    const movement = await advancesRepository.insert(tx, {
      ...shared,
      residentId: input.payerResidentId,
      kind: 'surplus',
      amount: surplus,
      receiptId: receipt.id,
      description: 'Fazla ödeme avansa aktarıldı',
    });
    audit.push(...insertedRows('advance_movements', [movement]));
  }
  await recordAuditBatch(tx, actor, audit);
  return { receipt, payments: created, surplus, cashMovement };
}

/**
 * Undoes a whole collection (DELETE /user/transfer/{id}): its payments come off their debts, its surplus leaves
 * the advance and its money leaves the cash account. Refused when part of it was already settled by a debt
 * deletion, or when the surplus was spent from the advance since.
 */
export async function undoCollection(
  tx: Executor,
  actor: Actor,
  accountId: number,
  movement: CashMovement,
): Promise<void> {
  await refuseClosedBooks(tx, accountId, movement.date);
  const receiptId = movement.receiptId!;
  const receipt = await receiptsRepository.lock(tx, accountId, receiptId);
  if (!receipt || receipt.deletedAt) throw conflict('Bu tahsilat zaten geri alınmış.');
  const receiptPayments = await paymentsRepository.ofReceipt(tx, accountId, receiptId);
  if (receiptPayments.some((p) => p.deletedAt !== null)) {
    throw conflict(
      'Bu tahsilatın ödediği bir borç silinmiş; tahsilat geri alınamaz. Gerekirse avanstan para iadesi yapınız.',
    );
  }
  const locked = await debtsRepository.lock(
    tx,
    accountId,
    receiptPayments.map((p) => p.debtId),
  );
  const surplus = await advancesRepository.liveSurplusOf(tx, accountId, receiptId);
  if (surplus) {
    await advancesRepository.lockResidents(tx, accountId, [surplus.residentId]);
    const balance = await advancesRepository.balance(tx, accountId, surplus.residentId);
    if (balance < surplus.amount) {
      throw conflict(
        `Bu tahsilattan avansa aktarılan ${formatMoney(surplus.amount)} kullanılmış (avans bakiyesi ${formatMoney(balance)}); tahsilat geri alınamaz.`,
      );
    }
  }
  const now = new Date();
  await debtsRepository.addToPaid(
    tx,
    accountId,
    receiptPayments.map((p) => ({ debtId: p.debtId, delta: -p.amount })),
  );
  await paymentsRepository.settle(
    tx,
    accountId,
    receiptPayments.map((p) => p.id),
    { deletedAt: now, settledAs: 'undone' },
  );
  await cashMovementsRepository.update(tx, movement.id, { deletedAt: now });
  if (surplus) await advancesRepository.update(tx, surplus.id, { deletedAt: now });
  await receiptsRepository.cancel(tx, receiptId, now);
  const paidBefore = new Map(locked.map((d) => [d.id, d.paid]));
  const paidAfter = new Map(paidBefore);
  for (const p of receiptPayments) paidAfter.set(p.debtId, (paidAfter.get(p.debtId) ?? 0n) - p.amount);
  await recordAuditBatch(tx, actor, [
    ...receiptPayments.map((p) => ({
      table: 'payments' as const,
      action: 'delete' as const,
      recordId: p.id,
      before: p,
      after: { deletedAt: now, settledAs: 'undone' },
    })),
    ...[...paidBefore].map(([id, paid]) => ({
      table: 'debts' as const,
      action: 'update' as const,
      recordId: id,
      before: { paid },
      after: { paid: paidAfter.get(id) },
    })),
    { table: 'cash_movements' as const, action: 'delete', recordId: movement.id, before: movement },
    ...(surplus
      ? [
          {
            table: 'advance_movements' as const,
            action: 'delete' as const,
            recordId: surplus.id,
            before: surplus,
          },
        ]
      : []),
    {
      table: 'receipts' as const,
      action: 'update',
      recordId: receiptId,
      before: receipt,
      after: { deletedAt: now },
    },
  ]);
}
