import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { residentLinks, residents } from '../../db/schema';

export type ResidentLink = typeof residentLinks.$inferSelect;

/** Residents' personal links (the resident page): only token hashes are kept. */
export const residentPageLinksRepository = {
  async insert(exec: Executor, values: typeof residentLinks.$inferInsert): Promise<ResidentLink> {
    const [row] = await exec.insert(residentLinks).values(values).returning();
    if (!row) throw new Error('resident link not inserted');
    return row;
  },

  /**
   * The live link of a token hash (not revoked, not expired, its resident still there), counted as used; null
   * otherwise.
   */
  async use(exec: Executor, tokenHash: string, now: Date): Promise<ResidentLink | null> {
    const [row] = await exec
      .update(residentLinks)
      .set({ uses: sql`${residentLinks.uses} + 1`, lastUsedAt: now })
      .where(
        and(
          eq(residentLinks.tokenHash, tokenHash),
          isNull(residentLinks.revokedAt),
          gt(residentLinks.expiresAt, now),
          sql`exists (select 1 from ${residents} where ${residents.id} = ${residentLinks.residentId})`,
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Revokes every live link of a resident of the account; answers how many. */
  async revokeAll(exec: Executor, accountId: number, residentId: number, now: Date): Promise<number> {
    const rows = await exec
      .update(residentLinks)
      .set({ revokedAt: now })
      .where(
        and(
          eq(residentLinks.accountId, accountId),
          eq(residentLinks.residentId, residentId),
          isNull(residentLinks.revokedAt),
        ),
      )
      .returning({ id: residentLinks.id });
    return rows.length;
  },

  /** Removes every link of a resident of the account (the resident is being deleted); answers the removed rows. */
  async removeAllOf(exec: Executor, accountId: number, residentId: number): Promise<ResidentLink[]> {
    return exec
      .delete(residentLinks)
      .where(and(eq(residentLinks.accountId, accountId), eq(residentLinks.residentId, residentId)))
      .returning();
  },

  /** A resident's links, newest first (the manager's view: when made, until when, used how often). */
  async ofResident(exec: Executor, accountId: number, residentId: number): Promise<ResidentLink[]> {
    return exec
      .select()
      .from(residentLinks)
      .where(and(eq(residentLinks.accountId, accountId), eq(residentLinks.residentId, residentId)))
      .orderBy(sql`${residentLinks.id} desc`);
  },
};
