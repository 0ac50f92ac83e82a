import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { cashAccounts, cashMovements, currentAccounts, currentRecords, expenses } from '../../db/schema';
import { accountScoped, type ListQuery, type Page } from '../shared/accountScoped';

export type CurrentAccount = typeof currentAccounts.$inferSelect;
export type CurrentRecord = typeof currentRecords.$inferSelect;
export interface CurrentAccountWithBalance extends CurrentAccount {
  /** What the association still owes it: Σ invoices − Σ payments (kuruş; negative when paid in advance). */
  balance: bigint;
}

const scoped = accountScoped(currentAccounts, {
  auditTable: 'current_accounts',
  notFound: 'Cari hesap bulunamadı.',
  search: [currentAccounts.name, currentAccounts.phone, currentAccounts.taxNumber],
  orderBy: [currentAccounts.name],
  uniqueName: { column: currentAccounts.name, taken: 'Bu isimde bir cari hesap zaten var.' },
});

const records = accountScoped(currentRecords, {
  auditTable: 'current_records',
  notFound: 'Cari kayıt bulunamadı.',
  orderBy: [currentRecords.date],
});

/** Σ live invoices and Σ live payments (positive) of each of the given current accounts. */
async function sums(exec: Executor, accountId: number, ids: number[]) {
  if (ids.length === 0) return { invoiced: new Map<number, bigint>(), paid: new Map<number, bigint>() };
  const invoiced = await exec
    .select({ id: currentRecords.currentAccountId, sum: sql<string>`sum(${currentRecords.amount})` })
    .from(currentRecords)
    .where(
      and(
        eq(currentRecords.accountId, accountId),
        inArray(currentRecords.currentAccountId, ids),
        isNull(currentRecords.deletedAt),
      ),
    )
    .groupBy(currentRecords.currentAccountId);
  const paid = await exec
    .select({ id: expenses.currentAccountId, sum: sql<string>`-sum(${cashMovements.amount})` })
    .from(expenses)
    .innerJoin(cashMovements, eq(cashMovements.expenseId, expenses.id))
    .where(
      and(
        eq(expenses.accountId, accountId),
        inArray(expenses.currentAccountId, ids),
        isNull(cashMovements.deletedAt),
      ),
    )
    .groupBy(expenses.currentAccountId);
  const toMap = (rows: { id: number | null; sum: string }[]) =>
    new Map(rows.map((row) => [row.id!, BigInt(row.sum)]));
  return { invoiced: toMap(invoiced), paid: toMap(paid) };
}

async function withBalances(
  exec: Executor,
  accountId: number,
  rows: CurrentAccount[],
): Promise<CurrentAccountWithBalance[]> {
  const { invoiced, paid } = await sums(
    exec,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    balance: (invoiced.get(row.id) ?? 0n) - (paid.get(row.id) ?? 0n),
  }));
}

/** Cari hesaplar and their invoices. Every function takes the caller's account id. */
export const currentAccountsRepository = {
  ...scoped,
  records,

  async list(exec: Executor, accountId: number, query: ListQuery) {
    const { rows, total } = await scoped.list(exec, accountId, query);
    return { rows: await withBalances(exec, accountId, rows), total };
  },

  async withBalance(exec: Executor, accountId: number, id: number) {
    const row = await scoped.find(exec, accountId, id);
    return row && (await withBalances(exec, accountId, [row]))[0];
  },

  /** Invoices (live or not) and expenses ever linked to it: a supplier with history is kept. */
  async usage(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .execute<{ n: number }>(sql`
      select (select count(*) from ${currentRecords}
               where ${currentRecords.accountId} = ${accountId} and ${currentRecords.currentAccountId} = ${id})
           + (select count(*) from ${expenses}
               where ${expenses.accountId} = ${accountId} and ${expenses.currentAccountId} = ${id}) as n`)
      .then((result) => result.rows);
    return Number(row?.n ?? 0);
  },

  /**
   * The supplier's statement in date order: invoices (debit: owed) and payments (credit), each with the balance
   * owed after it; totals over the statement. Between two days (ISO, either may be absent), the balance still runs
   * from the first record: `opening` is what was owed before the first day.
   */
  async statement(
    exec: Executor,
    accountId: number,
    currentAccountId: number,
    page: Page | null,
    days: { from?: string | null; to?: string | null } = {},
  ) {
    const all = sql`
      select r.id, 'invoice' as kind, to_char(r.date, 'YYYY-MM-DD') as date, r.document_no, r.description, r.amount as debit, 0::bigint as credit,
             null::text as cash_account, r.expense_id
        from ${currentRecords} r
       where r.account_id = ${accountId} and r.current_account_id = ${currentAccountId} and r.deleted_at is null
      union all
      select e.id, 'payment', to_char(m.date, 'YYYY-MM-DD'), null, m.description, 0::bigint, -m.amount, c.name, e.id
        from ${expenses} e
        join ${cashMovements} m on m.expense_id = e.id and m.deleted_at is null
        join ${cashAccounts} c on c.id = m.cash_account_id
       where e.account_id = ${accountId} and e.current_account_id = ${currentAccountId}`;
    const running = sql`
      select *, sum(debit - credit) over (order by date, kind, id rows unbounded preceding) as balance
        from (${all}) a`;
    const inDays = sql`true ${days.from ? sql`and date >= ${days.from}` : sql``} ${days.to ? sql`and date <= ${days.to}` : sql``}`;
    const lines = sql`select * from (${running}) r where ${inDays}`;
    const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
    const result = await exec.execute<{
      id: number;
      kind: 'invoice' | 'payment';
      date: string;
      document_no: string | null;
      description: string | null;
      debit: string;
      credit: string;
      cash_account: string | null;
      expense_id: number | null;
      balance: string;
    }>(sql`
      select * from (${lines}) l
       order by date, kind, id ${paging}`);
    const [totals] = (
      await exec.execute<{ n: string; invoiced: string; paid: string; opening: string }>(sql`
        select count(*) filter (where ${inDays}) as n,
               coalesce(sum(debit) filter (where ${inDays}), 0) as invoiced,
               coalesce(sum(credit) filter (where ${inDays}), 0) as paid,
               coalesce(sum(debit - credit) filter (where ${days.from ? sql`date < ${days.from}` : sql`false`}), 0) as opening
          from (${all}) a`)
    ).rows;
    return {
      rows: result.rows.map((row) => ({
        ...row,
        debit: BigInt(row.debit),
        credit: BigInt(row.credit),
        balance: BigInt(row.balance),
      })),
      total: Number(totals?.n ?? 0),
      invoiced: BigInt(totals?.invoiced ?? 0),
      paid: BigInt(totals?.paid ?? 0),
      opening: BigInt(totals?.opening ?? 0),
    };
  },
};
