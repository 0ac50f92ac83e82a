import type { ListAnswer } from '../apiMapping';
import type { ListWithTotals, Send, WriteAnswer } from '../send';

/** The filters every report call takes (null = no filter); dates DD.MM.YYYY. */
export interface ReportFilters {
  start_date?: string | null;
  end_date?: string | null;
  account_id?: number | null;
  accounting_type_id?: number | null;
  building_id?: number | null;
  resident_id?: number | null;
  current_account_id?: number | null;
  /** The business ledger and the budget: the year. */
  year?: number;
  /** The debtors' report: the day the ageing is counted to. */
  date?: string | null;
  /** Account activities: one kind of movement. */
  kind?: string | null;
}
export type ReportArgs = ReportFilters & { page: number; per_page: number };

/**
 * The report calls (docs/domain.md, "Reports computed from the ledger", and issue 9), by the report's name in the
 * browser.
 */
export const REPORT_PATHS = {
  income: '/payment/report',
  expense: '/expense/report',
  'cash-book': '/pay/exp/report',
  ledger: '/ledger/report',
  activity: '/account/activity/report',
  advances: '/advance/payment/report',
  virman: '/virman/report',
  balance: '/balance/report',
  debtors: '/debtor/report',
  budget: '/budget/report',
} as const;
export type ReportName = keyof typeof REPORT_PATHS;

/** A report row: text, numbers (TL) and ids, as the server sends them. */
export type ReportRow = Record<string, string | number | null>;
export type ReportAnswer = ListWithTotals<ReportRow, Record<string, number | string>>;

export interface BudgetLine {
  accounting_type_id: number;
  accounting_type: string;
  amount: number;
}

/**
 * Reports (docs/domain.md, "Reports computed from the ledger"): one page with totals, the same as a PDF, and the
 * budget.
 */
export const reportMethods = (send: Send) => ({
  /** One page of a report; AdditionalData holds the totals of every matching row. */
  report: ({ name, ...data }: ReportArgs & { name: ReportName }) =>
    send<ReportAnswer>({ method: 'POST', url: REPORT_PATHS[name], data }),
  /** The whole report as a PDF (every row), for download. */
  reportPdf: ({ name, ...data }: ReportFilters & { name: ReportName }) =>
    send<Blob>({
      method: 'POST',
      url: REPORT_PATHS[name],
      params: { format: 'pdf' },
      data,
      responseType: 'blob',
    }),
  /** İşletme projesi: every expense type with its yearly budget. */
  budgets: ({ year }: { year: number }) =>
    send<ListAnswer<BudgetLine>>({ method: 'GET', url: '/budgets', params: { year } }),
  saveBudgets: (data: { year: number; items: { accounting_type_id: number; amount: string | number }[] }) =>
    send<WriteAnswer<BudgetLine[]>>({ method: 'PUT', url: '/budgets', data }),
});
