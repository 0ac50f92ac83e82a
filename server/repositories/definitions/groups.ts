import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  apartmentDebtGroups,
  apartmentResidents,
  apartments,
  debtJobs,
  groups,
  residents,
} from '../../db/schema';
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

  /**
   * The groups of the flats where a resident with this phone (5XXXXXXXXX) lives or owns now: their dues group and
   * their debt groups (docs/decisions.md, "GET /groups?phone").
   */
  ofPhone(accountId: number, phone: string): SQL {
    const flats = sql`select ${apartmentResidents.apartmentId} from ${apartmentResidents}
      join ${residents} on ${residents.id} = ${apartmentResidents.residentId}
      where ${apartmentResidents.accountId} = ${accountId} and ${residents.accountId} = ${accountId}
        and ${apartmentResidents.moveOut} is null and ${residents.phone} = ${phone}`;
    return sql`${groups.id} in (
      select ${apartments.groupId} from ${apartments}
        where ${apartments.accountId} = ${accountId} and ${apartments.id} in (${flats})
      union
      select ${apartmentDebtGroups.groupId} from ${apartmentDebtGroups}
        where ${apartmentDebtGroups.accountId} = ${accountId} and ${apartmentDebtGroups.apartmentId} in (${flats}))`;
  },

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
