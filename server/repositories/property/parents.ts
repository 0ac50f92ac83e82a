import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { residentParents } from '../../db/schema';
import { accountScoped, type ValuesOf } from '../shared/accountScoped';
import { type Actor, recordAuditBatch } from '../shared/audit';

export type Parent = typeof residentParents.$inferSelect;
export type ParentValues = Omit<ValuesOf<typeof residentParents>, 'residentId'>;

const scoped = accountScoped(residentParents, {
  auditTable: 'resident_parents',
  notFound: 'Yakın kaydı bulunamadı.',
  orderBy: [residentParents.name, residentParents.surname],
});

/** Residents' relatives (yakınlar). */
export const parentsRepository = {
  ...scoped,

  async listOf(exec: Executor, accountId: number, residentId: number): Promise<Parent[]> {
    const where = [eq(residentParents.residentId, residentId)];
    return (await scoped.list(exec, accountId, { where, page: null })).rows;
  },

  /** Several relatives of one resident in one statement, each with its audit row. */
  async insertMany(
    exec: Executor,
    accountId: number,
    actor: Actor,
    residentId: number,
    values: ParentValues[],
  ): Promise<Parent[]> {
    const rows = await exec
      .insert(residentParents)
      .values(values.map((v) => ({ accountId, residentId, ...v })))
      .returning();
    await recordAuditBatch(
      exec,
      actor,
      rows.map((row) => ({ table: 'resident_parents', action: 'insert', recordId: row.id, after: row })),
    );
    return rows;
  },

  async removeAllOf(exec: Executor, accountId: number, residentId: number): Promise<void> {
    await exec
      .delete(residentParents)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.residentId, residentId)));
  },
};
