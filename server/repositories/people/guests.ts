import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartments, buildings, guests } from '../../db/schema';
import { notFound } from '../../errors';
import { accountScoped, type Page } from '../shared/accountScoped';

export const GUEST_NOT_FOUND = 'Ziyaret bulunamadı.';

/** A visit with the flat it was to, as lists and forms show it. */
export interface GuestRecord {
  id: number;
  apartmentId: number;
  buildingName: string;
  identifier: string;
  name: string;
  phone: string | null;
  plate: string | null;
  arrivedAt: Date;
  leftAt: Date | null;
  note: string | null;
}

export interface GuestFilters {
  apartmentId?: number | null;
  /** Arrivals at or after. */
  from?: Date | null;
  /** Arrivals before. */
  before?: Date | null;
}

const recordColumns = {
  id: guests.id,
  apartmentId: guests.apartmentId,
  buildingName: buildings.name,
  identifier: apartments.identifier,
  name: guests.name,
  phone: guests.phone,
  plate: guests.plate,
  arrivedAt: guests.arrivedAt,
  leftAt: guests.leftAt,
  note: guests.note,
};

const scoped = accountScoped(guests, {
  auditTable: 'guests',
  notFound: GUEST_NOT_FOUND,
  orderBy: [guests.arrivedAt],
});

function whereOf(accountId: number, filters: GuestFilters): SQL | undefined {
  return and(
    eq(guests.accountId, accountId),
    filters.apartmentId ? eq(guests.apartmentId, filters.apartmentId) : undefined,
    filters.from ? gte(guests.arrivedAt, filters.from) : undefined,
    filters.before ? lt(guests.arrivedAt, filters.before) : undefined,
  );
}

/** Visits (ziyaretler) of an account: the audited writes of `accountScoped` and reads joined to their flat. */
export const guestsRepository = {
  ...scoped,

  /** Newest arrival first. */
  async listRecords(
    exec: Executor,
    accountId: number,
    filters: GuestFilters,
    page: Page,
  ): Promise<{ rows: GuestRecord[]; total: number }> {
    const where = whereOf(accountId, filters);
    const rows = await exec
      .select(recordColumns)
      .from(guests)
      .innerJoin(apartments, eq(apartments.id, guests.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(where)
      .orderBy(desc(guests.arrivedAt), desc(guests.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(guests).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findRecord(exec: Executor, accountId: number, id: number): Promise<GuestRecord> {
    const [row] = await exec
      .select(recordColumns)
      .from(guests)
      .innerJoin(apartments, eq(apartments.id, guests.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(and(eq(guests.accountId, accountId), eq(guests.id, id)));
    if (!row) throw notFound(GUEST_NOT_FOUND);
    return row;
  },
};
