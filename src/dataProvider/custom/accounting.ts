import type { ListAnswer } from '../apiMapping';
import type { ListWithTotals, PageArgs, Send, WriteAnswer, WriteResult } from '../send';
import type { NamedChoice } from './lookups';

/** One line of a supplier's statement (GET /current/records): an invoice received or a payment made. */
export interface StatementRow {
  id: number;
  kind: 'invoice' | 'payment';
  /** DD.MM.YYYY */
  date: string;
  document_no: string | null;
  description: string | null;
  /** The cash account a payment went out of (null on an invoice). */
  account: string | null;
  /** What the invoice added to the debt. */
  debit: number;
  /** What the payment took off it. */
  credit: number;
  /** What is still owed after this line. */
  balance: number;
  /** The expense that recorded it (a payment, or an invoice recorded with its payment): changed there. */
  expense_id: number | null;
}

export interface StatementTotals {
  invoiced: number;
  paid: number;
  /** What was owed before the first day of the date filter (0 without one). */
  opening: number;
  balance: number;
}

/** An invoice received from a supplier, as POST and PUT /current/record take it. */
export interface SupplierInvoiceBody {
  id?: number;
  current_account_id: number;
  amount: number;
  date: string;
  document_no: string | null;
  description: string | null;
}

export interface SupplierAccount extends NamedChoice {
  phone: string | null;
  tax_number: string | null;
  balance: number;
}

/** Incomes, expenses and their invoice files, suppliers (cari) and their statements (docs/accounting.md). */
export const accountingMethods = (send: Send) => ({
  /** Income (1) or expense (2) types for a money form's picker: GET /accounting/types?type, every one. */
  accountingTypeChoices: (params: { type: 1 | 2 }) =>
    send<ListAnswer<NamedChoice>>({
      method: 'GET',
      url: '/accounting/types',
      params: { ...params, is_print: true },
    }),
  /** Every supplier: GET /current/accounts without a page. */
  supplierAccounts: () => send<ListAnswer<SupplierAccount>>({ method: 'GET', url: '/current/accounts' }),
  /** PUT /expense/{id}/invoice with the file as multipart `file` (PDF, JPEG or PNG). */
  uploadExpenseInvoice: ({ id, file }: { id: number; file: File }) => {
    const body = new FormData();
    body.append('file', file);
    return send<WriteAnswer<{ invoice_name: string | null }>>({
      method: 'PUT',
      url: `/expense/${id}/invoice`,
      data: body,
    });
  },
  /** GET /expense/{id}/invoice: the file itself. */
  expenseInvoice: ({ id }: { id: number }) =>
    send<Blob>({ method: 'GET', url: `/expense/${id}/invoice`, responseType: 'blob' }),
  removeExpenseInvoice: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'DELETE', url: `/expense/${id}/invoice` }),
  /** A supplier's statement in date order with the running balance; its totals in AdditionalData. */
  supplierStatement: (
    params: { current_account_id: number; start_date?: string; end_date?: string } & PageArgs,
  ) =>
    send<ListWithTotals<StatementRow, StatementTotals>>({ method: 'GET', url: '/current/records', params }),
  /** The whole statement (every line of the days) as a PDF, to print or hand over. */
  supplierStatementPdf: (params: { current_account_id: number; start_date?: string; end_date?: string }) =>
    send<Blob>({
      method: 'GET',
      url: '/current/records',
      params: { ...params, format: 'pdf' },
      responseType: 'blob',
    }),
  /** POST /current/record a new invoice, PUT with its `id` a changed one. */
  saveSupplierInvoice: (body: SupplierInvoiceBody) =>
    send<WriteResult<StatementRow>>({
      method: body.id === undefined ? 'POST' : 'PUT',
      url: '/current/record',
      data: body,
      idempotent: true,
    }),
  deleteSupplierInvoice: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'DELETE', url: '/current/record', data: { id }, idempotent: true }),
});
