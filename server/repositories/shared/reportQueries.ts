import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';

/**
 * The ledger reports' queries (docs/accounting.md): every figure is a sum of live `cash_movements` rows or of the
 * detail rows they point to, summed by PostgreSQL as bigint and read back as text, so no kuruş passes a float.
 * Every query is scoped to the caller's account id.
 */

/** What a report is filtered by; null = no filter. Dates are ISO. */
export interface ReportFilters {
  start: string | null;
  end: string | null;
  cashAccountId: number | null;
  accountingTypeId: number | null;
  buildingId: number | null;
  residentId: number | null;
  currentAccountId: number | null;
}

export type Page = { offset: number; limit: number };

export const kurus = (text: string | null | undefined) => BigInt(text ?? '0');
export const all = (parts: (SQL | false | null | undefined)[]) =>
  sql.join(
    parts.filter((part): part is SQL => Boolean(part)),
    sql` and `,
  );

/** A date column within the filter's range. */
export const inRange = (column: SQL, f: ReportFilters) =>
  f.start === null && f.end === null
    ? null
    : all([f.start !== null && sql`${column} >= ${f.start}`, f.end !== null && sql`${column} <= ${f.end}`]);

/** The cash account and, for a parent ("Banka"), its sub-accounts. */
export const accountAndSubs = (column: SQL, id: number | null) =>
  id === null ? null : sql`${column} in (select id from cash_accounts where id = ${id} or parent_id = ${id})`;

export const pageClause = (page: Page | null) =>
  page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;

/** Which incomes (ledger rows of kind income, with their income record `i`) a report counts. */
export const incomeWhere = (accountId: number, f: ReportFilters) =>
  all([
    sql`cm.account_id = ${accountId} and cm.kind = 'income' and cm.deleted_at is null`,
    inRange(sql`cm.date`, f),
    accountAndSubs(sql`cm.cash_account_id`, f.cashAccountId),
    f.accountingTypeId !== null && sql`i.accounting_type_id = ${f.accountingTypeId}`,
    f.buildingId !== null && sql`false`,
    f.residentId !== null && sql`i.resident_id = ${f.residentId}`,
  ]);

/** Which collections (live payments `p`) a report counts; a building keeps those of its flats' debts. */
export const collectionWhere = (accountId: number, f: ReportFilters) =>
  all([
    sql`p.account_id = ${accountId} and p.source = 'collection' and p.deleted_at is null`,
    inRange(sql`p.date`, f),
    accountAndSubs(sql`p.cash_account_id`, f.cashAccountId),
    f.accountingTypeId !== null && sql`p.accounting_type_id = ${f.accountingTypeId}`,
    f.buildingId !== null &&
      sql`p.debt_id in (select d.id from debts d join apartments ap on ap.id = d.apartment_id
        where d.account_id = ${accountId} and ap.building_id = ${f.buildingId})`,
    f.residentId !== null && sql`p.resident_id = ${f.residentId}`,
  ]);

/** Which expenses (`e`) and staff payments (`sp`) a report counts: ledger rows `cm` of that kind. */
export const spentWhere = (accountId: number, f: ReportFilters, kind: 'expense' | 'staff_payment') =>
  all([
    sql`cm.account_id = ${accountId} and cm.kind = ${kind} and cm.deleted_at is null`,
    inRange(sql`cm.date`, f),
    accountAndSubs(sql`cm.cash_account_id`, f.cashAccountId),
    f.accountingTypeId !== null &&
      (kind === 'expense'
        ? sql`e.accounting_type_id = ${f.accountingTypeId}`
        : sql`sp.accounting_type_id = ${f.accountingTypeId}`),
    f.currentAccountId !== null &&
      (kind === 'expense' ? sql`e.current_account_id = ${f.currentAccountId}` : sql`false`),
  ]);

/** Only these ledger rows and payments (a business ledger page's), or all when null. */
export type LineIds = { movementIds: number[]; paymentIds: number[] } | null;
export const onlyIds = (column: SQL, ids: number[] | undefined) =>
  ids === undefined ? null : sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * Money in that counts as income: incomes (gelir) from the ledger, and collections (tahsilat) as the live
 * payments they made, under the type each was entered with. A flat's building narrows to collections only.
 */
