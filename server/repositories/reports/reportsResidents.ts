import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { type Page, pageOfGroups, type ReportFilters } from '../shared/reportQueries';

/**
 * The residents' side of the reports: advances, debts, the debtors' ageing and the budget. Sums are bigint in
 * PostgreSQL, read back as text; every query is scoped to the caller's account id.
 */

const kurus = (text: string | null | undefined) => BigInt(text ?? '0');
const all = (parts: (SQL | false | null | undefined)[]) =>
  sql.join(
    parts.filter((part): part is SQL => Boolean(part)),
    sql` and `,
  );
const pageClause = (page: Page | null) => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);

/** A resident linked (now or before) to a flat of the building. */
const inBuilding = (residentColumn: SQL, buildingId: number | null) =>
  buildingId === null
    ? null
    : sql`exists (select 1 from apartment_residents ar join apartments ap on ap.id = ar.apartment_id
        where ar.resident_id = ${residentColumn} and ap.building_id = ${buildingId})`;

/**
 * The debts due by the end and what was paid on them by then, from the per-day totals kept beside the debts and
 * payments (migration 0036: a few hundred rows, not every debt; issue 28). A payment is kept under its debt's due
 * date and type (a collection takes its debt's type).
 */
function keptDebtSide(accountId: number, f: ReportFilters) {
  const ofType = f.accountingTypeId !== null && sql`t.accounting_type_id = ${f.accountingTypeId}`;
  const debtWhere = all([
    sql`t.account_id = ${accountId}`,
    f.end !== null && sql`t.due_date <= ${f.end}`,
    ofType,
  ]);
  return {
    debt: sql`(select coalesce(sum(t.amount), 0) from debt_day_totals t where ${debtWhere})`,
    paid:
      f.end === null
        ? sql`(select coalesce(sum(t.paid), 0) from debt_day_totals t where ${debtWhere})`
        : sql`(select coalesce(sum(t.amount), 0) from payment_day_totals t
            where ${all([sql`t.account_id = ${accountId} and t.date <= ${f.end} and t.due_date <= ${f.end}`, ofType])})`,
  };
}

/** The same sums from the debts and payments themselves, for one building's flats (the kept totals have no building). */
function debtSideOfRows(accountId: number, f: ReportFilters) {
  const debtWhere = all([
    sql`d.account_id = ${accountId} and d.deleted_at is null`,
    f.end !== null && sql`d.due_date <= ${f.end}`,
    f.buildingId !== null &&
      sql`d.apartment_id in (select id from apartments where building_id = ${f.buildingId})`,
    f.accountingTypeId !== null && sql`d.accounting_type_id = ${f.accountingTypeId}`,
  ]);
  return {
    debt: sql`(select coalesce(sum(d.amount), 0) from debts d where ${debtWhere})`,
    // As of an end date: the live payments dated by then, joined once to the debts (not one sum per debt).
    paid:
      f.end === null
        ? sql`(select coalesce(sum(d.paid), 0) from debts d where ${debtWhere})`
        : sql`(select coalesce(sum(p.amount), 0) from payments p join debts d on d.id = p.debt_id
            where p.account_id = ${accountId} and p.deleted_at is null and p.date <= ${f.end} and ${debtWhere})`,
  };
}

type Count = { n: string };

