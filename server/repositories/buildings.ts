import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { apartments, buildings } from '../db/schema';
import { matchesKey } from '../db/search';
import { accountScoped } from './accountScoped';

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

  async apartmentCount(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), eq(apartments.buildingId, id)));
    return row?.n ?? 0;
  },
};