export function incomeSources(accountId: number, f: ReportFilters, only: LineIds = null): SQL {
  return sql`
    select 'income' as kind, cm.id as id, i.accounting_type_id as type_id, cm.date as date, cm.amount as income,
      0::bigint as collection, cm.description as description, cm.cash_account_id as cash_account_id,
      coalesce(nullif(trim(concat(r.name, ' ', r.surname)), ''), nm.name, i.payer_name) as party, null::int as receipt_number
    from cash_movements cm join incomes i on i.id = cm.income_id
      left join residents r on r.id = i.resident_id
      left join non_members nm on nm.id = i.non_member_id
    where ${all([incomeWhere(accountId, f), onlyIds(sql`cm.id`, only?.movementIds)])}
    union all
    select 'collection', p.id, p.accounting_type_id, p.date, 0::bigint, p.amount,
      coalesce(p.description, d.description), p.cash_account_id, concat(r.name, ' ', r.surname), rc.number
    from payments p join debts d on d.id = p.debt_id
      join residents r on r.id = p.resident_id
      left join receipts rc on rc.id = p.receipt_id
    where ${all([collectionWhere(accountId, f), onlyIds(sql`p.id`, only?.paymentIds)])}`;
}

/**
 * The same money in as incomeSources, summed per type and month inside each source, with no join per row.
 */
export function incomeSumsByMonth(accountId: number, f: ReportFilters): SQL {
  return sql`
    select i.accounting_type_id as type_id, date_trunc('month', cm.date) as month, sum(cm.amount) as income,
      0::bigint as collection
    from cash_movements cm join incomes i on i.id = cm.income_id
    where ${incomeWhere(accountId, f)}
    group by 1, 2
    union all
    ${collectionSumsByMonth(accountId, f)}`;
}

/**
 * The collections per type and month: from the kept day totals (a year is a few hundred rows instead of every
 * payment, docs/benchmarks.md) unless a building or resident asks for the payments themselves.
 */
function collectionSumsByMonth(accountId: number, f: ReportFilters): SQL {
  if (f.buildingId !== null || f.residentId !== null) {
    return sql`select p.accounting_type_id, date_trunc('month', p.date), 0::bigint, sum(p.amount)
      from payments p
      where ${collectionWhere(accountId, f)}
      group by 1, 2`;
  }
  return sql`select t.accounting_type_id, date_trunc('month', t.date), 0::bigint, sum(t.amount)
    from payment_day_totals t
    where ${all([
      sql`t.account_id = ${accountId} and t.source = 'collection'`,
      inRange(sql`t.date`, f),
      accountAndSubs(sql`t.cash_account_id`, f.cashAccountId),
      f.accountingTypeId !== null && sql`t.accounting_type_id = ${f.accountingTypeId}`,
    ])}
    group by 1, 2
    having sum(t.n) > 0`;
}

/**
 * Money out that counts as an expense, positive, with its type and party: expenses (gider) with their supplier, and
 * staff payments (docs/domain.md, "Staff payments") under their expense type with the staff member as the party (no supplier, so a
 * supplier filter leaves them out).
 */
export function expenseSources(accountId: number, f: ReportFilters, only: LineIds = null): SQL {
  const ids = onlyIds(sql`cm.id`, only?.movementIds);
  return sql`
    select 'expense' as kind, cm.id as id, e.accounting_type_id as type_id, cm.date as date, -cm.amount as amount,
      cm.description as description, cm.cash_account_id as cash_account_id, e.current_account_id as supplier_id,
      ca.name as supplier, e.invoice_name as invoice_name
    from cash_movements cm join expenses e on e.id = cm.expense_id
      left join current_accounts ca on ca.id = e.current_account_id
    where ${all([spentWhere(accountId, f, 'expense'), ids])}
    union all
    select 'staff_payment', cm.id, sp.accounting_type_id, cm.date, -cm.amount, cm.description, cm.cash_account_id,
      null::int, s.name, null::text
    from cash_movements cm join staff_payments sp on sp.id = cm.staff_payment_id join staff s on s.id = sp.staff_id
    where ${all([spentWhere(accountId, f, 'staff_payment'), ids])}`;
}

