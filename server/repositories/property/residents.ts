import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db';
import { anyOf } from '../../db/anyOf';
import {
  apartmentResidents,
  apartments,
  buildings,
  incomes,
  residentBalances,
  residentMessages,
  residents,
  surveyVotes,
  tickets,
} from '../../db/schema';
import { matchesKey } from '../../db/search';
import { turkishOrder } from '../../db/turkishOrder';
import { accountScoped } from '../shared/accountScoped';

export type Resident = typeof residents.$inferSelect;
export type Gender = 'male' | 'female';
export interface ResidentValues {
  name: string;
  surname: string;
  phone: string | null;
  gender: Gender | null;
  /** ISO date */
  birthDay: string | null;
  /** The resident's building before (or without) a flat there; bulk inserts leave it empty. */
  buildingId?: number | null;
  /** "Does not want SMS" and İYS consent; left out: false for a new resident, unchanged on update. */
  smsOptOut?: boolean;
  commercialConsent?: boolean;
  /** Lower-cased; left out: null for a new resident, unchanged on update. A new address clears the bounce. */
  email?: string | null;
  emailBouncedAt?: Date | null;
  /** "No announcement e-mail" (docs/mail.md); left out as the SMS opt-out is. */
  emailOptOut?: boolean;
}

export interface ResidentFilters {
  /** Residents with a current link to an apartment of this building. */
  buildingId?: number | null;
  /** Residents with a current link to this apartment. */
  apartmentId?: number | null;
  /** Only residents with some current apartment link. */
  linkedOnly?: boolean;
  /** Searches "name surname", Turkish-aware. */
  name?: string | null;
  /** Digits anywhere in the phone. */
  phone?: string | null;
  gender?: Gender | null;
  /** true: only residents who owe something on a live debt; false: only those who owe nothing; null: all. */
  debtRemaining?: boolean | null;
}

export type ResidentSort = 'name' | 'surname' | 'id' | 'debt_remaining';

/** A resident's link to an apartment, with the apartment's identifier and building name. */
export interface ResidentLink {
  linkId: number;
  residentId: number;
  apartmentId: number;
  buildingId: number;
  buildingName: string;
  identifier: string;
  type: number;
  percent: string | null;
  moveIn: string;
  moveOut: string | null;
}

const fullName = sql`${residents.name} || ' ' || ${residents.surname}`;

/**
 * The residents whose open debt (resident_balances, kept by a trigger on debts) is above zero, or not: an
 * uncorrelated subquery, run once as a hashed set, so a page deep in name order does not join every row it skips.
 */
const withDebt = (accountId: number, owes: boolean) =>
  sql`${residents.id} in (select ${residentBalances.residentId} from ${residentBalances}
    where ${residentBalances.accountId} = ${accountId} and ${owes ? sql`${residentBalances.openDebt} > 0` : sql`${residentBalances.openDebt} <= 0`})`;
const ownBalance = and(
  eq(residentBalances.accountId, residents.accountId),
  eq(residentBalances.residentId, residents.id),
);

