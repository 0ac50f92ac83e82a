import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  apartments,
  buildings,
  cashAccounts,
  cashDayTotals,
  cashMovements,
  debts,
  debtTotals,
  flatOpenDebts,
  paymentDayTotals,
  residents,
} from '../../db/schema';
import type { IsoRange } from '../../domain/dashboard';

export interface DebtTotals {
  /** Σ amount of the live debts due in the range, kuruş. */
  amount: bigint;
  /** Σ paid of the same debts (collections and payments from advances). */
  paid: bigint;
  /** Σ (amount − paid) of those of them due on or before today (what the debtors report counts). */
  overdue: bigint;
}

export interface MonthTotals {
  /** YYYY-MM */
  month: string;
  collections: bigint;
  incomes: bigint;
  expenses: bigint;
}

export interface Debtor {
  apartmentId: number;
  buildingName: string;
  identifier: string;
  residentId: number;
  residentName: string;
  open: bigint;
}

export interface LatestMovement {
  id: number;
  date: string;
  kind: (typeof cashMovements.$inferSelect)['kind'];
  cashAccount: string;
  amount: bigint;
  description: string | null;
}

const kurus = (value: string | null | undefined) => BigInt(value ?? '0');

/**
 * The dashboard's sums over the ledger rows the reports read (docs/accounting.md): cash_movements (signed, live =
 * deleted_at is null), payments and debts; the whole-account sums come from the totals kept beside those rows
 * (migration 0013, checked against them by tests/api/money/moneyInvariants.test.ts). Every query is scoped to the
 * caller's account.
 */
