import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { buildings } from '../db/schema';
import { matchesKey } from '../db/search';

export type Building = typeof buildings.$inferSelect;

export interface BuildingQuery {
  key?: string | null;
  offset: number;
  limit: number;
  sort?: 'id' | 'name' | 'apartment_limit';
  order?: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  id: buildings.id,
  name: buildings.name,
  apartment_limit: buildings.apartmentLimit,
} as const;

/** Every function takes the caller's account id: no query can reach another account's buildings. */
export const buildingsRepository = {
  async list(
    exec: Executor,
    accountId: number,
    query: BuildingQuery,
  ): Promise<{ rows: Building[]; total: number }> {
    const filters: SQL[] = [eq(buildings.accountId, accountId)];
    if (query.key) filters.push(matchesKey(buildings.name, query.key));
    const where = and(...filters);
    const column = SORT_COLUMNS[query.sort ?? 'name'];
    const rows = await exec
      .select()
      .from(buildings)
      .where(where)
      .orderBy(query.order === 'desc' ? desc(column) : asc(column), asc(buildings.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await exec.select({ n: count() }).from(buildings).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<Building | undefined> {
    const [row] = await exec
      .select()
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), eq(buildings.id, id)));
    return row;
  },

  async findByName(exec: Executor, accountId: number, name: string): Promise<Building | undefined> {
    const [row] = await exec
      .select()
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), matchesKey(buildings.name, name)));
    return row && row.name.toLocaleLowerCase('tr-TR') === name.toLocaleLowerCase('tr-TR') ? row : undefined;
  },

  async insert(
    exec: Executor,
    accountId: number,
    values: { name: string; apartmentLimit: number },
  ): Promise<Building> {
    const [row] = await exec
      .insert(buildings)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: { name: string; apartmentLimit: number },
  ): Promise<Building | undefined> {
    const [row] = await exec
      .update(buildings)
      .set(values)
      .where(and(eq(buildings.accountId, accountId), eq(buildings.id, id)))
      .returning();
    return row;
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(buildings).where(and(eq(buildings.accountId, accountId), eq(buildings.id, id)));
  },
};
