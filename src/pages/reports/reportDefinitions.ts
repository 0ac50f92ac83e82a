import { phoneText } from '../../../common/phone';
import type { ReportName, ReportRow } from '../../dataProvider/custom/reports';

/** How a column's value is shown: TL, TL left blank when 0 (one side of a book), a movement kind, or as it comes. */
export type ColumnKind = 'money' | 'side' | 'kind' | 'text';

export interface ReportColumn {
  /** The row's field; its header is `app.reports.columns.<source>`. */
  source: string;
  kind?: ColumnKind;
  /** The cell's text when it is not the field as sent (a flat is its building and number). */
  value?: (row: ReportRow) => string | number | null;
}

/** The filters a report offers. */
export type ReportFilter = 'dates' | 'account' | 'type' | 'building' | 'year' | 'date' | 'kind';

export interface ReportDefinition {
  name: ReportName;
  filters: ReportFilter[];
  /** Which accounting types the type filter lists: 1 income, 2 expense. */
  typeKind?: 1 | 2;
  columns: ReportColumn[];
  /** AdditionalData's money fields, labelled `app.reports.total_labels.<key>`. */
  totals: string[];
  /** Totals of the page on screen only (the business ledger's carried totals); not in the Excel file. */
  pageTotals?: string[];
  /** AdditionalData's balance the page starts from, shown as the table's first line (the cash book's devreden). */
  broughtForward?: string;
  /** The report needs an account before it asks the server (account activities). */
  needsAccount?: boolean;
}

const money = (source: string): ReportColumn => ({ source, kind: 'money' });
const side = (source: string): ReportColumn => ({ source, kind: 'side' });
const text = (source: string): ReportColumn => ({ source });
const phone: ReportColumn = { source: 'phone', value: (row) => phoneText(row.phone as string | null) };

/** The ten reports of issue 9, in the picker's order. */
export const REPORTS: ReportDefinition[] = [
  {
    name: 'balance',
    filters: ['dates', 'building'],
    columns: [text('account'), money('opening'), money('money_in'), money('money_out'), money('closing')],
    totals: ['opening', 'money_in', 'money_out', 'closing', 'debt', 'paid', 'open', 'advances'],
  },
  {
    name: 'cash-book',
    filters: ['dates', 'account'],
    broughtForward: 'page_opening',
    columns: [
      text('date'),
      text('account'),
      { source: 'kind', kind: 'kind' },
      text('party'),
      text('description'),
      side('money_in'),
      side('money_out'),
      money('balance'),
    ],
    totals: ['opening', 'money_in', 'money_out', 'closing'],
  },
  {
    name: 'income',
    filters: ['dates', 'account', 'type', 'building'],
    typeKind: 1,
    columns: [text('month'), text('accounting_type'), money('income'), money('collection'), money('total')],
    totals: ['income', 'collection', 'total'],
  },
  {
    name: 'expense',
    filters: ['dates', 'account', 'type'],
    typeKind: 2,
    columns: [
      text('month'),
      text('accounting_type'),
      text('current_account'),
      text('count'),
      money('amount'),
    ],
    totals: ['amount'],
  },
  {
    name: 'ledger',
    filters: ['year', 'account'],
    columns: [
      text('line'),
      text('date'),
      text('document'),
      text('accounting_type'),
      text('party'),
      text('description'),
      side('income'),
      side('expense'),
    ],
    pageTotals: [
      'brought_forward_income',
      'brought_forward_expense',
      'page_income',
      'page_expense',
      'carried_forward_income',
      'carried_forward_expense',
    ],
    totals: ['income', 'expense', 'net'],
  },
  {
    name: 'activity',
    filters: ['account', 'dates', 'kind'],
    needsAccount: true,
    columns: [
      text('date'),
      { source: 'kind', kind: 'kind' },
      text('accounting_type'),
      text('party'),
      text('description'),
      text('receipt_number'),
      side('money_in'),
      side('money_out'),
    ],
    totals: ['money_in', 'money_out', 'net'],
  },
  {
    name: 'advances',
    filters: ['dates', 'building'],
    columns: [
      text('resident'),
      phone,
      money('deposited'),
      money('used'),
      money('withdrawn'),
      money('balance'),
    ],
    totals: ['deposited', 'used', 'withdrawn', 'balance'],
  },
  {
    name: 'virman',
    filters: ['dates', 'account'],
    columns: [text('date'), text('from_account'), text('to_account'), text('description'), money('amount')],
    totals: ['amount'],
  },
  {
    name: 'debtors',
    filters: ['date', 'building', 'type'],
    typeKind: 1,
    columns: [
      { source: 'apartment', value: (row) => `${row.building} ${row.identifier}` },
      text('resident'),
      phone,
      text('oldest_due_date'),
      money('days_0_30'),
      money('days_31_60'),
      money('days_61_90'),
      money('days_over_90'),
      money('open'),
    ],
    totals: ['days_0_30', 'days_31_60', 'days_61_90', 'days_over_90', 'open'],
  },
  {
    name: 'budget',
    filters: ['year', 'type'],
    typeKind: 2,
    columns: [text('accounting_type'), text('month'), money('budget'), money('actual'), money('difference')],
    totals: ['budget', 'actual', 'difference'],
  },
];

export const reportNamed = (name: string | undefined) => REPORTS.find((report) => report.name === name);