export const dashboardRepository = {
  /**
   * No JIT compilation for the rest of the transaction: the dashboard's statements read a few hundred rows each,
   * but the planner cannot know how many flats tie at the largest debtors' cut and estimates thousands, which
   * passes jit_above_cost; compiling then took 120 ms of a 180 ms statement at scale (docs/benchmarks.md).
   */
  async withoutJit(exec: Executor): Promise<void> {
    await exec.execute(sql`set local jit = off`);
  },

  /**
   * Σ opening balances + Σ live movements of every cash account: what the accounts list shows, summed. The
   * movements' sum is the one kept on each account (migration 0013, checked by tests/api/money/moneyInvariants.test.ts).
   */
  async cashTotal(exec: Executor, accountId: number): Promise<bigint> {
    const { rows } = await exec.execute<{ total: string }>(sql`
      select coalesce(sum(opening_balance + movements_total), 0) as total
      from ${cashAccounts} where account_id = ${accountId}`);
    return kurus(rows[0]?.total);
  },

  /**
   * Per month of the range: collections (live payments collected into a cash account, by their date), incomes
   * and expenses (live ledger rows of those kinds, expenses and staff payments made positive, as the expense report
   * counts them). Months without a row are 0. Summed from the per-day totals kept beside those rows (migration
   * 0036), not from the year's rows (issue 28).
   */
  async monthTotals(exec: Executor, accountId: number, range: IsoRange): Promise<MonthTotals[]> {
    const { rows } = await exec.execute<{
      month: string;
      collections: string;
      incomes: string;
      expenses: string;
    }>(sql`
      with months as (
        select generate_series(
          date_trunc('month', ${range.start}::timestamp), ${range.end}::timestamp, interval '1 month')
          as month
      ),
      collected as (
        select date_trunc('month', date::timestamp) as month, sum(amount) as total
        from ${paymentDayTotals}
        where account_id = ${accountId} and source = 'collection' and date between ${range.start} and ${range.end}
        group by 1
      ),
      ledger as (
        select date_trunc('month', date::timestamp) as month,
          sum(money_in - money_out) filter (where kind = 'income') as incomes,
          sum(money_out - money_in) filter (where kind in ('expense', 'staff_payment')) as expenses
        from ${cashDayTotals}
        where account_id = ${accountId} and kind in ('income', 'expense', 'staff_payment')
          and date between ${range.start} and ${range.end}
        group by 1
      )
      select to_char(months.month, 'YYYY-MM') as month,
        coalesce(collected.total, 0) as collections,
        coalesce(ledger.incomes, 0) as incomes,
        coalesce(ledger.expenses, 0) as expenses
      from months
      left join collected on collected.month = months.month
      left join ledger on ledger.month = months.month
      order by months.month`);
    return rows.map((row) => ({
      month: row.month,
      collections: kurus(row.collections),
      incomes: kurus(row.incomes),
      expenses: kurus(row.expenses),
    }));
  },

  /**
   * Amount, paid and overdue open amount of the live debts due in the range. Read as the account's kept totals
   * (debt_totals) less the debts due outside the range, and the open amount less what falls due after today: the
   * debts read are only those few, not every debt of the range (issue 13).
   */
  async debtTotals(exec: Executor, accountId: number, range: IsoRange, today: string): Promise<DebtTotals> {
    const { rows } = await exec.execute<{ amount: string; paid: string; overdue: string }>(sql`
      with kept as (
        select coalesce(sum(amount), 0) as amount, coalesce(sum(paid), 0) as paid
        from ${debtTotals} where account_id = ${accountId}
      ),
      outside as (
        select coalesce(sum(amount), 0) as amount, coalesce(sum(paid), 0) as paid
        from ${debts}
        where account_id = ${accountId} and deleted_at is null
          and (due_date < ${range.start} or due_date > ${range.end})
      ),
      not_yet_due as (
        select coalesce(sum(amount - paid), 0) as open
        from ${debts}
        where account_id = ${accountId} and deleted_at is null and paid < amount
          and due_date > ${today} and due_date between ${range.start} and ${range.end}
      )
      select kept.amount - outside.amount as amount, kept.paid - outside.paid as paid,
        (kept.amount - outside.amount) - (kept.paid - outside.paid) - not_yet_due.open as overdue
      from kept, outside, not_yet_due`);
    const row = rows[0];
    return { amount: kurus(row?.amount), paid: kurus(row?.paid), overdue: kurus(row?.overdue) };
  },

  /**
   * The flats and responsible residents owing most on the live debts of the range due by today, largest first:
   * the first rows of the debtors report as of today. Each flat and resident's open debt is kept
   * (flat_open_debts, migration 0036); the open debts due outside the range or after today (with the default range,
   * the few not yet due) are read and taken away from their flats. Taking away only lowers a flat, so the answer is
   * among those flats and the untouched ones at or above the `limit`-th largest untouched amount (ties included,
   * the order by name decides among them): read from the (account, open) index, only they are joined to their
   * names. Joining all 20,000 flats to sort them cost 300 ms at the scale of docs/benchmarks.md (issue 28).
   */
  async largestDebtors(
    exec: Executor,
    accountId: number,
    range: IsoRange,
    today: string,
    limit: number,
  ): Promise<Debtor[]> {
    const upTo = range.end < today ? range.end : today;
    const untouched = sql`not exists (
      select from outside o where o.apartment_id = k.apartment_id and o.resident_id = k.resident_id)`;
    const { rows } = await exec.execute<{
      apartment_id: number;
      building_name: string;
      identifier: string;
      resident_id: number;
      resident_name: string;
      open: string;
    }>(sql`
      with outside as (
        select apartment_id, resident_id, sum(amount - paid)::bigint as open
        from ${debts}
        where account_id = ${accountId} and deleted_at is null and paid < amount
          and (due_date < ${range.start} or due_date > ${upTo})
        group by apartment_id, resident_id
      ),
      cut as (
        select k.open from ${flatOpenDebts} k
        where k.account_id = ${accountId} and k.open > 0 and ${untouched}
        order by k.open desc offset ${limit - 1} limit 1
      ),
      owing as (
        select k.apartment_id, k.resident_id, k.open from ${flatOpenDebts} k
        where k.account_id = ${accountId} and k.open >= coalesce((select open from cut), 1) and ${untouched}
        union all
        select k.apartment_id, k.resident_id, k.open - o.open from ${flatOpenDebts} k
          join outside o on o.apartment_id = k.apartment_id and o.resident_id = k.resident_id
        where k.account_id = ${accountId} and k.open > o.open
      )
      select g.apartment_id, f.building_name, f.identifier, g.resident_id, p.resident_name, g.open
      from owing g
      -- "limit 1" keeps each lookup a probe by id for the few rows above, not a join of the whole tables.
      cross join lateral (
        select b.name as building_name, a.identifier from ${apartments} a join ${buildings} b on b.id = a.building_id
        where a.id = g.apartment_id limit 1) f
      cross join lateral (
        select r.name || ' ' || r.surname as resident_name from ${residents} r where r.id = g.resident_id limit 1) p
      order by g.open desc, f.building_name, f.identifier, g.resident_id
      limit ${limit}`);
    return rows.map((row) => ({
      apartmentId: row.apartment_id,
      buildingName: row.building_name,
      identifier: row.identifier,
      residentId: row.resident_id,
      residentName: row.resident_name,
      open: kurus(row.open),
    }));
  },

  /** The newest live ledger rows dated in the range, newest date first (then the last entered). */
  async latestMovements(
    exec: Executor,
    accountId: number,
    range: IsoRange,
    limit: number,
  ): Promise<LatestMovement[]> {
    const { rows } = await exec.execute<{
      id: number;
      date: string;
      kind: LatestMovement['kind'];
      cash_account: string;
      amount: string;
      description: string | null;
    }>(sql`
      select m.id, to_char(m.date, 'YYYY-MM-DD') as date, m.kind, c.name as cash_account, m.amount, m.description
      from ${cashMovements} m
      join ${cashAccounts} c on c.id = m.cash_account_id
      where m.account_id = ${accountId} and m.deleted_at is null
        and m.date between ${range.start} and ${range.end}
      order by m.date desc, m.id desc
      limit ${limit}`);
    return rows.map((row) => ({
      id: row.id,
      date: row.date,
      kind: row.kind,
      cashAccount: row.cash_account,
      amount: kurus(row.amount),
      description: row.description,
    }));
  },
};
