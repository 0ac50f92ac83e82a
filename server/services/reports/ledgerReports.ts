/**
 * The reports of the ledger (docs/accounting.md, issue 9 "Reports"): each reads the same live rows the balances
 * are made of, so an income report, a cash book and a balance cannot disagree. A `page` of null means every row
 * (the PDF export).
 */
import type { Executor } from '../../db';
import { AGEING_LIMITS, budgetByMonth, ledgerPages, monthsOf } from '../../domain/reports';
import { badRequest, fieldError } from '../../errors';
import { reportsResidentsRepository } from '../../repositories/reports/reportsResidents';
import { type Actor, recordAuditBatch } from '../../repositories/shared/audit';
import type { Page, ReportFilters } from '../../repositories/shared/reportQueries';
import { reportsRepository } from '../../repositories/shared/reports';

export type { ReportFilters } from '../../repositories/shared/reportQueries';

/** Gelir raporu: incomes and collections per type and month. */
export const incomeReport = (exec: Executor, accountId: number, f: ReportFilters, page: Page | null) =>
  reportsRepository.incomeByTypeAndMonth(exec, accountId, f, page);

/** Gider raporu: expenses and staff payments per type, supplier (or staff member) and month. */
export const expenseReport = (exec: Executor, accountId: number, f: ReportFilters, page: Page | null) =>
  reportsRepository.expenseByTypeSupplierMonth(exec, accountId, f, page);

/**
 * Kasa defteri: the range's movements of one account (with its sub-accounts) or of all, in date order, each with
 * the balance after it; opening = opening balances + everything before the range, closing = opening + in − out,
 * and the page's own opening (what the page brings forward).
 */
export async function cashBook(exec: Executor, accountId: number, f: ReportFilters, page: Page | null) {
  const opening = await reportsRepository.openingBalance(exec, accountId, f);
  const moves = await reportsRepository.movements(exec, accountId, f, page);
  const rows = moves.rows.map((row) => ({ ...row, balance: opening + row.running }));
  const closing = opening + moves.moneyIn - moves.moneyOut;
  // Devreden: the balance the page starts from, before its first row.
  const pageOpening = rows[0] ? rows[0].balance - rows[0].amount : closing;
  return { ...moves, rows, opening, closing, pageOpening };
}

