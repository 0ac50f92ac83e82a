import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountAndSubs,
  all,
  type Count,
  expenseSources,
  incomeSources,
  incomeSumsByMonth,
  inRange,
  kurus,
  type LineIds,
  ledgerDays,
  ledgerKeys,
  type Page,
  pageClause,
  pageOfGroups,
  type ReportFilters,
} from './reportQueries';

/** The ledger reports' queries, built from the pieces of reportQueries.ts. */
export const reportsRepository = {
  /**
   * Incomes and collections summed per accounting type and month, months in order; the count and totals are
   * summed from the same groups (one pass over the ledger, not two).
   */
  async incomeByTypeAndMonth(exec: Executor, accountId: number, f: ReportFilters, page: Page | null) {
    const grouped = sql`
      select s.type_id, t.name as type_name, to_char(s.month, 'YYYY-MM') as month,
        sum(s.income) as income, sum(s.collection) as collection
      from (${incomeSumsByMonth(accountId, f)}) s join accounting_types t on t.id = s.type_id
      group by s.type_id, t.name, s.month`;
    type Group = { type_id: number; type_name: string; month: string; income: string; collection: string };
    const { rows, totals } = await pageOfGroups<
      Group,
      { total_income: string | null; total_collection: string | null }
    >(
      exec,
      grouped,
      sql`sum(income)::text as total_income, sum(collection)::text as total_collection`,
      sql`select g.type_id, g.type_name, g.month, g.income::text, g.collection::text
        from g order by g.month, g.type_name, g.type_id ${pageClause(page)}`,
      'type_id',
    );
    return {
      rows: rows.map((row) => ({
        typeId: row.type_id,
        typeName: row.type_name,
        month: row.month,
        income: kurus(row.income),
        collection: kurus(row.collection),
      })),
      total: Number(totals?.n ?? 0),
      income: kurus(totals?.total_income),
      collection: kurus(totals?.total_collection),
    };
  },

  /** Expenses and staff payments summed per accounting type, supplier (or staff member) and month. */
  async expenseByTypeSupplierMonth(exec: Executor, accountId: number, f: ReportFilters, page: Page | null) {
    const grouped = sql`
      select s.type_id, t.name as type_name, s.supplier_id, s.supplier, to_char(s.date, 'YYYY-MM') as month,
        sum(s.amount)::text as amount, count(*)::int as count
      from (${expenseSources(accountId, f)}) s join accounting_types t on t.id = s.type_id
      group by s.type_id, t.name, s.supplier_id, s.supplier, to_char(s.date, 'YYYY-MM')`;
    const { rows } = await exec.execute<{
      type_id: number;
      type_name: string;
      supplier_id: number | null;
      supplier: string | null;
      month: string;
      amount: string;
      count: number;
    }>(sql`select * from (${grouped}) g
      order by g.month, g.type_name, g.supplier nulls first, g.type_id ${pageClause(page)}`);
    const [totals] = (
      await exec.execute<Count & { amount: string | null }>(sql`
        select count(*)::text as n, sum(g.amount::bigint)::text as amount from (${grouped}) g`)
    ).rows;
    return {
      rows: rows.map((row) => ({
        typeId: row.type_id,
        typeName: row.type_name,
        supplierId: row.supplier_id,
        supplier: row.supplier,
        month: row.month,
        amount: kurus(row.amount),
        count: row.count,
      })),
      total: Number(totals?.n ?? 0),
      amount: kurus(totals?.amount),
    };
  },

  /** Opening balances of the chosen account (and its sub-accounts) or of all, plus every live movement before `start`. */
  async openingBalance(exec: Executor, accountId: number, f: ReportFilters): Promise<bigint> {
    const accountsWhere = all([sql`a.account_id = ${accountId}`, accountAndSubs(sql`a.id`, f.cashAccountId)]);
    const movementsBefore =
      f.start === null
        ? sql`0`
        : sql`(select coalesce(sum(cm.amount), 0) from cash_movements cm
            where ${all([
              sql`cm.account_id = ${accountId} and cm.deleted_at is null and cm.date < ${f.start}`,
              accountAndSubs(sql`cm.cash_account_id`, f.cashAccountId),
            ])})`;
    const [row] = (
      await exec.execute<{ opening: string }>(sql`
        select ((select coalesce(sum(a.opening_balance), 0) from cash_accounts a where ${accountsWhere})
          + ${movementsBefore})::text as opening`)
    ).rows;
    return kurus(row?.opening);
  },

  /**
   * Live movements of the range in date order, each with the running sum of the range up to it (the cash
   * book's balance is the opening plus it), the names that explain it, and the totals of the whole range. The
   * page is cut from the ledger alone; only its rows are joined to their names.
   */
  async movements(
    exec: Executor,
    accountId: number,
    f: ReportFilters,
    page: Page | null,
    kind: string | null = null,
  ) {
    const where = all([
      sql`cm.account_id = ${accountId} and cm.deleted_at is null`,
      inRange(sql`cm.date`, f),
      accountAndSubs(sql`cm.cash_account_id`, f.cashAccountId),
      kind !== null && sql`cm.kind = ${kind}`,
    ]);
    type Row = { id: number; date: string; kind: string; amount: string; running: string; account: string };
    const { rows } = await exec.execute<
      Row &
        Record<'description' | 'party' | 'type_name', string | null> & {
          cash_account_id: number;
          receipt_number: number | null;
        }
    >(sql`
      with page as (
        select cm.*, sum(cm.amount) over (order by cm.date, cm.id) as running
        from cash_movements cm
        where ${where}
        order by cm.date, cm.id ${pageClause(page)}
      )
      select cm.id, cm.date::text as date, cm.kind, cm.amount::text as amount, cm.running::text as running,
        cm.description, cm.cash_account_id, a.name as account,
        coalesce(
          nullif(trim(concat(r.name, ' ', r.surname)), ''), nm.name, i.payer_name, ca.name, st.name,
          (select oa.name from cash_movements o join cash_accounts oa on oa.id = o.cash_account_id
            where o.transfer_id = cm.transfer_id and o.id <> cm.id limit 1)
        ) as party,
        -- A collection has the types of what its receipt paid; a removed payment, its own.
        coalesce(it.name, et.name, spt.name, pt.name, (select string_agg(distinct ct.name, ', ' order by ct.name)
          from payments cp join accounting_types ct on ct.id = cp.accounting_type_id
          where cm.kind = 'collection' and cp.receipt_id = cm.receipt_id)) as type_name, rc.number as receipt_number
      from page cm join cash_accounts a on a.id = cm.cash_account_id
        left join residents r on r.id = cm.resident_id
        left join incomes i on i.id = cm.income_id
        left join non_members nm on nm.id = i.non_member_id
        left join accounting_types it on it.id = i.accounting_type_id
        left join expenses e on e.id = cm.expense_id
        left join accounting_types et on et.id = e.accounting_type_id
        left join current_accounts ca on ca.id = e.current_account_id
        left join staff_payments sp on sp.id = cm.staff_payment_id
        left join staff st on st.id = sp.staff_id
        left join accounting_types spt on spt.id = sp.accounting_type_id
        left join receipts rc on rc.id = cm.receipt_id
        left join payments rp on rp.id = cm.payment_id
        left join accounting_types pt on pt.id = rp.accounting_type_id
      order by cm.date, cm.id`);
    const [totals] = (
      await exec.execute<Count & { money_in: string | null; money_out: string | null }>(sql`
        select count(*)::text as n,
          sum(case when cm.amount > 0 then cm.amount else 0 end)::text as money_in,
          sum(case when cm.amount < 0 then -cm.amount else 0 end)::text as money_out
        from cash_movements cm where ${where}`)
    ).rows;
    return {
      rows: rows.map((row) => ({
        id: row.id,
        date: row.date,
        kind: row.kind,
        amount: kurus(row.amount),
        running: kurus(row.running),
        description: row.description,
        cashAccountId: row.cash_account_id,
        account: row.account,
        party: row.party,
        typeName: row.type_name,
        receiptNumber: row.receipt_number,
      })),
      total: Number(totals?.n ?? 0),
      moneyIn: kurus(totals?.money_in),
      moneyOut: kurus(totals?.money_out),
    };
  },

  /**
   * The business ledger's page `page` (the last one when past it) of `perPage` lines in the ledger's order, as
   * the ids of its lines; with what the lines before it brought forward and the count and totals of every line.
   * The lines are first summed per day (one pass over the indexes), which finds the few days the page falls on
   * and what the days before them bring forward; only those days' lines are then sorted (issue 13: a year of
   * collections is never sorted nor loaded into the server).
   */
  async ledgerPage(exec: Executor, accountId: number, f: ReportFilters, page: number, perPage: number) {
    const { rows: days } = await exec.execute<{
      date: string;
      page_number: string;
      before_n: string;
      before_income: string;
      before_expense: string;
      total_n: string;
      total_income: string;
      total_expense: string;
    }>(sql`
      with days as (${ledgerDays(accountId, f)}),
      running as (
        select date, n, sum(n) over w - n as before_n, sum(income) over w - income as before_income,
          sum(expense) over w - expense as before_expense, sum(n) over () as total_n,
          sum(income) over () as total_income, sum(expense) over () as total_expense
        from days
        window w as (order by date)
      ),
      shown as (
        select running.*, least(${page}, greatest(1, ceil(total_n / ${perPage}))) as page_number from running
      )
      select date::text, page_number::text, before_n::text, before_income::text, before_expense::text,
        total_n::text, total_income::text, total_expense::text
      from shown
      where before_n < page_number * ${perPage} and before_n + n > (page_number - 1) * ${perPage}
      order by date`);
    const first = days[0];
    const last = days[days.length - 1];
    const pageNumber = Number(first?.page_number ?? 1);
    const totals = {
      page: pageNumber,
      lineCount: Number(first?.total_n ?? 0),
      income: kurus(first?.total_income),
      expense: kurus(first?.total_expense),
    };
    if (!first || !last) return { ...totals, lines: [], broughtForward: { income: 0n, expense: 0n } };
    const onDays = { ...f, start: first.date, end: last.date };
    const skip = (pageNumber - 1) * perPage - Number(first.before_n);
    const { rows } = await exec.execute<{
      kind: string;
      id: number;
      before_income: string;
      before_expense: string;
    }>(
      sql`
      select k.kind, k.id, (sum(k.income) over w - k.income)::text as before_income,
        (sum(k.expense) over w - k.expense)::text as before_expense
      from (${ledgerKeys(accountId, onDays)}) k join accounting_types t on t.id = k.type_id
      window w as (order by k.date, k.kind desc, k.id)
      order by k.date, k.kind desc, k.id
      limit ${perPage} offset ${skip}`,
    );
    return {
      ...totals,
      lines: rows.map((row) => ({ kind: row.kind, id: row.id })),
      broughtForward: {
        income: kurus(first.before_income) + kurus(rows[0]?.before_income),
        expense: kurus(first.before_expense) + kurus(rows[0]?.before_expense),
      },
    };
  },

  /**
   * The business ledger's lines of a range: incomes and collections (in), expenses and staff payments (out), in
   * date order; `only` narrows them to a page's.
   */
  async ledgerLines(exec: Executor, accountId: number, f: ReportFilters, only: LineIds = null) {
    const { rows } = await exec.execute<{
      kind: string;
      id: number;
      date: string;
      type_name: string;
      income: string;
      expense: string;
      description: string | null;
      party: string | null;
      document: string | null;
    }>(sql`
      select s.kind, s.id, s.date::text as date, t.name as type_name, s.income::text as income,
        s.expense::text as expense, s.description, s.party, s.document
      from (
        select kind, id, type_id, date, income + collection as income, 0::bigint as expense, description, party,
          receipt_number::text as document
        from (${incomeSources(accountId, f, only)}) i
        union all
        select kind, id, type_id, date, 0::bigint, amount, description, supplier, invoice_name
        from (${expenseSources(accountId, f, only)}) e
      ) s join accounting_types t on t.id = s.type_id
      order by s.date, s.kind desc, s.id`);
    return rows.map((row) => ({
      kind: row.kind,
      id: row.id,
      date: row.date,
      typeName: row.type_name,
      income: kurus(row.income),
      expense: kurus(row.expense),
      description: row.description,
      party: row.party,
      document: row.document,
    }));
  },

  /** Virman: both halves of each live transfer, newest last, with the totals of the whole range. */
  async transfers(exec: Executor, accountId: number, f: ReportFilters, page: Page | null) {
    const where = all([
      sql`o.account_id = ${accountId} and o.kind = 'transfer_out' and o.deleted_at is null`,
      inRange(sql`o.date`, f),
      f.cashAccountId !== null &&
        sql`(${accountAndSubs(sql`o.cash_account_id`, f.cashAccountId)} or ${accountAndSubs(sql`i.cash_account_id`, f.cashAccountId)})`,
    ]);
    const from = sql`
      from cash_movements o
        join cash_movements i on i.transfer_id = o.transfer_id and i.kind = 'transfer_in' and i.deleted_at is null
        join cash_accounts fa on fa.id = o.cash_account_id join cash_accounts ta on ta.id = i.cash_account_id
      where ${where}`;
    const { rows } = await exec.execute<{
      id: number;
      date: string;
      amount: string;
      description: string | null;
      from_account_id: number;
      from_account: string;
      to_account_id: number;
      to_account: string;
    }>(sql`
      select o.transfer_id as id, o.date::text as date, (-o.amount)::text as amount, o.description,
        o.cash_account_id as from_account_id, fa.name as from_account,
        i.cash_account_id as to_account_id, ta.name as to_account
      ${from} order by o.date, o.id ${pageClause(page)}`);
    const [totals] = (
      await exec.execute<Count & { amount: string | null }>(
        sql`select count(*)::text as n, sum(-o.amount)::text as amount ${from}`,
      )
    ).rows;
    return {
      rows: rows.map((row) => ({
        id: row.id,
        date: row.date,
        amount: kurus(row.amount),
        description: row.description,
        fromAccountId: row.from_account_id,
        fromAccount: row.from_account,
        toAccountId: row.to_account_id,
        toAccount: row.to_account,
      })),
      total: Number(totals?.n ?? 0),
      amount: kurus(totals?.amount),
    };
  },

  /**
   * Each cash account with its opening (before the range), money in, money out and closing of the range, summed
   * from the per-day totals kept beside the movements (cash_day_totals, migration 0036): a few rows per day
   * instead of every movement up to the range's end (issue 28).
   */
  async accountBalances(exec: Executor, accountId: number, f: ReportFilters) {
    const before = f.start === null ? sql`false` : sql`t.date < ${f.start}`;
    const within = f.start === null ? sql`true` : sql`t.date >= ${f.start}`;
    const upToEnd = f.end === null ? null : sql`t.date <= ${f.end}`;
    const { rows } = await exec.execute<{
      id: number;
      name: string;
      parent_id: number | null;
      opening: string;
      money_in: string;
      money_out: string;
    }>(sql`
      select a.id, a.name, a.parent_id, (a.opening_balance + coalesce(m.before, 0))::text as opening,
        coalesce(m.money_in, 0)::text as money_in, coalesce(m.money_out, 0)::text as money_out
      from cash_accounts a
        left join (
          select t.cash_account_id,
            sum(t.money_in - t.money_out) filter (where ${before}) as before,
            sum(t.money_in) filter (where ${within}) as money_in,
            sum(t.money_out) filter (where ${within}) as money_out
          from cash_day_totals t
          where ${all([sql`t.account_id = ${accountId}`, upToEnd])}
          group by t.cash_account_id
        ) m on m.cash_account_id = a.id
      where a.account_id = ${accountId}
      order by a.name, a.id`);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      parentId: row.parent_id,
      opening: kurus(row.opening),
      moneyIn: kurus(row.money_in),
      moneyOut: kurus(row.money_out),
    }));
  },
};
