import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { staff } from '../../db/schema';
import { notFound } from '../../errors';
import { accountScoped, type ListQuery } from './accountScoped';
import { type Actor, recordAudit } from './audit';

export type StaffMember = typeof staff.$inferSelect;

export const STAFF_NOT_FOUND = 'Personel bulunamadı.';

const scoped = accountScoped(staff, {
  auditTable: 'staff',
  notFound: STAFF_NOT_FOUND,
  search: [staff.name, staff.phone],
  orderBy: [staff.name],
});

const live = isNull(staff.deletedAt);

/**
 * Personel of an account. A deleted staff member is only marked as left (deleted_at): their payments and leave
 * stay readable, but every read here answers the staff still employed.
 */
export const staffRepository = {
  ...scoped,

  list(exec: Executor, accountId: number, query: ListQuery) {
    return scoped.list(exec, accountId, { ...query, where: [...(query.where ?? []), live] });
  },

  /** A staff member of the account still employed, or undefined (another account's id reads as missing). */
  async find(exec: Executor, accountId: number, id: number): Promise<StaffMember | undefined> {
    const [row] = await exec
      .select()
      .from(staff)
      .where(and(eq(staff.accountId, accountId), eq(staff.id, id), live));
    return row;
  },

  async findOrFail(exec: Executor, accountId: number, id: number): Promise<StaffMember> {
    const row = await staffRepository.find(exec, accountId, id);
    if (!row) throw notFound(STAFF_NOT_FOUND);
    return row;
  },

  /** Like `find`, locking the row until the transaction ends (two leaves of one person are checked in turn). */
  async lock(exec: Executor, accountId: number, id: number): Promise<StaffMember | undefined> {
    const [row] = await exec
      .select()
      .from(staff)
      .where(and(eq(staff.accountId, accountId), eq(staff.id, id), live))
      .for('update');
    return row;
  },

  /** Marks the staff member as left and records it as a delete. */
  async markLeft(exec: Executor, accountId: number, actor: Actor, before: StaffMember): Promise<void> {
    await exec
      .update(staff)
      .set({ deletedAt: new Date() })
      .where(and(eq(staff.accountId, accountId), eq(staff.id, before.id)));
    await recordAudit(exec, actor, { table: 'staff', action: 'delete', recordId: before.id, before });
  },
};
