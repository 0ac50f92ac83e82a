/**
 * Where each dashboard figure leads: the report that sums the same rows. The reports' paths live here only, so
 * moving a report is one change.
 */
const REPORTS = '/reports';

export const REPORT_PATHS = {
  /** Balance report: the accounts' closing balances, and the residents' debt, collected and open. */
  balance: `${REPORTS}/balance`,
  /** Income report: collections and incomes by type and month. */
  income: `${REPORTS}/income`,
  /** Expense report: expenses by type, supplier and month. */
  expense: `${REPORTS}/expense`,
  /** Debtors with ageing: each flat and responsible person's open debt. */
  debtors: `${REPORTS}/debtors`,
  /** Cash book: every movement of the accounts in date order. */
  cashBook: `${REPORTS}/cash-book`,
} as const;

/** A report's address with the period the figure covers (DD.MM.YYYY), as the report's filters read it. */
export function reportLink(path: string, period?: { start_date: string; end_date: string }): string {
  return period ? `${path}?${new URLSearchParams(period).toString()}` : path;
}
