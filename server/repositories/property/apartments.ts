import { and, asc, count, desc, eq, gt, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, apartmentResidents, apartments, buildings, groups, residents } from '../../db/schema';
import { equalsFolded, matchesKey } from '../../db/search';
import { turkishOrder } from '../../db/turkishOrder';
import { paymentCodeOf } from '../../domain/bank/paymentCode';
import { parseFlatQuery } from '../../domain/flatQuery';
import { residentLinksRepository } from './residentLinks';

export type Apartment = typeof apartments.$inferSelect;
export interface ApartmentValues {
  buildingId: number;
  groupId: number | null;
  identifier: string;
  /** numeric text */
  area: string | null;
  land: string | null;
}

/** An apartment with its building's and dues group's names. */
export interface ApartmentRecord {
  id: number;
  buildingId: number;
  buildingName: string;
  groupId: number | null;
  groupName: string | null;
  identifier: string;
  area: string | null;
  land: string | null;
  /** Ödeme kodu (docs/bank.md), read-only. */
  paymentCode: string;
}

export interface Person {
  id: number;
  name: string;
  surname: string;
}

/** Who is in an apartment now: its first owner (or largest stock holder), first tenant and head count. */
export interface Occupants {
  owner: Person | null;
  tenant: Person | null;
  residentCount: number;
}

export interface ApartmentFilters {
  buildingIds?: number[] | null;
  groupId?: number | null;
  /** Exact identifier, compared Turkish-folded. */
  identifier?: string | null;
  area?: string | null;
  land?: string | null;
  /** One flat search: "A Blok 3", "A-3", "A3", the flat number, the building, an owner's or tenant's name or phone. */
  key?: string | null;
  /** Only apartments with at least one current resident. */
  occupiedOnly?: boolean;
  /** Only apartments with a land share (or an area) above 0: the bases of a split. */
  withLand?: boolean;
  withArea?: boolean;
}

export type ApartmentSort = 'identifier' | 'building_name' | 'area' | 'land' | 'id';

const recordColumns = {
  id: apartments.id,
  buildingId: apartments.buildingId,
  buildingName: buildings.name,
  groupId: apartments.groupId,
  groupName: groups.name,
  identifier: apartments.identifier,
  area: apartments.area,
  land: apartments.land,
  paymentCode: apartments.paymentCode,
};

/** Leading digits of an identifier as a number, so "2" sorts before "10" and "10A" after "9B". */
const identifierNumber = sql`nullif(substring(${apartments.identifier} from '^[0-9]+'), '')::numeric`;

function naturalOrder(direction: 'asc' | 'desc'): SQL[] {
  return direction === 'desc'
    ? [sql`${identifierNumber} desc nulls first`, desc(apartments.identifier)]
    : [sql`${identifierNumber} asc nulls last`, asc(apartments.identifier)];
}

function orderOf(sort: ApartmentSort, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  switch (sort) {
    case 'id':
      return [by(apartments.id)];
    case 'area':
      return [by(apartments.area), turkishOrder(buildings.name), ...naturalOrder('asc')];
    case 'land':
      return [by(apartments.land), turkishOrder(buildings.name), ...naturalOrder('asc')];
    case 'building_name':
      return [turkishOrder(buildings.name, direction), ...naturalOrder('asc')];
    default:
      return [turkishOrder(buildings.name), ...naturalOrder(direction)];
  }
}

const occupied = sql`exists (select 1 from ${apartmentResidents} where ${apartmentResidents.apartmentId} = ${apartments.id} and ${apartmentResidents.moveOut} is null)`;

/**
 * The flats a query names (server/domain/flatQuery.ts), Turkish-folded: its flat number in a building whose
 * name is, or starts with, its block ("A Blok 3", "A-3", "A3"); or the text in the flat number or the building
 * name; or a current owner's or tenant's name or phone.
 */
function flatSearch(accountId: number, key: string): SQL {
  const query = parseFlatQuery(key);
  const occupant: SQL[] = [matchesKey(sql`${residents.name} || ' ' || ${residents.surname}`, key)];
  if (query.phoneDigits) occupant.push(sql`${residents.phone} like ${`%${query.phoneDigits}%`}`);
  // The buildings and occupants are matched in subqueries that do not depend on the flat, so PostgreSQL runs each
  // once (a hashed subplan; the names through the residents_name_trgm index) instead of folding text per flat.
  const buildingsWhere = (condition: SQL) =>
    sql`${apartments.buildingId} in (select ${buildings.id} from ${buildings} where ${buildings.accountId} = ${accountId} and ${condition})`;
  const named: SQL[] = [
    matchesKey(apartments.identifier, key),
    buildingsWhere(matchesKey(buildings.name, key)),
    sql`${apartments.id} in (select ${apartmentResidents.apartmentId} from ${apartmentResidents} inner join ${residents} on ${residents.id} = ${apartmentResidents.residentId} where ${apartmentResidents.accountId} = ${accountId} and ${apartmentResidents.moveOut} is null and (${or(...occupant)}))`,
  ];
  if (query.number) {
    const block = query.block?.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const inBlock = block
      ? buildingsWhere(
          sql`(tr_fold(${buildings.name}) = ${query.block} or tr_fold(${buildings.name}) like ${`${block} %`})`,
        )
      : sql`true`;
    named.push(and(equalsFolded(apartments.identifier, query.number), inBlock)!);
  }
  return or(...named)!;
}

