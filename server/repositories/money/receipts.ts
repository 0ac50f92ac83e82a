import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, receiptCounters, receipts } from '../../db/schema';

export type Receipt = typeof receipts.$inferSelect;
export type NewReceipt = typeof receipts.$inferInsert;

/** Receipts (makbuzlar) and their numbering: the writes (the lists are in collectionsRepository). */
export const receiptsRepository = {
  /** The next receipt number of the account: the counter row stays locked until the transaction ends. */
  async nextNumber(exec: Executor, accountId: number): Promise<number> {
    const [row] = await exec
      .insert(receiptCounters)
      .values({ accountId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: receiptCounters.accountId,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
      })
      .returning({ number: receiptCounters.lastNumber });
    return row!.number;
  },

  /**
   * Reserves `count` consecutive receipt numbers in one statement and answers the first; the counter row stays
   * locked until the transaction ends, like nextNumber.
   */
  async reserveNumbers(exec: Executor, accountId: number, count: number): Promise<number> {
    const [row] = await exec
      .insert(receiptCounters)
      .values({ accountId, lastNumber: count })
      .onConflictDoUpdate({
        target: receiptCounters.accountId,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + ${count}` },
      })
      .returning({ number: receiptCounters.lastNumber });
    return row!.number - count + 1;
  },

  /** Many receipts in one statement, answered in the order of `rows` (their ids are drawn in that order). */
  async insertMany(exec: Executor, rows: NewReceipt[]): Promise<Receipt[]> {
    if (rows.length === 0) return [];
    const created = await exec.insert(receipts).values(rows).returning();
    return created.sort((a, b) => a.id - b.id);
  },

  async insert(exec: Executor, row: NewReceipt): Promise<Receipt> {
    const [created] = await exec.insert(receipts).values(row).returning();
    return created!;
  },

  /** The receipt, locked (FOR UPDATE) until the transaction ends. */
  async lock(exec: Executor, accountId: number, id: number): Promise<Receipt | undefined> {
    const [row] = await exec
      .select()
      .from(receipts)
      .where(and(eq(receipts.accountId, accountId), eq(receipts.id, id)))
      .for('update');
    return row;
  },

  /** A cancelled receipt keeps its number (no gaps, no reuse). */
  async cancel(exec: Executor, id: number, deletedAt: Date): Promise<void> {
    await exec.update(receipts).set({ deletedAt }).where(eq(receipts.id, id));
  },

  /** The association's name and logo, printed on its receipts. */
  async letterhead(exec: Executor, accountId: number) {
    const [row] = await exec
      .select({ assocName: accounts.assocName, logo: accounts.logo, logoMime: accounts.logoMime })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row;
  },

  /** The association's name, printed on its statements. */
  async assocName(exec: Executor, accountId: number): Promise<string | undefined> {
    const [row] = await exec
      .select({ name: accounts.assocName })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.name;
  },
};
