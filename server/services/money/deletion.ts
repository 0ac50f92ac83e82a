/**
 * Deleting debts (one, or a whole batch) and settling what was paid on them (docs/domain.md, "Deleting debts and
 * batches").
 */
import type { Executor } from '../../db';
import { conflict, notFound } from '../../errors';
import { todayIso } from '../../fields';
import { cashMovementsRepository } from '../../repositories/money/cashMovements';
import { debtBatchesRepository } from '../../repositories/money/debtBatches';
import { debtsRepository } from '../../repositories/money/debts';
import { type Payment, paymentsRepository } from '../../repositories/money/payments';
import { advancesRepository } from '../../repositories/property/advances';
import { type Actor, type AuditEntry, recordAudit, recordAuditBatch } from '../../repositories/shared/audit';
import { refuseClosedBooks } from '../accounting/booksClosed';
import { insertedRows, sumOf } from './debts';

/** What to do with the collections of deleted debts: the payers' advance, or out of the cash account. */
export type PaymentSettlement = 'advance' | 'remove';

export interface DeletionResult {
  debtCount: number;
  /** Collections turned into advance, and payments from the advance returned to it. */
  toAdvance: bigint;
  /** Collections taken back out of their cash accounts. */
  removed: bigint;
}

export const CHOOSE_SETTLEMENT =
  'Silinecek borçlara yapılmış tahsilatlar var. Tahsilatların avansa aktarılmasını veya silinmesini seçiniz.';

/**
 * Soft-deletes debts and settles their live payments. A payment made from the advance always returns to the
 * advance; a collection goes to the payer's advance (`advance`) or out of its cash account (`remove`). Without a
 * choice and with collections present, nothing changes (409).
 */
export async function deleteDebts(
  tx: Executor,
  actor: Actor,
  accountId: number,
  debtIds: number[],
  settlement: PaymentSettlement | null,
  today: string,
): Promise<DeletionResult> {
  const locked = (await debtsRepository.lock(tx, accountId, debtIds)).filter(
    (debt) => debt.deletedAt === null,
  );
  if (locked.length === 0) return { debtCount: 0, toAdvance: 0n, removed: 0n };
  const ids = locked.map((debt) => debt.id);
  const live = await paymentsRepository.liveOfDebts(tx, accountId, ids);
  // A collection of the closed period would leave that period's books.
  await refuseClosedBooks(tx, accountId, ...live.map((payment) => payment.date));
  if (settlement === null && live.some((p) => p.source === 'collection')) throw conflict(CHOOSE_SETTLEMENT);
  const now = new Date();
  const toAdvance = live.filter((p) => p.source === 'advance' || settlement === 'advance');
  const toRemove = live.filter((p) => p.source === 'collection' && settlement === 'remove');
  const audit: AuditEntry[] = [];
  const settle = async (list: Payment[], settledAs: 'advance' | 'removed') => {
    await paymentsRepository.settle(
      tx,
      accountId,
      list.map((p) => p.id),
      { deletedAt: now, settledAs },
    );
    for (const p of list) {
      audit.push({
        table: 'payments',
        action: 'delete',
        recordId: p.id,
        before: p,
        after: { deletedAt: now, settledAs },
      });
    }
  };
  await settle(toAdvance, 'advance');
  await settle(toRemove, 'removed');
  const advances = await advancesRepository.insertMany(
    tx,
    toAdvance.map((p) => ({
      accountId,
      residentId: p.residentId,
      kind: 'from_deleted_debt' as const,
      amount: p.amount,
      paymentId: p.id,
      date: today,
      description: 'Silinen borcun ödemesi avansa aktarıldı',
    })),
  );
  const removals = await cashMovementsRepository.insertMany(
    tx,
    toRemove.map((p) => ({
      accountId,
      cashAccountId: p.cashAccountId!,
      kind: 'payment_removed' as const,
      amount: -p.amount,
      residentId: p.residentId,
      paymentId: p.id,
      receiptId: p.receiptId,
      date: today,
      description: 'Silinen borcun tahsilatı kasadan çıkarıldı',
    })),
  );
  await debtsRepository.softDelete(tx, accountId, ids, now);
  audit.push(...insertedRows('advance_movements', advances), ...insertedRows('cash_movements', removals));
  for (const debt of locked) {
    audit.push({
      table: 'debts',
      action: 'delete',
      recordId: debt.id,
      before: debt,
      after: { deletedAt: now, paid: 0n },
    });
  }
  await recordAuditBatch(tx, actor, audit);
  return {
    debtCount: locked.length,
    toAdvance: sumOf(toAdvance.map((p) => p.amount)),
    removed: sumOf(toRemove.map((p) => p.amount)),
  };
}

/** DELETE /multi/debt: a batch and its live debts, in one transaction. */
export async function deleteBatch(
  db: Executor,
  actor: Actor,
  accountId: number,
  batchId: number,
  settlement: PaymentSettlement | null,
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    const batch = await debtBatchesRepository.batch(tx, accountId, batchId);
    if (!batch || batch.deletedAt) throw notFound('Toplu borç kaydı bulunamadı.');
    const ids = await debtBatchesRepository.idsOfBatch(tx, accountId, batch.id);
    const deleted = await deleteDebts(tx, actor, accountId, ids, settlement, todayIso());
    const now = new Date();
    await debtBatchesRepository.deleteBatch(tx, batch.id, now);
    await recordAudit(tx, actor, {
      table: 'debt_batches',
      action: 'delete',
      recordId: batch.id,
      before: batch,
      after: { deletedAt: now },
    });
    return deleted;
  });
}

/** DELETE /delete/debt/single: one live debt, which must be `residentId`'s when that is given. */
export async function deleteOneDebt(
  db: Executor,
  actor: Actor,
  accountId: number,
  debt: { id: number; residentId?: number | null },
  settlement: PaymentSettlement | null,
): Promise<DeletionResult> {
  return db.transaction(async (tx) => {
    const found = await debtsRepository.find(tx, accountId, debt.id);
    if (!found || (debt.residentId && found.residentId !== debt.residentId))
      throw notFound('Borç bulunamadı.');
    if (found.deletedAt) throw notFound('Bu borç zaten silinmiş.');
    return deleteDebts(tx, actor, accountId, [found.id], settlement, todayIso());
  });
}