function whereOf(accountId: number, filters: ApartmentFilters): SQL | undefined {
  const conditions: SQL[] = [eq(apartments.accountId, accountId)];
  if (filters.buildingIds) conditions.push(inArray(apartments.buildingId, filters.buildingIds));
  if (filters.groupId) conditions.push(eq(apartments.groupId, filters.groupId));
  if (filters.identifier) conditions.push(equalsFolded(apartments.identifier, filters.identifier));
  if (filters.area) conditions.push(eq(apartments.area, filters.area));
  if (filters.land) conditions.push(eq(apartments.land, filters.land));
  if (filters.key) conditions.push(flatSearch(accountId, filters.key));
  if (filters.occupiedOnly) conditions.push(occupied);
  if (filters.withLand) conditions.push(and(isNotNull(apartments.land), gt(apartments.land, '0'))!);
  if (filters.withArea) conditions.push(and(isNotNull(apartments.area), gt(apartments.area, '0'))!);
  return and(...conditions);
}

/**
 * One page of the list ordered by building name, then the flats' natural order (issue 13: sorting all 20,000 flats
 * of an account to show 10 took 50–100 ms). The matching flats are counted per building, in the buildings' order;
 * only the buildings the page falls in are read, each in the order of the apartments_building_order index
 * (migration 0017). Same rows and order as orderOf(sort), which the other sorts and the unpaged list still use.
 */
async function pageByBuilding(
  exec: Executor,
  accountId: number,
  filters: ApartmentFilters,
  page: { offset: number; limit: number },
  sort: 'identifier' | 'building_name',
  direction: 'asc' | 'desc',
): Promise<{ rows: ApartmentRecord[]; total: number }> {
  const where = whereOf(accountId, filters);
  const buildingDirection = sort === 'building_name' ? direction : 'asc';
  const flatDirection = sort === 'building_name' ? 'asc' : direction;
  const counts = await exec
    .select({ buildingId: buildings.id, n: count() })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(where)
    .groupBy(buildings.id, buildings.name)
    .orderBy(turkishOrder(buildings.name, buildingDirection), asc(buildings.id));
  const total = counts.reduce((sum, building) => sum + building.n, 0);
  // The buildings the page's rows fall in, and where the page starts in the first of them.
  const wanted: number[] = [];
  let before = 0;
  let skip = 0;
  for (const building of counts) {
    const end = before + building.n;
    if (end > page.offset && before < page.offset + page.limit) {
      if (wanted.length === 0) skip = page.offset - before;
      wanted.push(building.buildingId);
    }
    before = end;
  }
  if (wanted.length === 0) return { rows: [], total };
  const rows = await exec
    .select(recordColumns)
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .leftJoin(groups, eq(groups.id, apartments.groupId))
    .where(and(where, inArray(apartments.buildingId, wanted)))
    .orderBy(
      sql`array_position(${sql.param(wanted)}::int[], ${apartments.buildingId})`,
      ...naturalOrder(flatDirection),
      asc(apartments.id),
    )
    .limit(page.limit)
    .offset(skip);
  return { rows, total };
}

