import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { cashMovements } from '../../db/schema';
import { insertChunked } from '../shared/chunked';

export type CashMovement = typeof cashMovements.$inferSelect;
export type NewCashMovement = typeof cashMovements.$inferInsert;

/** Money into and out of the cash accounts: the writes (the list is collectionsRepository.transfers). */
export const cashMovementsRepository = {
  async insert(exec: Executor, row: NewCashMovement): Promise<CashMovement> {
    const [created] = await exec.insert(cashMovements).values(row).returning();
    return created!;
  },

  async insertMany(exec: Executor, rows: NewCashMovement[]): Promise<CashMovement[]> {
    return insertChunked(rows, (chunk) => exec.insert(cashMovements).values(chunk).returning());
  },

  /** The cash movement paired with an advance deposit or withdrawal. */
  async pairedWith(
    exec: Executor,
    accountId: number,
    advanceMovementId: number,
  ): Promise<CashMovement | undefined> {
    const [row] = await exec
      .select()
      .from(cashMovements)
      .where(
        and(eq(cashMovements.accountId, accountId), eq(cashMovements.advanceMovementId, advanceMovementId)),
      );
    return row;
  },

  async update(
    exec: Executor,
    id: number,
    values: Partial<Pick<CashMovement, 'amount' | 'date' | 'description' | 'deletedAt'>>,
  ): Promise<CashMovement | undefined> {
    const [row] = await exec.update(cashMovements).set(values).where(eq(cashMovements.id, id)).returning();
    return row;
  },
};
