import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { leaveTypes } from '../../db/schema';
import { equalsFolded } from '../../db/search';
import { notFound } from '../../errors';
import { accountScoped, type ListQuery } from '../shared/accountScoped';
import { type Actor, recordAudit } from '../shared/audit';

export type LeaveType = typeof leaveTypes.$inferSelect;

export const LEAVE_TYPE_NOT_FOUND = 'İzin türü bulunamadı.';

const scoped = accountScoped(leaveTypes, {
  auditTable: 'leave_types',
  notFound: LEAVE_TYPE_NOT_FOUND,
  search: [leaveTypes.name],
  orderBy: [leaveTypes.name],
});

const live = isNull(leaveTypes.deletedAt);

/**
 * Leave types (izin türleri) of an account. A deleted type is only marked (deleted_at) so the leave recorded with
 * it keeps its name; every read here answers the live ones.
 */
export const leaveTypesRepository = {
  ...scoped,

  list(exec: Executor, accountId: number, query: ListQuery) {
    return scoped.list(exec, accountId, { ...query, where: [...(query.where ?? []), live] });
  },

  async find(exec: Executor, accountId: number, id: number): Promise<LeaveType | undefined> {
    const [row] = await exec
      .select()
      .from(leaveTypes)
      .where(and(eq(leaveTypes.accountId, accountId), eq(leaveTypes.id, id), live));
    return row;
  },

  async findOrFail(exec: Executor, accountId: number, id: number): Promise<LeaveType> {
    const row = await leaveTypesRepository.find(exec, accountId, id);
    if (!row) throw notFound(LEAVE_TYPE_NOT_FOUND);
    return row;
  },

  /** A live type other than `exceptId` has this name (Turkish-folded). */
  async nameTaken(exec: Executor, accountId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: leaveTypes.id })
      .from(leaveTypes)
      .where(
        and(
          eq(leaveTypes.accountId, accountId),
          live,
          equalsFolded(leaveTypes.name, name),
          exceptId ? ne(leaveTypes.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /**
   * Holds the account's leave-type writes in turn until the transaction ends (a transaction-scoped advisory lock),
   * so two first visits cannot both add the starter types, nor two writes the same name.
   */
  async lockAccount(exec: Executor, accountId: number): Promise<void> {
    await exec.execute(sql`select pg_advisory_xact_lock(hashtext('leave_types'), ${accountId})`);
  },

  async markDeleted(exec: Executor, accountId: number, actor: Actor, before: LeaveType): Promise<void> {
    await exec
      .update(leaveTypes)
      .set({ deletedAt: new Date() })
      .where(and(eq(leaveTypes.accountId, accountId), eq(leaveTypes.id, before.id)));
    await recordAudit(exec, actor, { table: 'leave_types', action: 'delete', recordId: before.id, before });
  },
};
