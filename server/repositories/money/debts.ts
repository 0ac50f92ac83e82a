import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  apartments,
  buildings,
  debts,
  debtTotals,
  payments,
  receipts,
  residents,
} from '../../db/schema';
import { matchesKey } from '../../db/search';
import { type Actor, recordInsertAudit } from '../shared/audit';

export type Debt = typeof debts.$inferSelect;
export type NewDebt = typeof debts.$inferInsert;
export type DebtStatus = 'paid' | 'unpaid' | 'partial';

export interface DebtFilters {
  buildingId?: number | null;
  apartmentId?: number | null;
  residentId?: number | null;
  accountingTypeId?: number | null;
  batchId?: number | null;
  /** ISO, on the due date. */
  from?: string | null;
  to?: string | null;
  status?: DebtStatus | null;
  /** Only debts with something left to pay. */
  openOnly?: boolean;
  /** Only debts entered with is_interest (late-payment compensation runs on them). */
  interestOnly?: boolean;
  /** ISO: only debts due strictly before this day. */
  dueBefore?: string | null;
  /** The search box: the debt's description, type, resident or flat ("A Blok 3"), Turkish-folded. */
  key?: string | null;
}

export interface DebtRecord {
  id: number;
  apartmentId: number;
  buildingName: string;
  identifier: string;
  residentId: number;
  residentName: string;
  residentSurname: string;
  accountingTypeId: number;
  accountingType: string;
  amount: bigint;
  paid: bigint;
  dueDate: string;
  description: string;
  batchId: number | null;
  isInterest: boolean;
  interestRate: string | null;
  responsible: 'owner' | 'tenant';
}

export interface Totals {
  amount: bigint;
  paid: bigint;
}

export const debtColumns = {
  id: debts.id,
  apartmentId: debts.apartmentId,
  buildingName: buildings.name,
  identifier: apartments.identifier,
  residentId: debts.residentId,
  residentName: residents.name,
  residentSurname: residents.surname,
  accountingTypeId: debts.accountingTypeId,
  accountingType: accountingTypes.name,
  amount: debts.amount,
  paid: debts.paid,
  dueDate: debts.dueDate,
  description: debts.description,
  batchId: debts.batchId,
  isInterest: debts.isInterest,
  interestRate: debts.interestRate,
  responsible: debts.responsible,
};

const isUnfiltered = (filters: DebtFilters) =>
  Object.values(filters).every(
    (value) => value === undefined || value === null || value === false || value === '',
  );

function debtWhere(accountId: number, filters: DebtFilters): SQL {
  const conditions: SQL[] = [eq(debts.accountId, accountId), isNull(debts.deletedAt)];
  if (filters.buildingId) conditions.push(eq(apartments.buildingId, filters.buildingId));
  if (filters.apartmentId) conditions.push(eq(debts.apartmentId, filters.apartmentId));
  if (filters.residentId) conditions.push(eq(debts.residentId, filters.residentId));
  if (filters.accountingTypeId) conditions.push(eq(debts.accountingTypeId, filters.accountingTypeId));
  if (filters.batchId) conditions.push(eq(debts.batchId, filters.batchId));
  if (filters.from) conditions.push(gte(debts.dueDate, filters.from));
  if (filters.to) conditions.push(lte(debts.dueDate, filters.to));
  if (filters.status === 'paid') conditions.push(sql`${debts.paid} = ${debts.amount}`);
  if (filters.status === 'unpaid') conditions.push(sql`${debts.paid} = 0`);
  if (filters.status === 'partial')
    conditions.push(sql`${debts.paid} > 0 and ${debts.paid} < ${debts.amount}`);
  if (filters.openOnly) conditions.push(sql`${debts.paid} < ${debts.amount}`);
  if (filters.interestOnly) conditions.push(eq(debts.isInterest, true));
  if (filters.dueBefore) conditions.push(lt(debts.dueDate, filters.dueBefore));
  if (filters.key) {
    const key = filters.key;
    conditions.push(
      or(
        matchesKey(debts.description, key),
        sql`exists (select 1 from ${accountingTypes} where ${accountingTypes.id} = ${debts.accountingTypeId} and ${matchesKey(accountingTypes.name, key)})`,
        sql`exists (select 1 from ${residents} where ${residents.id} = ${debts.residentId} and ${matchesKey(sql`${residents.name} || ' ' || ${residents.surname}`, key)})`,
        sql`exists (select 1 from ${buildings} where ${buildings.id} = ${apartments.buildingId} and ${matchesKey(sql`${buildings.name} || ' ' || ${apartments.identifier}`, key)})`,
      )!,
    );
  }
  return and(...conditions)!;
}