/**
 * The business ledger's lines reduced to what orders and sums them (no names): the same rows as ledgerLines,
 * so a page and its brought-forward totals are cut in SQL from the indexes alone.
 */
export function ledgerKeys(accountId: number, f: ReportFilters): SQL {
  return sql`
    select 'income' as kind, cm.id, i.accounting_type_id as type_id, cm.date, cm.amount as income, 0::bigint as expense
    from cash_movements cm join incomes i on i.id = cm.income_id
    where ${incomeWhere(accountId, f)}
    union all
    select 'collection', p.id, p.accounting_type_id, p.date, p.amount, 0::bigint
    from payments p
    where ${collectionWhere(accountId, f)}
    union all
    select 'expense', cm.id, e.accounting_type_id, cm.date, 0::bigint, -cm.amount
    from cash_movements cm join expenses e on e.id = cm.expense_id
    where ${spentWhere(accountId, f, 'expense')}
    union all
    select 'staff_payment', cm.id, sp.accounting_type_id, cm.date, 0::bigint, -cm.amount
    from cash_movements cm join staff_payments sp on sp.id = cm.staff_payment_id join staff s on s.id = sp.staff_id
    where ${spentWhere(accountId, f, 'staff_payment')}`;
}

/**
 * The business ledger's lines counted and summed per day. Without a filter but the cash account, from the per-day
 * totals kept beside the ledger (migration 0036: a few rows a day instead of the year's every line; issue 28);
 * with a type, building, resident or supplier, from the lines themselves (ledgerKeys).
 */
export function ledgerDays(accountId: number, f: ReportFilters): SQL {
  const filtered = [f.accountingTypeId, f.buildingId, f.residentId, f.currentAccountId].some(
    (id) => id !== null,
  );
  if (filtered) {
    return sql`
      select k.date, count(*) as n, sum(k.income) as income, sum(k.expense) as expense
      from (${ledgerKeys(accountId, f)}) k join accounting_types t on t.id = k.type_id
      group by k.date`;
  }
  const kept = (table: SQL) =>
    all([
      sql`t.account_id = ${accountId}`,
      inRange(sql`t.date`, f),
      accountAndSubs(sql`t.cash_account_id`, f.cashAccountId),
      table,
    ]);
  return sql`
    select k.date, sum(k.n) as n, sum(k.income) as income, sum(k.expense) as expense
    from (
      select t.date, t.n, t.money_in - t.money_out as income, 0::bigint as expense
      from cash_day_totals t where ${kept(sql`t.kind = 'income'`)}
      union all
      select t.date, t.n, 0::bigint, t.money_out - t.money_in
      from cash_day_totals t where ${kept(sql`t.kind in ('expense', 'staff_payment')`)}
      union all
      select t.date, t.n, t.amount, 0::bigint
      from payment_day_totals t where ${kept(sql`t.source = 'collection'`)}
    ) k
    group by k.date
    having sum(k.n) > 0`;
}

export type Count = { n: string };

/**
 * One page of groups with their count (`n`) and totals, in one statement: `grouped` is summed once (as `g`), the
 * `totals` columns are summed from it (named apart from the page's columns: total_open beside open), and the
 * totals row comes back even when the page (`pageRows`, selected from `g`) is empty. `key` is a column of the
 * page's that is never null, which tells its rows from that lone totals row.
 */
export async function pageOfGroups<
  Row extends Record<string, unknown>,
  Totals extends Record<string, unknown>,
>(exec: Executor, grouped: SQL, totals: SQL, pageRows: SQL, key: keyof Row) {
  // As typed as any execute<T>: the page's columns, or (the lone totals row) none, beside the totals.
  const { rows } = await exec.execute<Record<string, unknown>>(sql`
      with g as materialized (${grouped}),
      totals as (select count(*)::text as n, ${totals} from g)
      select totals.*, p.* from totals left join lateral (${pageRows}) p on true`);
  return {
    rows: rows.filter((row) => row[key as string] !== null) as (Count & Totals & Row)[],
    totals: rows[0] as (Count & Totals) | undefined,
  };
}