/** Every function takes the caller's account id: no query can reach another account's apartments. */
export const apartmentsRepository = {
  async list(
    exec: Executor,
    accountId: number,
    filters: ApartmentFilters,
    options: {
      /** null: every matching row. */
      page: { offset: number; limit: number } | null;
      sort?: ApartmentSort;
      order?: 'asc' | 'desc';
    },
  ): Promise<{ rows: ApartmentRecord[]; total: number }> {
    if (filters.buildingIds?.length === 0) return { rows: [], total: 0 };
    const sort = options.sort ?? 'identifier';
    if (options.page && (sort === 'identifier' || sort === 'building_name'))
      return pageByBuilding(exec, accountId, filters, options.page, sort, options.order ?? 'asc');
    const where = whereOf(accountId, filters);
    const select = exec
      .select(recordColumns)
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .leftJoin(groups, eq(groups.id, apartments.groupId))
      .where(where)
      .orderBy(...orderOf(sort, options.order ?? 'asc'), asc(apartments.id));
    const rows = options.page
      ? await select.limit(options.page.limit).offset(options.page.offset)
      : await select;
    if (!options.page) return { rows, total: rows.length };
    const [total] = await exec
      .select({ n: count() })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<ApartmentRecord | undefined> {
    const [row] = await exec
      .select(recordColumns)
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .leftJoin(groups, eq(groups.id, apartments.groupId))
      .where(and(eq(apartments.accountId, accountId), eq(apartments.id, id)));
    return row;
  },

  /** The stored row, for audit entries. */
  async findRow(exec: Executor, accountId: number, id: number): Promise<Apartment | undefined> {
    const [row] = await exec
      .select()
      .from(apartments)
      .where(and(eq(apartments.accountId, accountId), eq(apartments.id, id)));
    return row;
  },

  async identifierTaken(
    exec: Executor,
    accountId: number,
    buildingId: number,
    identifier: string,
    exceptId?: number,
  ): Promise<boolean> {
    const [row] = await exec
      .select({ id: apartments.id })
      .from(apartments)
      .where(
        and(
          eq(apartments.accountId, accountId),
          eq(apartments.buildingId, buildingId),
          eq(apartments.identifier, identifier),
        ),
      );
    return Boolean(row && row.id !== exceptId);
  },

  /**
   * Takes `count` payment numbers from the account's counter (docs/bank.md): the UPDATE locks the account's row
   * until the transaction ends, so two requests adding flats at once never get the same code.
   */
  async takePaymentCodes(exec: Executor, accountId: number, count: number): Promise<string[]> {
    if (count === 0) return [];
    const [row] = await exec
      .update(accounts)
      .set({ nextPaymentNumber: sql`${accounts.nextPaymentNumber} + ${count}` })
      .where(eq(accounts.id, accountId))
      .returning({ next: accounts.nextPaymentNumber });
    const first = row!.next - count;
    return Array.from({ length: count }, (_, i) => paymentCodeOf(first + i));
  },

  async insert(exec: Executor, accountId: number, values: ApartmentValues): Promise<Apartment> {
    const [paymentCode] = await apartmentsRepository.takePaymentCodes(exec, accountId, 1);
    const [row] = await exec
      .insert(apartments)
      .values({ accountId, ...values, paymentCode: paymentCode! })
      .returning();
    return row!;
  },

  /**
   * Many apartments at once (imports): a thousand per statement, sent as one array per column (INSERT … SELECT
   * FROM unnest), several times faster than a VALUES list. Rows come back in the given order.
   */
  async insertMany(exec: Executor, accountId: number, values: ApartmentValues[]): Promise<Apartment[]> {
    const codes = await apartmentsRepository.takePaymentCodes(exec, accountId, values.length);
    const created: Apartment[] = [];
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000);
      const column = (pick: (value: ApartmentValues) => unknown) => sql.param(chunk.map(pick));
      const chunkCodes = sql.param(codes.slice(start, start + 1000));
      const { rows } = await exec.execute<Apartment>(sql`
        insert into ${apartments} (account_id, building_id, group_id, identifier, area, land, payment_code)
        select ${accountId}, * from unnest(
          ${column((v) => v.buildingId)}::int[], ${column((v) => v.groupId)}::int[],
          ${column((v) => v.identifier)}::text[], ${column((v) => v.area)}::numeric[], ${column((v) => v.land)}::numeric[],
          ${chunkCodes}::text[])
        returning id, account_id as "accountId", building_id as "buildingId", group_id as "groupId", identifier,
          area, land, payment_code as "paymentCode", created_at as "createdAt"`);
      created.push(...rows);
    }
    return created;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: ApartmentValues,
  ): Promise<Apartment | undefined> {
    const [row] = await exec
      .update(apartments)
      .set(values)
      .where(and(eq(apartments.accountId, accountId), eq(apartments.id, id)))
      .returning();
    return row;
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(apartments).where(and(eq(apartments.accountId, accountId), eq(apartments.id, id)));
  },

  /** Current owners, tenants and stock holders of the given apartments, in one query. */
  async occupants(
    exec: Executor,
    accountId: number,
    apartmentIds: number[],
  ): Promise<Map<number, Occupants>> {
    const result = new Map<number, Occupants>(
      apartmentIds.map((id) => [id, { owner: null, tenant: null, residentCount: 0 }]),
    );
    if (apartmentIds.length === 0) return result;
    const links = await residentLinksRepository.currentWithNames(exec, accountId, apartmentIds);
    const people = new Map<number, Set<number>>();
    for (const link of links) {
      const occupants = result.get(link.apartmentId)!;
      const person = { id: link.id, name: link.name, surname: link.surname };
      // Owners sort first; a flat owned only by stock holders shows its largest holder as the owner.
      if (!occupants.owner && (link.type === 1 || link.type === 3)) occupants.owner = person;
      if (!occupants.tenant && link.type === 2) occupants.tenant = person;
      const seen = people.get(link.apartmentId) ?? new Set<number>();
      seen.add(link.id);
      people.set(link.apartmentId, seen);
    }
    for (const [apartmentId, seen] of people) result.get(apartmentId)!.residentCount = seen.size;
    return result;
  },
};
