import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accountExports } from '../../db/schema';

export type AccountExportRow = typeof accountExports.$inferSelect;

const UNFINISHED = ['queued', 'running'] as const;

/** The rows of the owner's exports (server/services/session/accountExport.ts). */
export const accountExportsRepository = {
  /**
   * A new waiting export, or the one already waiting or running (the partial unique index keeps one per account,
   * also between two instances answering at the same moment). `created` says which.
   */
  async claim(
    exec: Executor,
    accountId: number,
    userId: number,
  ): Promise<{ row: AccountExportRow; created: boolean }> {
    const [inserted] = await exec
      .insert(accountExports)
      .values({ accountId, requestedBy: userId })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { row: inserted, created: true };
    const [running] = await exec
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), inArray(accountExports.status, [...UNFINISHED])));
    if (!running) throw new Error(`account ${accountId}: an export was neither created nor found`);
    return { row: running, created: false };
  },

  /** Marks failed the account's exports waiting or running since before `before` (an instance died under them). */
  async failStale(exec: Executor, accountId: number, before: Date): Promise<void> {
    await exec
      .update(accountExports)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(
        and(
          eq(accountExports.accountId, accountId),
          inArray(accountExports.status, [...UNFINISHED]),
          lt(sql`coalesce(${accountExports.startedAt}, ${accountExports.createdAt})`, before),
        ),
      );
  },

  async latest(exec: Executor, accountId: number): Promise<AccountExportRow | undefined> {
    const [row] = await exec
      .select()
      .from(accountExports)
      .where(eq(accountExports.accountId, accountId))
      .orderBy(desc(accountExports.id))
      .limit(1);
    return row;
  },

  async find(exec: Executor, accountId: number, id: number): Promise<AccountExportRow | undefined> {
    const [row] = await exec
      .select()
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), eq(accountExports.id, id)));
    return row;
  },

  /** The job takes the export (again, on a retry); undefined when it is finished or gone. */
  async start(exec: Executor, accountId: number, id: number): Promise<AccountExportRow | undefined> {
    const [row] = await exec
      .update(accountExports)
      .set({ status: 'running', startedAt: new Date() })
      .where(
        and(
          eq(accountExports.accountId, accountId),
          eq(accountExports.id, id),
          inArray(accountExports.status, [...UNFINISHED]),
        ),
      )
      .returning();
    return row;
  },

  async finish(exec: Executor, accountId: number, id: number, size: number): Promise<void> {
    await exec
      .update(accountExports)
      .set({ status: 'ready', size, finishedAt: new Date() })
      .where(and(eq(accountExports.accountId, accountId), eq(accountExports.id, id)));
  },

  async fail(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec
      .update(accountExports)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(and(eq(accountExports.accountId, accountId), eq(accountExports.id, id)));
  },

  /** Every account's exports asked for before `before` (the nightly clean-up, across accounts). */
  async olderThan(exec: Executor, before: Date): Promise<{ id: number; accountId: number }[]> {
    return exec
      .select({ id: accountExports.id, accountId: accountExports.accountId })
      .from(accountExports)
      .where(lt(accountExports.createdAt, before));
  },

  /** The account's exports still waiting or running (one at most): their jobs may be writing their files. */
  async unfinishedIds(exec: Executor, accountId: number): Promise<number[]> {
    const rows = await exec
      .select({ id: accountExports.id })
      .from(accountExports)
      .where(and(eq(accountExports.accountId, accountId), inArray(accountExports.status, [...UNFINISHED])));
    return rows.map((row) => row.id);
  },

  async remove(exec: Executor, ids: number[]): Promise<void> {
    if (ids.length > 0) await exec.delete(accountExports).where(inArray(accountExports.id, ids));
  },
};