/** "0532 1…", "+90 532…" and "532…" all search the stored 5XXXXXXXXX form. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

function whereOf(accountId: number, filters: ResidentFilters): SQL | undefined {
  const conditions: SQL[] = [eq(residents.accountId, accountId)];
  if (filters.name) conditions.push(matchesKey(fullName, filters.name));
  const digits = filters.phone ? phoneDigits(filters.phone) : '';
  if (digits) conditions.push(like(residents.phone, `%${digits}%`));
  if (filters.gender) conditions.push(eq(residents.gender, filters.gender));
  if (typeof filters.debtRemaining === 'boolean') conditions.push(withDebt(accountId, filters.debtRemaining));
  if (filters.buildingId || filters.apartmentId || filters.linkedOnly) {
    const link: SQL[] = [
      sql`${apartmentResidents.residentId} = ${residents.id}`,
      isNull(apartmentResidents.moveOut),
    ];
    if (filters.apartmentId) link.push(eq(apartmentResidents.apartmentId, filters.apartmentId));
    if (filters.buildingId) link.push(eq(apartments.buildingId, filters.buildingId));
    const linked = sql`exists (select 1 from ${apartmentResidents} inner join ${apartments} on ${apartments.id} = ${apartmentResidents.apartmentId} where ${and(...link)})`;
    // The building filter also finds a resident recorded with the building and no flat there (yet).
    const ofBuildingOnly = filters.buildingId && !filters.apartmentId && !filters.linkedOnly;
    conditions.push(ofBuildingOnly ? or(eq(residents.buildingId, filters.buildingId!), linked)! : linked);
  }
  return and(...conditions);
}

const scoped = accountScoped(residents, {
  auditTable: 'residents',
  notFound: 'Sakin bulunamadı.',
  orderBy: [residents.name, residents.surname],
});

/** Every function takes the caller's account id: no query can reach another account's residents. */
export const residentsRepository = {
  ...scoped,

  /** What a resident left behind besides money: incomes in their name, tickets, messages and poll votes. */
  async historyOf(
    exec: Executor,
    accountId: number,
    residentId: number,
  ): Promise<{ incomes: number; tickets: number; messages: number; votes: number }> {
    const counted = (table: typeof incomes | typeof tickets | typeof residentMessages | typeof surveyVotes) =>
      sql`(select count(*)::int from ${table} where ${table.accountId} = ${accountId} and ${table.residentId} = ${residentId})`;
    const { rows } = await exec.execute<{
      incomes: number;
      tickets: number;
      messages: number;
      votes: number;
    }>(
      sql`select ${counted(incomes)} as incomes, ${counted(tickets)} as tickets,
        ${counted(residentMessages)} as messages, ${counted(surveyVotes)} as votes`,
    );
    return rows[0]!;
  },

  /** The scoped list with the filters of the residents screens and their sorts. */
  async list(
    exec: Executor,
    accountId: number,
    filters: ResidentFilters,
    options: {
      /** null: every matching row. */
      page: { offset: number; limit: number } | null;
      sort?: ResidentSort;
      order?: 'asc' | 'desc';
    },
  ): Promise<{ rows: Resident[]; total: number }> {
    const where = whereOf(accountId, filters);
    const direction = options.order === 'desc' ? 'desc' : 'asc';
    const by = direction === 'desc' ? desc : asc;
    const named = (column: AnyColumn) => turkishOrder(column, direction);
    const order =
      options.sort === 'id'
        ? [by(residents.id)]
        : options.sort === 'surname'
          ? [named(residents.surname), named(residents.name)]
          : options.sort === 'debt_remaining'
            ? [by(residentBalances.openDebt), turkishOrder(residents.name), turkishOrder(residents.surname)]
            : [named(residents.name), named(residents.surname)];
    // The balances are joined only when the debt sorts the list (the filter is a subquery); every resident has one
    // balance row, so the count needs no join.
    const select = exec.select(getTableColumns(residents)).from(residents).$dynamic();
    const sorted =
      options.sort === 'debt_remaining' ? select.innerJoin(residentBalances, ownBalance) : select;
    const ordered = sorted.where(where).orderBy(...order, asc(residents.id));
    const rows = options.page
      ? await ordered.limit(options.page.limit).offset(options.page.offset)
      : await ordered;
    if (!options.page) return { rows, total: rows.length };
    const [total] = await exec.select({ n: count() }).from(residents).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** What each resident still owes on their live debts (kuruş; 0 for those without debts), as the trigger keeps it. */
  async remainingDebts(
    exec: Executor,
    accountId: number,
    residentIds: number[],
  ): Promise<Map<number, bigint>> {
    const result = new Map<number, bigint>(residentIds.map((id) => [id, 0n]));
    if (residentIds.length === 0) return result;
    const rows = await exec
      .select({ id: residentBalances.residentId, open: residentBalances.openDebt })
      .from(residentBalances)
      .where(and(eq(residentBalances.accountId, accountId), anyOf(residentBalances.residentId, residentIds)));
    for (const row of rows) result.set(row.id, row.open);
    return result;
  },

  /** Many residents at once, a thousand per statement (imports); rows come back in the given order. */
  async insertMany(exec: Executor, accountId: number, values: ResidentValues[]): Promise<Resident[]> {
    const created: Resident[] = [];
    for (let start = 0; start < values.length; start += 1000) {
      const chunk = values.slice(start, start + 1000).map((v) => ({ accountId, ...v }));
      created.push(...(await exec.insert(residents).values(chunk).returning()));
    }
    return created;
  },

  /** The apartment links of the given residents (current ones only, or the whole history). */
  async links(
    exec: Executor,
    accountId: number,
    residentIds: number[],
    { currentOnly }: { currentOnly: boolean },
  ): Promise<ResidentLink[]> {
    if (residentIds.length === 0) return [];
    const conditions = [
      eq(apartmentResidents.accountId, accountId),
      inArray(apartmentResidents.residentId, residentIds),
    ];
    if (currentOnly) conditions.push(isNull(apartmentResidents.moveOut));
    return exec
      .select({
        linkId: apartmentResidents.id,
        residentId: apartmentResidents.residentId,
        apartmentId: apartmentResidents.apartmentId,
        buildingId: apartments.buildingId,
        buildingName: buildings.name,
        identifier: apartments.identifier,
        type: apartmentResidents.type,
        percent: apartmentResidents.percent,
        moveIn: apartmentResidents.moveIn,
        moveOut: apartmentResidents.moveOut,
      })
      .from(apartmentResidents)
      .innerJoin(apartments, eq(apartments.id, apartmentResidents.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(and(...conditions))
      .orderBy(
        sql`${apartmentResidents.moveOut} is not null`,
        turkishOrder(buildings.name),
        asc(apartments.identifier),
        asc(apartmentResidents.type),
        desc(apartmentResidents.moveIn),
      );
  },
};