export const debtsRepository = {
  /** Live debts with their apartment, resident and type names, and the totals over every matching debt. */
  async list(
    exec: Executor,
    accountId: number,
    filters: DebtFilters,
    options: { page: { offset: number; limit: number } | null; order: 'newest' | 'oldest' },
  ): Promise<{ rows: DebtRecord[]; total: number; totals: Totals }> {
    const where = debtWhere(accountId, filters);
    const order =
      options.order === 'newest'
        ? [desc(debts.dueDate), desc(debts.id)]
        : [asc(debts.dueDate), asc(debts.id)];
    const select = exec
      .select(debtColumns)
      .from(debts)
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(residents, eq(residents.id, debts.residentId))
      .innerJoin(accountingTypes, eq(accountingTypes.id, debts.accountingTypeId));
    // A page is found on the debts alone (the debts_live_due index), and only its rows are joined to their names:
    // page 500 no longer looks up the flat, resident and type of the 4,990 rows it skips.
    const pageIds = (page: { offset: number; limit: number }) => {
      const ids = exec.select({ id: debts.id }).from(debts);
      const joined =
        filters.buildingId || filters.key
          ? ids.innerJoin(apartments, eq(apartments.id, debts.apartmentId))
          : ids;
      return joined
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
    };
    const rows = options.page
      ? await select.where(inArray(debts.id, pageIds(options.page))).orderBy(...order)
      : await select.where(where).orderBy(...order);
    if (isUnfiltered(filters)) {
      // Every live debt of the account: its count and sums are kept by a trigger (migration 0013), not summed.
      const [kept] = await exec.select().from(debtTotals).where(eq(debtTotals.accountId, accountId));
      return {
        rows,
        total: kept?.liveCount ?? 0,
        totals: { amount: kept?.amount ?? 0n, paid: kept?.paid ?? 0n },
      };
    }
    const [sums] = await exec
      .select({
        n: count(),
        amount: sql<string>`coalesce(sum(${debts.amount}), 0)`,
        paid: sql<string>`coalesce(sum(${debts.paid}), 0)`,
      })
      .from(debts)
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .where(where);
    return {
      rows,
      total: sums?.n ?? 0,
      totals: { amount: BigInt(sums?.amount ?? '0'), paid: BigInt(sums?.paid ?? '0') },
    };
  },

  /** The live debts the filters name, unlocked (previews). */
  async open(exec: Executor, accountId: number, filters: DebtFilters) {
    return exec
      .select()
      .from(debts)
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .where(debtWhere(accountId, { ...filters, openOnly: true }))
      .orderBy(asc(debts.dueDate), asc(debts.id))
      .then((rows) => rows.map((row) => row.debts));
  },

  /** Locks the debts (FOR UPDATE, by id) and returns their current rows, deleted ones included. */
  async lock(exec: Executor, accountId: number, ids: number[]): Promise<Debt[]> {
    if (ids.length === 0) return [];
    return exec
      .select()
      .from(debts)
      .where(and(eq(debts.accountId, accountId), inArray(debts.id, [...new Set(ids)])))
      .orderBy(asc(debts.id))
      .for('update');
  },

  /** What a resident (or an apartment) still owes on its live debts. */
  async remaining(
    exec: Executor,
    accountId: number,
    of: { residentId: number } | { apartmentId: number },
  ): Promise<bigint> {
    const [row] = await exec
      .select({ sum: sql<string>`coalesce(sum(${debts.amount} - ${debts.paid}), 0)` })
      .from(debts)
      .where(
        and(
          eq(debts.accountId, accountId),
          'residentId' in of ? eq(debts.residentId, of.residentId) : eq(debts.apartmentId, of.apartmentId),
          isNull(debts.deletedAt),
        ),
      );
    return BigInt(row?.sum ?? '0');
  },

  /** paid += delta for each debt (one statement); the caller holds the debts' locks. */
  async addToPaid(exec: Executor, accountId: number, changes: { debtId: number; delta: bigint }[]) {
    const merged = new Map<number, bigint>();
    for (const { debtId, delta } of changes) merged.set(debtId, (merged.get(debtId) ?? 0n) + delta);
    const entries = [...merged].filter(([, delta]) => delta !== 0n);
    if (entries.length === 0) return;
    await exec.execute(sql`
      update ${debts} set paid = ${debts.paid} + v.delta
      from unnest(${sql.param(entries.map(([id]) => id))}::int[], ${sql.param(entries.map(([, d]) => d.toString()))}::bigint[])
        as v(id, delta)
      where ${debts.id} = v.id and ${debts.accountId} = ${accountId}`);
  },

  /**
   * One statement for any number of debts (issue 13: a split over 5,000 flats): each column travels as one array,
   * so the statement has 12 parameters instead of 12 a row, and the totals trigger runs once instead of once per
   * thousand. Ids are drawn in the order of `rows`, and the rows come back in that order.
   */
  async insertMany(exec: Executor, rows: NewDebt[]): Promise<Debt[]> {
    if (rows.length === 0) return [];
    const column = <T>(pick: (row: NewDebt) => T) => sql.param(rows.map(pick));
    const created = await exec
      .insert(debts)
      .select(
        sql`select nextval(pg_get_serial_sequence('debts', 'id')), account_id, apartment_id, resident_id, responsible,
          accounting_type_id, batch_id, amount, paid, due_date, description, is_interest, interest_rate, null, now()
        from (select * from unnest(
          ${column((r) => r.accountId)}::int[], ${column((r) => r.apartmentId)}::int[],
          ${column((r) => r.residentId)}::int[], ${column((r) => r.responsible)}::text[],
          ${column((r) => r.accountingTypeId)}::int[], ${column((r) => r.batchId ?? null)}::int[],
          ${column((r) => r.amount.toString())}::bigint[], ${column((r) => (r.paid ?? 0n).toString())}::bigint[],
          ${column((r) => r.dueDate)}::date[], ${column((r) => r.description)}::text[],
          ${column((r) => r.isInterest ?? false)}::boolean[], ${column((r) => r.interestRate ?? null)}::numeric[]
        ) with ordinality as u(account_id, apartment_id, resident_id, responsible, accounting_type_id, batch_id, amount,
          paid, due_date, description, is_interest, interest_rate, n) order by n) ordered`,
      )
      .returning();
    return created.sort((a, b) => a.id - b.id);
  },

  /** The insert audit rows of debts just created, built from the rows in PostgreSQL (recordInsertAudit). */
  async recordInserted(exec: Executor, actor: Actor, accountId: number, ids: number[]): Promise<void> {
    await recordInsertAudit(exec, actor, debts, accountId, ids);
  },

  /** Deleted debts stay as history, with nothing paid. */
  async softDelete(exec: Executor, accountId: number, ids: number[], deletedAt: Date): Promise<void> {
    await exec
      .update(debts)
      .set({ deletedAt, paid: 0n })
      .where(and(eq(debts.accountId, accountId), inArray(debts.id, ids)));
  },

  async find(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select()
      .from(debts)
      .where(and(eq(debts.accountId, accountId), eq(debts.id, id)));
    return row;
  },

  /** Live payments of some debts, or of an apartment's debts, oldest first, with names. */
  async payments(
    exec: Executor,
    accountId: number,
    of: { debtId: number } | { apartmentId: number },
    page: { offset: number; limit: number } | null,
  ) {
    const where = and(
      eq(payments.accountId, accountId),
      isNull(payments.deletedAt),
      'debtId' in of ? eq(payments.debtId, of.debtId) : eq(debts.apartmentId, of.apartmentId),
    );
    const select = exec
      .select({
        payment: payments,
        debtDescription: debts.description,
        debtDueDate: debts.dueDate,
        apartmentId: debts.apartmentId,
        residentName: residents.name,
        residentSurname: residents.surname,
        accountingType: accountingTypes.name,
        cashAccountName: sql<
          string | null
        >`(select name from cash_accounts where id = ${payments.cashAccountId})`,
        receiptNumber: receipts.number,
      })
      .from(payments)
      .innerJoin(debts, eq(debts.id, payments.debtId))
      .innerJoin(residents, eq(residents.id, payments.residentId))
      .innerJoin(accountingTypes, eq(accountingTypes.id, payments.accountingTypeId))
      .leftJoin(receipts, eq(receipts.id, payments.receiptId))
      .where(where)
      .orderBy(desc(payments.date), desc(payments.id));
    const rows = page ? await select.limit(page.limit).offset(page.offset) : await select;
    const [sums] = await exec
      .select({ n: count(), amount: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .innerJoin(debts, eq(debts.id, payments.debtId))
      .where(where);
    return { rows, total: sums?.n ?? 0, amount: BigInt(sums?.amount ?? '0') };
  },

  /** Debts that refer to any of these apartments or residents (deleted ones included). */
  async countFor(exec: Executor, accountId: number, of: { apartmentIds: number[] } | { residentId: number }) {
    const [row] = await exec
      .select({ n: count() })
      .from(debts)
      .where(
        and(
          eq(debts.accountId, accountId),
          'residentId' in of
            ? eq(debts.residentId, of.residentId)
            : inArray(debts.apartmentId, of.apartmentIds),
        ),
      );
    return row?.n ?? 0;
  },
};
