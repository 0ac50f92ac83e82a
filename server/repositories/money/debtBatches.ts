import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accountingTypes, debtBatches, debts } from '../../db/schema';
import { matchesKey } from '../../db/search';

export type DebtBatch = typeof debtBatches.$inferSelect;

/** Debt batches (toplu borç): one row per batch of debts entered together, and the debts it holds. */
export const debtBatchesRepository = {
  async insertBatch(exec: Executor, values: typeof debtBatches.$inferInsert): Promise<DebtBatch> {
    const [batch] = await exec.insert(debtBatches).values(values).returning();
    return batch!;
  },

  async deleteBatch(exec: Executor, id: number, deletedAt: Date): Promise<void> {
    await exec.update(debtBatches).set({ deletedAt }).where(eq(debtBatches.id, id));
  },

  async idsOfBatch(exec: Executor, accountId: number, batchId: number): Promise<number[]> {
    const rows = await exec
      .select({ id: debts.id })
      .from(debts)
      .where(and(eq(debts.accountId, accountId), eq(debts.batchId, batchId), isNull(debts.deletedAt)));
    return rows.map((row) => row.id);
  },

  /** Live debt batches (or one of them), newest first, with the live debts' totals. */
  async batches(
    exec: Executor,
    accountId: number,
    page: { offset: number; limit: number },
    id?: number,
    key?: string | null,
  ) {
    const where = and(
      eq(debtBatches.accountId, accountId),
      isNull(debtBatches.deletedAt),
      id ? eq(debtBatches.id, id) : undefined,
      key
        ? or(
            matchesKey(debtBatches.description, key),
            sql`exists (select 1 from ${accountingTypes} where ${accountingTypes.id} = ${debtBatches.accountingTypeId} and ${matchesKey(accountingTypes.name, key)})`,
          )
        : undefined,
    );
    // The live debts' sums are kept on the batch by a trigger on debts (migration 0013), not summed per row.
    const rows = await exec
      .select({
        batch: debtBatches,
        accountingType: accountingTypes.name,
        amount: debtBatches.liveAmount,
        paid: debtBatches.livePaid,
        debtCount: debtBatches.liveCount,
      })
      .from(debtBatches)
      .innerJoin(accountingTypes, eq(accountingTypes.id, debtBatches.accountingTypeId))
      .where(where)
      .orderBy(desc(debtBatches.createdAt), desc(debtBatches.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(debtBatches).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async batch(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select()
      .from(debtBatches)
      .where(and(eq(debtBatches.accountId, accountId), eq(debtBatches.id, id)));
    return row;
  },
};