export const reportsResidentsRepository = {
  /**
   * Advances per resident over the range: what came in (deposits, collection surpluses, deleted debts' payments),
   * what paid debts, what was paid back out, and the balance at the range's end.
   */
  async advancesByResident(exec: Executor, accountId: number, f: ReportFilters, page: Page | null) {
    const where = all([
      sql`m.account_id = ${accountId} and m.deleted_at is null`,
      f.end !== null && sql`m.date <= ${f.end}`,
      f.residentId !== null && sql`m.resident_id = ${f.residentId}`,
      inBuilding(sql`m.resident_id`, f.buildingId),
    ]);
    const within = f.start === null ? sql`true` : sql`m.date >= ${f.start}`;
    const grouped = sql`
      select m.resident_id, r.name, r.surname, r.phone,
        coalesce(sum(m.amount) filter (where ${within} and m.amount > 0), 0) as deposited,
        coalesce(-sum(m.amount) filter (where ${within} and m.kind = 'debt_payment'), 0) as used,
        coalesce(-sum(m.amount) filter (where ${within} and m.kind = 'withdraw'), 0) as withdrawn,
        sum(m.amount) as balance,
        count(*) filter (where ${within}) as moves
      from advance_movements m join residents r on r.id = m.resident_id
      where ${where}
      group by m.resident_id, r.name, r.surname, r.phone`;
    const { rows } = await exec.execute<{
      resident_id: number;
      name: string;
      surname: string;
      phone: string | null;
      deposited: string;
      used: string;
      withdrawn: string;
      balance: string;
    }>(sql`select g.resident_id, g.name, g.surname, g.phone, g.deposited::text, g.used::text,
        g.withdrawn::text, g.balance::text
      from (${grouped}) g where g.moves > 0 or g.balance <> 0
      order by g.name, g.surname, g.resident_id ${pageClause(page)}`);
    const [totals] = (
      await exec.execute<
        Count & {
          deposited: string | null;
          used: string | null;
          withdrawn: string | null;
          balance: string | null;
        }
      >(sql`select count(*)::text as n, sum(g.deposited)::text as deposited, sum(g.used)::text as used,
          sum(g.withdrawn)::text as withdrawn, sum(g.balance)::text as balance
        from (${grouped}) g where g.moves > 0 or g.balance <> 0`)
    ).rows;
    return {
      rows: rows.map((row) => ({
        residentId: row.resident_id,
        name: `${row.name} ${row.surname}`,
        phone: row.phone,
        deposited: kurus(row.deposited),
        used: kurus(row.used),
        withdrawn: kurus(row.withdrawn),
        balance: kurus(row.balance),
      })),
      total: Number(totals?.n ?? 0),
      deposited: kurus(totals?.deposited),
      used: kurus(totals?.used),
      withdrawn: kurus(totals?.withdrawn),
      balance: kurus(totals?.balance),
    };
  },

  /**
   * The residents' side of the balance as of `end` (no end: now): the live debts due by then, what their live
   * payments paid by then, and the advance balances then. Without an end it equals the debt list's totals.
   */
  async residentsSide(exec: Executor, accountId: number, f: ReportFilters) {
    const { debt, paid } = f.buildingId === null ? keptDebtSide(accountId, f) : debtSideOfRows(accountId, f);
    const advanceWhere = all([
      sql`m.account_id = ${accountId} and m.deleted_at is null`,
      f.end !== null && sql`m.date <= ${f.end}`,
      inBuilding(sql`m.resident_id`, f.buildingId),
    ]);
    const [row] = (
      await exec.execute<{ debt: string; paid: string; advances: string }>(sql`
        select ${debt}::text as debt, ${paid}::text as paid,
          (select coalesce(sum(m.amount), 0) from advance_movements m where ${advanceWhere})::text as advances`)
    ).rows;
    return { debt: kurus(row?.debt), paid: kurus(row?.paid), advances: kurus(row?.advances) };
  },

  /**
   * Each flat and responsible resident with open debt due on or before `asOf`, split by how many days overdue
   * (the limits are the domain's), largest open debt first. The open debts are summed per flat and resident
   * first (from the open-debts index alone), then only the page's groups are joined to their names; the count
   * and the totals are summed from the same groups (issue 13).
   */
  async debtorsAgeing(
    exec: Executor,
    accountId: number,
    f: ReportFilters,
    asOf: string,
    limits: readonly [number, number, number],
    page: Page | null,
  ) {
    const where = all([
      sql`d.account_id = ${accountId} and d.deleted_at is null and d.paid < d.amount and d.due_date <= ${asOf}`,
      f.buildingId !== null &&
        sql`d.apartment_id in (select id from apartments where building_id = ${f.buildingId})`,
      f.accountingTypeId !== null && sql`d.accounting_type_id = ${f.accountingTypeId}`,
      f.residentId !== null && sql`d.resident_id = ${f.residentId}`,
    ]);
    const late = sql`(${asOf}::date - d.due_date)`;
    const open = sql`(d.amount - d.paid)`;
    const unfiltered = f.buildingId === null && f.accountingTypeId === null && f.residentId === null;
    const grouped = unfiltered
      ? keptDebtors(accountId, asOf, limits)
      : sql`
      select d.apartment_id, d.resident_id, sum(${open}) as open,
        coalesce(sum(${open}) filter (where ${late} <= ${limits[0]}), 0) as d30,
        coalesce(sum(${open}) filter (where ${late} > ${limits[0]} and ${late} <= ${limits[1]}), 0) as d60,
        coalesce(sum(${open}) filter (where ${late} > ${limits[1]} and ${late} <= ${limits[2]}), 0) as d90,
        coalesce(sum(${open}) filter (where ${late} > ${limits[2]}), 0) as over90,
        min(d.due_date)::text as oldest
      from debts d
      where ${where}
      group by d.apartment_id, d.resident_id`;
    type Debtor = {
      apartment_id: number;
      building: string;
      identifier: string;
      resident_id: number;
      name: string;
      surname: string;
      phone: string | null;
      open: string;
      d30: string;
      d60: string;
      d90: string;
      over90: string;
      oldest: string;
    };
    const { rows, totals } = await pageOfGroups<
      Debtor,
      Record<'total_open' | 'total_d30' | 'total_d60' | 'total_d90' | 'total_over90', string | null>
    >(
      exec,
      grouped,
      sql`sum(open)::text as total_open, sum(d30)::text as total_d30, sum(d60)::text as total_d60,
        sum(d90)::text as total_d90, sum(over90)::text as total_over90`,
      // The oldest due date and the names only for the page's rows.
      sql`select s.*, r.name, r.surname, r.phone, coalesce(s.kept_oldest, (select min(d.due_date)::text from debts d
            where ${where} and d.apartment_id = s.apartment_id and d.resident_id = s.resident_id)) as oldest
        from (select g.apartment_id, b.name as building, ap.identifier, g.resident_id, g.open::text, g.d30::text,
            g.d60::text, g.d90::text, g.over90::text, g.oldest as kept_oldest
          from g join apartments ap on ap.id = g.apartment_id join buildings b on b.id = ap.building_id
          order by g.open desc, b.name, ap.identifier, g.resident_id ${pageClause(page)}) s
          join residents r on r.id = s.resident_id
        order by s.open::bigint desc, s.building, s.identifier, s.resident_id`,
      'apartment_id',
    );
    return {
      rows: rows.map((row) => ({
        apartmentId: row.apartment_id,
        building: row.building,
        identifier: row.identifier,
        residentId: row.resident_id,
        name: `${row.name} ${row.surname}`,
        phone: row.phone,
        open: kurus(row.open),
        d30: kurus(row.d30),
        d60: kurus(row.d60),
        d90: kurus(row.d90),
        over90: kurus(row.over90),
        oldest: row.oldest,
      })),
      total: Number(totals?.n ?? 0),
      open: kurus(totals?.total_open),
      d30: kurus(totals?.total_d30),
      d60: kurus(totals?.total_d60),
      d90: kurus(totals?.total_d90),
      over90: kurus(totals?.total_over90),
    };
  },

  /** Every expense type of the account with its budget for the year (0 when none was set). */
  async budgets(exec: Executor, accountId: number, year: number) {
    const { rows } = await exec.execute<{ id: number; name: string; amount: string }>(sql`
      select t.id, t.name, coalesce(b.amount, 0)::text as amount
      from accounting_types t
        left join budgets b on b.accounting_type_id = t.id and b.year = ${year} and b.account_id = ${accountId}
      where t.account_id = ${accountId} and t.type = 2
      order by t.name, t.id`);
    return rows.map((row) => ({ typeId: row.id, typeName: row.name, amount: kurus(row.amount) }));
  },

  /** How many of the ids are the account's expense types (a budget names only those). */
  async countExpenseTypes(exec: Executor, accountId: number, ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = (
      await exec.execute<Count>(sql`select count(*)::text as n from accounting_types
        where account_id = ${accountId} and type = 2 and id = any(${sql.param(ids)}::int[])`)
    ).rows;
    return Number(row?.n ?? 0);
  },

  /** Sets the year's amount of each type (insert or replace). */
  async saveBudgets(
    exec: Executor,
    accountId: number,
    year: number,
    items: { typeId: number; amount: bigint }[],
  ): Promise<void> {
    for (const item of items) {
      await exec.execute(sql`
        insert into budgets (account_id, year, accounting_type_id, amount)
        values (${accountId}, ${year}, ${item.typeId}, ${item.amount})
        on conflict (account_id, year, accounting_type_id) do update set amount = excluded.amount`);
    }
  },

  /** The year's live expenses and staff payments per expense type and month. */
  async expensesByTypeMonth(exec: Executor, accountId: number, year: number, typeId: number | null) {
    const { rows } = await exec.execute<{ type_id: number; month: string; amount: string }>(sql`
      select coalesce(e.accounting_type_id, sp.accounting_type_id) as type_id, to_char(cm.date, 'YYYY-MM') as month,
        (-sum(cm.amount))::text as amount
      from cash_movements cm left join expenses e on e.id = cm.expense_id
        left join staff_payments sp on sp.id = cm.staff_payment_id
      where ${all([
        sql`cm.account_id = ${accountId} and cm.kind in ('expense', 'staff_payment') and cm.deleted_at is null`,
        sql`cm.date >= ${`${year}-01-01`} and cm.date <= ${`${year}-12-31`}`,
        typeId !== null && sql`coalesce(e.accounting_type_id, sp.accounting_type_id) = ${typeId}`,
      ])}
      group by 1, 2`);
    return rows.map((row) => ({ typeId: row.type_id, month: row.month, amount: kurus(row.amount) }));
  },
};

