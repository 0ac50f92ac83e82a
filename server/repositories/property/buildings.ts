import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartments, buildings } from '../../db/schema';
import { matchesKey } from '../../db/search';
import type { BuildingRoom } from '../../domain/buildingRoom';
import { accountScoped } from '../shared/accountScoped';

export type Building = typeof buildings.$inferSelect;

/** Buildings (bloklar) of an account. */
export const buildingsRepository = {
  ...accountScoped(buildings, {
    auditTable: 'buildings',
    notFound: 'Bina bulunamadı.',
    search: [buildings.name],
    orderBy: [buildings.name],
    sortable: { id: buildings.id, name: buildings.name, apartment_limit: buildings.apartmentLimit },
  }),

  async findByName(exec: Executor, accountId: number, name: string): Promise<Building | undefined> {
    const [row] = await exec
      .select()
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), matchesKey(buildings.name, name)));
    return row && row.name.toLocaleLowerCase('tr-TR') === name.toLocaleLowerCase('tr-TR') ? row : undefined;
  },

  /** The flats recorded in each of the given buildings (absent: none). */
  async apartmentCounts(exec: Executor, accountId: number, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await exec
      .select({ id: apartments.buildingId, n: count() })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), inArray(apartments.buildingId, ids)))
      .groupBy(apartments.buildingId);
    return new Map(rows.map((row) => [row.id, row.n]));
  },

  /**
   * Locks the buildings' rows until the transaction ends (in id order, so two requests never wait on each other
   * crosswise) and answers each one's limit and recorded flats: no other request can add a flat to them or
   * change their limit meanwhile.
   */
  async lockRoom(exec: Executor, accountId: number, ids: number[]): Promise<Map<number, BuildingRoom>> {
    if (ids.length === 0) return new Map();
    const rows = await exec
      .select({ id: buildings.id, name: buildings.name, limit: buildings.apartmentLimit })
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), inArray(buildings.id, ids)))
      .orderBy(asc(buildings.id))
      .for('update');
    const counts = await buildingsRepository.apartmentCounts(exec, accountId, ids);
    return new Map(rows.map((row) => [row.id, { ...row, recorded: counts.get(row.id) ?? 0 }]));
  },

  async apartmentCount(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), eq(apartments.buildingId, id)));
    return row?.n ?? 0;
  },
};
