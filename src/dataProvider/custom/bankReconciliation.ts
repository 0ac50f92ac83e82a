import type { ReadAnswer, Send } from '../send';

/** Money as the API writes it: a decimal ("1234.56") or a number with at most two decimals. */
type Amount = string | number;

/** One day of the reconciliation: the books' and the bank's balance at its end (docs/bank.md). */
export interface ReconciliationDay {
  /** DD.MM.YYYY */
  date: string;
  book_balance: Amount;
  bank_balance: Amount | null;
  difference: Amount;
}

/** A movement of the books with no bank line. */
export interface BookOnlyMovement {
  id: number;
  date: string;
  amount: Amount;
  kind: string;
  description: string | null;
}

/** A bank line with no movement of the books. */
export interface BankOnlyLine {
  id: number;
  value_date: string;
  amount: Amount;
  description: string | null;
  status: 'suggested' | 'unmatched' | 'posted' | 'ignored';
}

export interface Reconciliation {
  days: ReconciliationDay[];
  first_difference_date: string | null;
  /** One page of each list (RECONCILIATION_PER_PAGE rows), with the count of all its rows. */
  book_only: BookOnlyMovement[];
  bank_only: BankOnlyLine[];
  book_only_total: number;
  bank_only_total: number;
}

/** Rows of each list the server answers per page when not asked otherwise (docs/bank.md, "API"). */
export const RECONCILIATION_PER_PAGE = 100;

export type ReconciliationArgs = {
  account_id: number;
  /** DD.MM.YYYY */
  start_date: string;
  end_date: string;
};

/** The pages of the two lists, 1-based; left out, the first. */
export type ReconciliationPageArgs = { book_page?: number; bank_page?: number };

/** Mutabakat (docs/bank.md, "API"): the books against one bank account, day by day, and the same as a file. */
export const bankReconciliationMethods = (send: Send) => ({
  bankReconciliation: (params: ReconciliationArgs & ReconciliationPageArgs) =>
    send<ReadAnswer<Reconciliation>>({ method: 'GET', url: '/bank/reconciliation', params }),
  bankReconciliationFile: (params: ReconciliationArgs & { format: 'xlsx' | 'pdf' }) =>
    send<Blob>({ method: 'GET', url: '/bank/reconciliation', params, responseType: 'blob' }),
});
