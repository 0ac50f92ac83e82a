import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { payments } from '../../db/schema';
import { insertChunked } from '../shared/chunked';

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Payments (a debt paid by a collection or from the advance): the money side's writes. */
export const paymentsRepository = {
  async insertMany(exec: Executor, rows: NewPayment[]): Promise<Payment[]> {
    return insertChunked(rows, (chunk) => exec.insert(payments).values(chunk).returning());
  },

  /** The live payments of some debts, oldest first. */
  async liveOfDebts(exec: Executor, accountId: number, debtIds: number[]): Promise<Payment[]> {
    return exec
      .select()
      .from(payments)
      .where(
        and(eq(payments.accountId, accountId), inArray(payments.debtId, debtIds), isNull(payments.deletedAt)),
      )
      .orderBy(asc(payments.id));
  },

  /** Every payment a receipt made, deleted ones included. */
  async ofReceipt(exec: Executor, accountId: number, receiptId: number): Promise<Payment[]> {
    return exec
      .select()
      .from(payments)
      .where(and(eq(payments.accountId, accountId), eq(payments.receiptId, receiptId)));
  },

  /** Removes payments from their debts' history, saying where their money went. */
  async settle(
    exec: Executor,
    accountId: number,
    ids: number[],
    values: { deletedAt: Date; settledAs: 'undone' | 'advance' | 'removed' },
  ): Promise<void> {
    if (ids.length === 0) return;
    await exec
      .update(payments)
      .set(values)
      .where(and(eq(payments.accountId, accountId), inArray(payments.id, ids)));
  },
};