/**
 * The debtors' groups of the whole account from the kept open amount of each flat and resident (flat_open_debts),
 * less what is not yet due, with only the debts due in the last `limits[2]` days or later read to split the ageing:
 * the same sums as grouping every open debt, without reading them all (docs/benchmarks.md). Oldest is left null,
 * read for the page's rows only.
 */
function keptDebtors(accountId: number, asOf: string, limits: readonly [number, number, number]): SQL {
  const late = sql`(${asOf}::date - d.due_date)`;
  const open = sql`(d.amount - d.paid)`;
  return sql`
    select f.apartment_id, f.resident_id, f.open - coalesce(r.not_due, 0) as open,
      coalesce(r.d30, 0) as d30, coalesce(r.d60, 0) as d60, coalesce(r.d90, 0) as d90,
      f.open - coalesce(r.not_due, 0) - coalesce(r.d30, 0) - coalesce(r.d60, 0) - coalesce(r.d90, 0) as over90,
      null::text as oldest
    from flat_open_debts f left join (
      select d.apartment_id, d.resident_id,
        sum(${open}) filter (where ${late} < 0) as not_due,
        sum(${open}) filter (where ${late} >= 0 and ${late} <= ${limits[0]}) as d30,
        sum(${open}) filter (where ${late} > ${limits[0]} and ${late} <= ${limits[1]}) as d60,
        sum(${open}) filter (where ${late} > ${limits[1]} and ${late} <= ${limits[2]}) as d90
      from debts d
      where d.account_id = ${accountId} and d.deleted_at is null and d.paid < d.amount
        and d.due_date >= ${asOf}::date - ${limits[2]}::int
      group by d.apartment_id, d.resident_id
    ) r on r.apartment_id = f.apartment_id and r.resident_id = f.resident_id
    where f.account_id = ${accountId} and f.open - coalesce(r.not_due, 0) > 0`;
}
