import { aliasedTable, and, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  cashAccounts,
  cashMovements,
  currentAccounts,
  expenses,
  incomes,
  nonMembers,
  residents,
  transfers,
} from '../../db/schema';
import { matchesKey } from '../../db/search';
import type { Page } from '../shared/accountScoped';

export type Income = typeof incomes.$inferSelect;
export type Expense = typeof expenses.$inferSelect;
export type LedgerRow = typeof cashMovements.$inferSelect;

/** The filters of the income, expense and virman lists; null or absent: no filter. Dates are ISO days. */
export interface LedgerFilters {
  key?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  cashAccountId?: number | null;
  accountingTypeId?: number | null;
  currentAccountId?: number | null;
  /** One record by its id (incomes.id, expenses.id, transfers.id): a write's answer. */
  id?: number;
}

/** The account's live ledger rows of one kind within the filters that apply to every list. */
function liveOfKind(accountId: number, kind: LedgerRow['kind'], filters: LedgerFilters): SQL[] {
  const conditions: SQL[] = [
    eq(cashMovements.accountId, accountId),
    eq(cashMovements.kind, kind),
    isNull(cashMovements.deletedAt),
  ];
  if (filters.startDate) conditions.push(gte(cashMovements.date, filters.startDate));
  if (filters.endDate) conditions.push(lte(cashMovements.date, filters.endDate));
  if (filters.cashAccountId) conditions.push(eq(cashMovements.cashAccountId, filters.cashAccountId));
  return conditions;
}

/** Every matching row's count and sum, beside each row of the page (one query for both). */
const windowTotals = {
  matching: sql<number>`count(*) over ()`.mapWith(Number),
  matchingSum: sql<string>`sum(${cashMovements.amount}) over ()`,
};

/**
 * A page of rows that carry the window totals, and those totals; a page past the end asks for the first row only
 * to learn them.
 */
async function pageAndTotals<Row extends { matching: number; matchingSum: string }>(
  run: (page: Page | null) => PromiseLike<Row[]>,
  page: Page | null,
): Promise<{ rows: Row[]; total: number; sum: bigint }> {
  const rows = await run(page);
  const first = rows[0] ?? (page && page.offset > 0 ? (await run({ offset: 0, limit: 1 }))[0] : undefined);
  return { rows, total: first?.matching ?? 0, sum: BigInt(first?.matchingSum ?? 0) };
}

