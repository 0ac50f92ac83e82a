import { and, asc, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { apartmentDebtGroups, apartments, debtJobs, groups } from '../db/schema';
import { equalsFolded, matchesKey } from '../db/search';

export type Group = typeof groups.$inferSelect;
/** 1 debt group (borç grubu), 2 dues group (aidat grubu). */
export type GroupKind = 1 | 2;
export interface GroupValues {
  name: string;
  type: GroupKind;
  /** Kuruş. */
  amount: bigint;
}

export interface GroupQuery {
  type?: GroupKind | null;
  key?: string | null;
  /** null: every row (lookups). */
  page: { offset: number; limit: number } | null;
}

/** Every function takes the caller's account id: no query can reach another account's groups. */
export const groupsRepository = {
  async list(
    exec: Executor,
    accountId: number,
    query: GroupQuery,
  ): Promise<{ rows: Group[]; total: number }> {
    const filters: SQL[] = [eq(groups.accountId, accountId)];
    if (query.type) filters.push(eq(groups.type, query.type));
    if (query.key) filters.push(matchesKey(groups.name, query.key));
    const where = and(...filters);
    const select = exec
      .select()
      .from(groups)
      .where(where)
      .orderBy(asc(groups.type), asc(groups.name), asc(groups.id));
    const rows = query.page ? await select.limit(query.page.limit).offset(query.page.offset) : await select;
    const [total] = await exec.select({ n: count() }).from(groups).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<Group | undefined> {
    const [row] = await exec
      .select()
      .from(groups)
      .where(and(eq(groups.accountId, accountId), eq(groups.id, id)));
    return row;
  },

  async findMany(exec: Executor, accountId: number, ids: number[]): Promise<Group[]> {
    if (ids.length === 0) return [];
    return exec
      .select()
      .from(groups)
      .where(and(eq(groups.accountId, accountId), inArray(groups.id, ids)));
  },

  async nameTaken(
    exec: Executor,
    accountId: number,
    values: { name: string; type: number },
    exceptId?: number,
  ): Promise<boolean> {
    const filters = [
      eq(groups.accountId, accountId),
      eq(groups.type, values.type),
      equalsFolded(groups.name, values.name),
    ];
    if (exceptId) filters.push(ne(groups.id, exceptId));
    const [row] = await exec
      .select({ id: groups.id })
      .from(groups)
      .where(and(...filters))
      .limit(1);
    return Boolean(row);
  },

  async insert(exec: Executor, accountId: number, values: GroupValues): Promise<Group> {
    const [row] = await exec
      .insert(groups)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: GroupValues,
  ): Promise<Group | undefined> {
    const [row] = await exec
      .update(groups)
      .set(values)
      .where(and(eq(groups.accountId, accountId), eq(groups.id, id)))
      .returning();
    return row;
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

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(groups).where(and(eq(groups.accountId, accountId), eq(groups.id, id)));
  },
};
