import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartmentDebtGroups, apartments, debtJobs, groups } from '../../db/schema';
import { accountScoped } from '../shared/accountScoped';

export type Group = typeof groups.$inferSelect;
/** 1 debt group (borç grubu), 2 dues group (aidat grubu). */
export type GroupKind = 1 | 2;

/** Debt and dues groups (borç / aidat grupları), unique by name within their kind. */
export const groupsRepository = {
  ...accountScoped(groups, {
    auditTable: 'groups',
    notFound: 'Grup bulunamadı.',
    search: [groups.name],
    orderBy: [groups.type, groups.name],
    kind: groups.type,
    uniqueName: { column: groups.name, taken: 'Bu isimde bir grup zaten var.' },
  }),

  /** Apartments using the group: as their dues group, or through their debt groups. */
  async usage(exec: Executor, accountId: number, id: number): Promise<number> {
    const [asDues] = await exec
      .select({ n: count() })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), eq(apartments.groupId, id)));
    const [asDebt] = await exec
      .select({ n: count() })
      .from(apartmentDebtGroups)
      .where(and(eq(apartmentDebtGroups.accountId, accountId), eq(apartmentDebtGroups.groupId, id)));
    return (asDues?.n ?? 0) + (asDebt?.n ?? 0);
  },

  /** Live dues jobs billing the group. */
  async duesJobs(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(debtJobs)
      .where(and(eq(debtJobs.accountId, accountId), eq(debtJobs.groupId, id), isNull(debtJobs.deletedAt)));
    return row?.n ?? 0;
  },
};