/** Incomes, expenses and virman: their ledger rows with their details. Every function takes the caller's account. */
export const ledgerRepository = {
  async insertRow(exec: Executor, row: typeof cashMovements.$inferInsert): Promise<LedgerRow> {
    const [created] = await exec.insert(cashMovements).values(row).returning();
    return created!;
  },

  async updateRow(
    exec: Executor,
    id: number,
    values: Partial<Pick<LedgerRow, 'cashAccountId' | 'amount' | 'date' | 'description' | 'deletedAt'>>,
  ): Promise<LedgerRow> {
    const [row] = await exec.update(cashMovements).set(values).where(eq(cashMovements.id, id)).returning();
    return row!;
  },

  async insertIncome(exec: Executor, values: typeof incomes.$inferInsert): Promise<Income> {
    const [row] = await exec.insert(incomes).values(values).returning();
    return row!;
  },

  async updateIncome(
    exec: Executor,
    id: number,
    values: Partial<typeof incomes.$inferInsert>,
  ): Promise<Income> {
    const [row] = await exec.update(incomes).set(values).where(eq(incomes.id, id)).returning();
    return row!;
  },

  async insertExpense(exec: Executor, values: typeof expenses.$inferInsert): Promise<Expense> {
    const [row] = await exec.insert(expenses).values(values).returning();
    return row!;
  },

  async updateExpense(
    exec: Executor,
    id: number,
    values: Partial<typeof expenses.$inferInsert>,
  ): Promise<Expense> {
    const [row] = await exec.update(expenses).set(values).where(eq(expenses.id, id)).returning();
    return row!;
  },

  async insertTransfer(exec: Executor, accountId: number): Promise<number> {
    const [row] = await exec.insert(transfers).values({ accountId }).returning({ id: transfers.id });
    return row!.id;
  },

  /** A live income with its ledger row, locked for the change (FOR UPDATE). */
  async income(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select({ income: incomes, movement: cashMovements })
      .from(incomes)
      .innerJoin(cashMovements, eq(cashMovements.incomeId, incomes.id))
      .where(and(eq(incomes.accountId, accountId), eq(incomes.id, id), isNull(cashMovements.deletedAt)))
      .for('update');
    return row;
  },

  /** A live expense with its ledger row, locked for the change (FOR UPDATE). */
  async expense(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select({ expense: expenses, movement: cashMovements })
      .from(expenses)
      .innerJoin(cashMovements, eq(cashMovements.expenseId, expenses.id))
      .where(and(eq(expenses.accountId, accountId), eq(expenses.id, id), isNull(cashMovements.deletedAt)))
      .for('update');
    return row;
  },

  /** A live virman's two ledger rows (out first), locked for the change. */
  async transferHalves(exec: Executor, accountId: number, id: number): Promise<LedgerRow[]> {
    return exec
      .select()
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.accountId, accountId),
          eq(cashMovements.transferId, id),
          isNull(cashMovements.deletedAt),
        ),
      )
      .orderBy(cashMovements.amount)
      .for('update');
  },

  /** One income as its list shows it. */
  async incomeRow(exec: Executor, accountId: number, id: number) {
    return (await ledgerRepository.incomes(exec, accountId, { id }, null)).rows[0]!;
  },

  /** One expense as its list shows it. */
  async expenseRow(exec: Executor, accountId: number, id: number) {
    return (await ledgerRepository.expenses(exec, accountId, { id }, null)).rows[0]!;
  },

  /** One virman as its list shows it. */
  async transferRow(exec: Executor, accountId: number, id: number) {
    return (await ledgerRepository.transfers(exec, accountId, { id }, null)).rows[0]!;
  },

  /** Incomes, newest first, with names to show, and the total of every matching row (kuruş). */
  async incomes(exec: Executor, accountId: number, filters: LedgerFilters, page: Page | null) {
    const conditions = liveOfKind(accountId, 'income', filters);
    if (filters.id) conditions.push(eq(incomes.id, filters.id));
    if (filters.accountingTypeId) conditions.push(eq(incomes.accountingTypeId, filters.accountingTypeId));
    if (filters.key) {
      conditions.push(
        or(
          matchesKey(cashMovements.description, filters.key),
          matchesKey(incomes.payerName, filters.key),
          matchesKey(residents.name, filters.key),
          matchesKey(residents.surname, filters.key),
          matchesKey(nonMembers.name, filters.key),
        )!,
      );
    }
    const where = and(...conditions);
    return pageAndTotals((p) => {
      const query = exec
        .select({
          movement: cashMovements,
          income: incomes,
          cashAccountName: cashAccounts.name,
          typeName: accountingTypes.name,
          residentName: residents.name,
          residentSurname: residents.surname,
          nonMemberName: nonMembers.name,
          ...windowTotals,
        })
        .from(cashMovements)
        .innerJoin(incomes, eq(incomes.id, cashMovements.incomeId))
        .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.cashAccountId))
        .innerJoin(accountingTypes, eq(accountingTypes.id, incomes.accountingTypeId))
        .leftJoin(residents, eq(residents.id, incomes.residentId))
        .leftJoin(nonMembers, eq(nonMembers.id, incomes.nonMemberId))
        .where(where)
        .orderBy(desc(cashMovements.date), desc(cashMovements.id));
      return p ? query.limit(p.limit).offset(p.offset) : query;
    }, page);
  },

  /** Expenses, newest first, with names to show, and the total of every matching row (kuruş, negative: money out). */
  async expenses(exec: Executor, accountId: number, filters: LedgerFilters, page: Page | null) {
    const conditions = liveOfKind(accountId, 'expense', filters);
    if (filters.id) conditions.push(eq(expenses.id, filters.id));
    if (filters.accountingTypeId) conditions.push(eq(expenses.accountingTypeId, filters.accountingTypeId));
    if (filters.currentAccountId) conditions.push(eq(expenses.currentAccountId, filters.currentAccountId));
    if (filters.key) {
      conditions.push(
        or(
          matchesKey(cashMovements.description, filters.key),
          matchesKey(currentAccounts.name, filters.key),
          matchesKey(expenses.invoiceName, filters.key),
        )!,
      );
    }
    const where = and(...conditions);
    return pageAndTotals((p) => {
      const query = exec
        .select({
          movement: cashMovements,
          expense: expenses,
          cashAccountName: cashAccounts.name,
          typeName: accountingTypes.name,
          currentAccountName: currentAccounts.name,
          ...windowTotals,
        })
        .from(cashMovements)
        .innerJoin(expenses, eq(expenses.id, cashMovements.expenseId))
        .innerJoin(cashAccounts, eq(cashAccounts.id, cashMovements.cashAccountId))
        .innerJoin(accountingTypes, eq(accountingTypes.id, expenses.accountingTypeId))
        .leftJoin(currentAccounts, eq(currentAccounts.id, expenses.currentAccountId))
        .where(where)
        .orderBy(desc(cashMovements.date), desc(cashMovements.id));
      return p ? query.limit(p.limit).offset(p.offset) : query;
    }, page);
  },

  /** Virman, newest first: each with its out and in halves, and the total moved (kuruş). */
  async transfers(exec: Executor, accountId: number, filters: LedgerFilters, page: Page | null) {
    const inside = aliasedTable(cashMovements, 'transfer_in');
    const from = aliasedTable(cashAccounts, 'from_account');
    const to = aliasedTable(cashAccounts, 'to_account');
    const conditions = liveOfKind(accountId, 'transfer_out', { ...filters, cashAccountId: null });
    if (filters.cashAccountId) {
      conditions.push(
        or(
          eq(cashMovements.cashAccountId, filters.cashAccountId),
          eq(inside.cashAccountId, filters.cashAccountId),
        )!,
      );
    }
    if (filters.id) conditions.push(eq(cashMovements.transferId, filters.id));
    if (filters.key) conditions.push(matchesKey(cashMovements.description, filters.key));
    const where = and(...conditions);
    const moved = await pageAndTotals((p) => {
      const query = exec
        .select({
          out: cashMovements,
          toAccountId: inside.cashAccountId,
          fromName: from.name,
          toName: to.name,
          ...windowTotals,
        })
        .from(cashMovements)
        .innerJoin(
          inside,
          and(
            eq(inside.transferId, cashMovements.transferId),
            eq(inside.kind, 'transfer_in'),
            isNull(inside.deletedAt),
          ),
        )
        .innerJoin(from, eq(from.id, cashMovements.cashAccountId))
        .innerJoin(to, eq(to.id, inside.cashAccountId))
        .where(where)
        .orderBy(desc(cashMovements.date), desc(cashMovements.id));
      return p ? query.limit(p.limit).offset(p.offset) : query;
    }, page);
    // The out halves are negative; the list shows the amount moved.
    return { ...moved, sum: -moved.sum };
  },
};
