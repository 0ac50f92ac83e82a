import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartmentDebtGroups, groups } from '../../db/schema';
import type { Group } from '../definitions/groups';

export type ApartmentDebtGroup = typeof apartmentDebtGroups.$inferSelect;

/** The debt groups (type 1) each apartment belongs to. Every function takes the caller's account id. */
export const apartmentDebtGroupsRepository = {
  async groupsOf(exec: Executor, accountId: number, apartmentId: number): Promise<Group[]> {
    const rows = await exec
      .select({ group: groups })
      .from(apartmentDebtGroups)
      .innerJoin(groups, eq(groups.id, apartmentDebtGroups.groupId))
      .where(
        and(eq(apartmentDebtGroups.accountId, accountId), eq(apartmentDebtGroups.apartmentId, apartmentId)),
      )
      .orderBy(asc(groups.name), asc(groups.id));
    return rows.map((row) => row.group);
  },

  async add(exec: Executor, accountId: number, apartmentId: number, groupIds: number[]): Promise<void> {
    if (groupIds.length === 0) return;
    await exec
      .insert(apartmentDebtGroups)
      .values(groupIds.map((groupId) => ({ accountId, apartmentId, groupId })))
      .onConflictDoNothing();
  },

  async remove(exec: Executor, accountId: number, apartmentId: number, groupIds: number[]): Promise<void> {
    if (groupIds.length === 0) return;
    await exec
      .delete(apartmentDebtGroups)
      .where(
        and(
          eq(apartmentDebtGroups.accountId, accountId),
          eq(apartmentDebtGroups.apartmentId, apartmentId),
          inArray(apartmentDebtGroups.groupId, groupIds),
        ),
      );
  },

  async removeAllOf(exec: Executor, accountId: number, apartmentId: number): Promise<ApartmentDebtGroup[]> {
    return exec
      .delete(apartmentDebtGroups)
      .where(
        and(eq(apartmentDebtGroups.accountId, accountId), eq(apartmentDebtGroups.apartmentId, apartmentId)),
      )
      .returning();
  },
};