export const MOVEMENT_KINDS = [
  'collection',
  'advance_deposit',
  'advance_withdraw',
  'payment_removed',
  'income',
  'expense',
  'transfer_out',
  'transfer_in',
  'staff_payment',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Hesap hareketleri: one account's movements of every kind (or one kind), with what each one was. */
export async function accountActivity(
  exec: Executor,
  accountId: number,
  f: ReportFilters,
  kind: MovementKind | null,
  page: Page | null,
) {
  if (f.cashAccountId === null) throw fieldError('account_id', 'Hesap seçiniz.');
  return reportsRepository.movements(exec, accountId, f, page, kind);
}

/**
 * İşletme defteri: the year's incomes, collections and expenses in date order, cut into numbered pages of
 * `perPage` lines; each page carries forward the totals of the pages before it. With a `page` (the screen) only
 * that page's lines are read, the totals before it summed in SQL; without (the PDF) every page.
 */
export async function businessLedger(
  exec: Executor,
  accountId: number,
  year: number,
  f: ReportFilters,
  perPage: number,
  page: number | null,
) {
  const ofYear = { ...f, start: `${year}-01-01`, end: `${year}-12-31` };
  if (page === null) {
    const lines = await reportsRepository.ledgerLines(exec, accountId, ofYear);
    const pages = ledgerPages(lines, perPage);
    const income = lines.reduce((sum, line) => sum + line.income, 0n);
    const expense = lines.reduce((sum, line) => sum + line.expense, 0n);
    return { pages, pageCount: pages.length, lineCount: lines.length, income, expense };
  }
  const cut = await reportsRepository.ledgerPage(exec, accountId, ofYear, page, perPage);
  const ids = (kind: (k: string) => boolean) => cut.lines.filter((l) => kind(l.kind)).map((l) => l.id);
  const lines = await reportsRepository.ledgerLines(exec, accountId, ofYear, {
    movementIds: ids((k) => k !== 'collection'),
    paymentIds: ids((k) => k === 'collection'),
  });
  const [shown] = ledgerPages(lines, perPage);
  const carried = (pick: 'income' | 'expense') => cut.broughtForward[pick] + shown!.pageTotal[pick];
  return {
    pages: [
      {
        ...shown!,
        number: cut.page,
        broughtForward: cut.broughtForward,
        carriedForward: { income: carried('income'), expense: carried('expense') },
      },
    ],
    pageCount: Math.max(1, Math.ceil(cut.lineCount / perPage)),
    lineCount: cut.lineCount,
    income: cut.income,
    expense: cut.expense,
  };
}

/** Avans raporu: per resident, what came into the advance, what it paid, what was paid back, the balance. */
export const advanceReport = (exec: Executor, accountId: number, f: ReportFilters, page: Page | null) =>
  reportsResidentsRepository.advancesByResident(exec, accountId, f, page);

/** Virman kayıtları. */
export const transferReport = (exec: Executor, accountId: number, f: ReportFilters, page: Page | null) =>
  reportsRepository.transfers(exec, accountId, f, page);

export interface BalanceLine {
  id: number;
  name: string;
  parentId: number | null;
  /** account: one cash account; group: a parent with its sub-accounts together. */
  level: 'account' | 'group';
  opening: bigint;
  moneyIn: bigint;
  moneyOut: bigint;
  closing: bigint;
}

/**
 * Bakiye raporu: each cash account's opening, money in, money out and closing; a parent is followed by its sub-accounts
 * and a line with their sum. The grand total is the sum of the accounts (group lines are not added twice). The
 * residents' side: debts, what was paid on them, what is open, and the advances.
 */
export async function balanceReport(exec: Executor, accountId: number, f: ReportFilters) {
  const accounts = await reportsRepository.accountBalances(exec, accountId, f);
  const withClosing = accounts.map((a) => ({
    ...a,
    level: 'account' as const,
    closing: a.opening + a.moneyIn - a.moneyOut,
  }));
  const lines: BalanceLine[] = [];
  for (const parent of withClosing.filter((a) => a.parentId === null)) {
    const children = withClosing.filter((a) => a.parentId === parent.id);
    lines.push(parent, ...children);
    if (children.length > 0) {
      const family = [parent, ...children];
      const sum = (pick: (a: BalanceLine) => bigint) => family.reduce((total, a) => total + pick(a), 0n);
      lines.push({
        id: parent.id,
        name: parent.name,
        parentId: null,
        level: 'group',
        opening: sum((a) => a.opening),
        moneyIn: sum((a) => a.moneyIn),
        moneyOut: sum((a) => a.moneyOut),
        closing: sum((a) => a.closing),
      });
    }
  }
  const total = (pick: (a: BalanceLine) => bigint) => withClosing.reduce((sum, a) => sum + pick(a), 0n);
  const residents = await reportsResidentsRepository.residentsSide(exec, accountId, f);
  return {
    lines,
    opening: total((a) => a.opening),
    moneyIn: total((a) => a.moneyIn),
    moneyOut: total((a) => a.moneyOut),
    closing: total((a) => a.closing),
    residents: { ...residents, open: residents.debt - residents.paid },
  };
}

/** Borçlu yaşlandırma: each flat and responsible resident's overdue open debt by days late, as of `asOf`. */
export const debtorReport = (
  exec: Executor,
  accountId: number,
  f: ReportFilters,
  asOf: string,
  page: Page | null,
) => reportsResidentsRepository.debtorsAgeing(exec, accountId, f, asOf, AGEING_LIMITS, page);

/** İşletme projesi: every expense type's yearly budget. */
export const budgetsOf = (exec: Executor, accountId: number, year: number) =>
  reportsResidentsRepository.budgets(exec, accountId, year);

/** Sets the year's budgets; every type must be one of the account's expense types. */
export async function saveBudgets(
  exec: Executor,
  actor: Actor,
  accountId: number,
  year: number,
  items: { typeId: number; amount: bigint }[],
) {
  const ids = [...new Set(items.map((item) => item.typeId))];
  if (ids.length !== items.length) throw badRequest('Bir gider türü bütçede iki kez yazılmış.');
  if ((await reportsResidentsRepository.countExpenseTypes(exec, accountId, ids)) !== ids.length) {
    throw badRequest('Bütçe yalnızca bu hesabın gider türleri için girilebilir.');
  }
  const before = new Map(
    (await reportsResidentsRepository.budgets(exec, accountId, year)).map((b) => [b.typeId, b.amount]),
  );
  await reportsResidentsRepository.saveBudgets(exec, accountId, year, items);
  // The form sends every line; only the lines whose amount changed are changes worth a log entry.
  const changed = items.filter((item) => (before.get(item.typeId) ?? 0n) !== item.amount);
  await recordAuditBatch(
    exec,
    actor,
    changed.map((item) => ({
      table: 'budgets',
      action: 'update' as const,
      recordId: `${year}-${item.typeId}`,
      before: { amount: before.get(item.typeId) ?? 0n },
      after: { year, accountingTypeId: item.typeId, amount: item.amount },
    })),
  );
  return reportsResidentsRepository.budgets(exec, accountId, year);
}

/**
 * Bütçe raporu: per expense type and month, the budget (the year's amount split over the months to the kuruş)
 * against the actual expenses, for types with a budget or an expense that year.
 */
export async function budgetReport(exec: Executor, accountId: number, year: number, typeId: number | null) {
  const budgets = (await reportsResidentsRepository.budgets(exec, accountId, year)).filter(
    (b) => typeId === null || b.typeId === typeId,
  );
  const actuals = await reportsResidentsRepository.expensesByTypeMonth(exec, accountId, year, typeId);
  const actualOf = new Map(actuals.map((a) => [`${a.typeId}:${a.month}`, a.amount]));
  const rows = budgets
    .filter((b) => b.amount > 0n || actuals.some((a) => a.typeId === b.typeId))
    .flatMap((b) => {
      const planned = budgetByMonth(year, b.amount);
      return monthsOf(year).map((month) => {
        const budget = planned.get(month) ?? 0n;
        const actual = actualOf.get(`${b.typeId}:${month}`) ?? 0n;
        return { typeId: b.typeId, typeName: b.typeName, month, budget, actual, difference: budget - actual };
      });
    });
  const budget = rows.reduce((sum, row) => sum + row.budget, 0n);
  const actual = rows.reduce((sum, row) => sum + row.actual, 0n);
  return { rows, budget, actual, difference: budget - actual };
}
