import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { anyOf } from '../../db/anyOf';
import { apartmentResidents, residents } from '../../db/schema';

export type ResidentLinkRow = typeof apartmentResidents.$inferSelect;
/** 1 owner (ev sahibi), 2 tenant (kiracı), 3 stock holder (hissedar). */
export type LinkType = 1 | 2 | 3;

export interface LinkValues {
  apartmentId: number;
  residentId: number;
  type: LinkType;
  percent: string | null;
  /** ISO date */
  moveIn: string;
}

/** A link with the person's name and phone. */
export interface LinkWithPerson extends ResidentLinkRow {
  name: string;
  surname: string;
  phone: string | null;
}

const withPerson = {
  id: apartmentResidents.id,
  accountId: apartmentResidents.accountId,
  apartmentId: apartmentResidents.apartmentId,
  residentId: apartmentResidents.residentId,
  type: apartmentResidents.type,
  percent: apartmentResidents.percent,
  moveIn: apartmentResidents.moveIn,
  moveOut: apartmentResidents.moveOut,
  createdAt: apartmentResidents.createdAt,
  name: residents.name,
  surname: residents.surname,
  phone: residents.phone,
};

type LinksOf = { apartmentId: number } | { residentId: number };

function linksOf(
  exec: Executor,
  accountId: number,
  of: LinksOf,
  { currentOnly }: { currentOnly: boolean },
): Promise<ResidentLinkRow[]> {
  return exec
    .select()
    .from(apartmentResidents)
    .where(
      and(
        eq(apartmentResidents.accountId, accountId),
        'apartmentId' in of
          ? eq(apartmentResidents.apartmentId, of.apartmentId)
          : eq(apartmentResidents.residentId, of.residentId),
        currentOnly ? isNull(apartmentResidents.moveOut) : undefined,
      ),
    );
}

/**
 * Links between residents and apartments (apartment_residents). Ending a link sets move_out and keeps the row, so
 * an apartment's history of owners and tenants stays. Every function takes the caller's account id.
 */
export const residentLinksRepository = {
  /** The apartments' current residents (not moved out): owners first, larger shares and earlier move-ins first. */
  async currentWithNames(exec: Executor, accountId: number, apartmentIds: number[]) {
    if (apartmentIds.length === 0) return [];
    return exec
      .select({
        apartmentId: apartmentResidents.apartmentId,
        type: apartmentResidents.type,
        id: residents.id,
        name: residents.name,
        surname: residents.surname,
      })
      .from(apartmentResidents)
      .innerJoin(residents, eq(residents.id, apartmentResidents.residentId))
      .where(
        and(
          eq(apartmentResidents.accountId, accountId),
          anyOf(apartmentResidents.apartmentId, apartmentIds),
          isNull(apartmentResidents.moveOut),
        ),
      )
      .orderBy(
        asc(apartmentResidents.type),
        sql`${apartmentResidents.percent} desc nulls last`,
        asc(apartmentResidents.moveIn),
        asc(apartmentResidents.id),
      );
  },

  async listForApartment(
    exec: Executor,
    accountId: number,
    apartmentId: number,
    query: { type?: LinkType | null; history: boolean; page: { offset: number; limit: number } },
  ): Promise<{ rows: LinkWithPerson[]; total: number }> {
    const conditions: SQL[] = [
      eq(apartmentResidents.accountId, accountId),
      eq(apartmentResidents.apartmentId, apartmentId),
    ];
    if (query.type) conditions.push(eq(apartmentResidents.type, query.type));
    if (!query.history) conditions.push(isNull(apartmentResidents.moveOut));
    const where = and(...conditions);
    const rows = await exec
      .select(withPerson)
      .from(apartmentResidents)
      .innerJoin(residents, eq(residents.id, apartmentResidents.residentId))
      .where(where)
      .orderBy(
        sql`${apartmentResidents.moveOut} is not null`,
        asc(apartmentResidents.type),
        desc(apartmentResidents.moveIn),
        asc(apartmentResidents.id),
      )
      .limit(query.page.limit)
      .offset(query.page.offset);
    const [total] = await exec.select({ n: count() }).from(apartmentResidents).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findActive(
    exec: Executor,
    accountId: number,
    link: { apartmentId: number; residentId: number; type: LinkType },
  ): Promise<ResidentLinkRow | undefined> {
    const [row] = await exec
      .select()
      .from(apartmentResidents)
      .where(
        and(
          eq(apartmentResidents.accountId, accountId),
          eq(apartmentResidents.apartmentId, link.apartmentId),
          eq(apartmentResidents.residentId, link.residentId),
          eq(apartmentResidents.type, link.type),
          isNull(apartmentResidents.moveOut),
        ),
      );
    return row;
  },

  async insert(exec: Executor, accountId: number, values: LinkValues): Promise<ResidentLinkRow> {
    const [row] = await exec
      .insert(apartmentResidents)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  /** Many links at once, a thousand per statement (imports). */
  async insertMany(exec: Executor, accountId: number, values: LinkValues[]): Promise<ResidentLinkRow[]> {
    const created: ResidentLinkRow[] = [];
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000).map((v) => ({ accountId, ...v }));
      created.push(...(await exec.insert(apartmentResidents).values(chunk).returning()));
    }
    return created;
  },

  /** Ends a link on `moveOut` (ISO date); the row stays as history. */
  async end(exec: Executor, accountId: number, id: number, moveOut: string): Promise<ResidentLinkRow> {
    const [row] = await exec
      .update(apartmentResidents)
      .set({ moveOut })
      .where(and(eq(apartmentResidents.accountId, accountId), eq(apartmentResidents.id, id)))
      .returning();
    return row!;
  },

  async setPercent(exec: Executor, accountId: number, id: number, percent: string): Promise<ResidentLinkRow> {
    const [row] = await exec
      .update(apartmentResidents)
      .set({ percent })
      .where(and(eq(apartmentResidents.accountId, accountId), eq(apartmentResidents.id, id)))
      .returning();
    return row!;
  },

  /** Current links of an apartment or of a resident. */
  current: (exec: Executor, accountId: number, of: LinksOf) =>
    linksOf(exec, accountId, of, { currentOnly: true }),

  /** Every link, current or past, of an apartment or of a resident. */
  all: (exec: Executor, accountId: number, of: LinksOf) =>
    linksOf(exec, accountId, of, { currentOnly: false }),

  /** The current stock holders of an apartment with their names, largest share first. */
  async stockHolders(exec: Executor, accountId: number, apartmentId: number): Promise<LinkWithPerson[]> {
    return exec
      .select(withPerson)
      .from(apartmentResidents)
      .innerJoin(residents, eq(residents.id, apartmentResidents.residentId))
      .where(
        and(
          eq(apartmentResidents.accountId, accountId),
          eq(apartmentResidents.apartmentId, apartmentId),
          eq(apartmentResidents.type, 3),
          isNull(apartmentResidents.moveOut),
        ),
      )
      .orderBy(sql`${apartmentResidents.percent} desc nulls last`, asc(residents.name), asc(residents.id));
  },

  async removeMany(exec: Executor, accountId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await exec
      .delete(apartmentResidents)
      .where(and(eq(apartmentResidents.accountId, accountId), inArray(apartmentResidents.id, ids)));
  },
};
