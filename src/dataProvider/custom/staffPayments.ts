import type { ListAnswer } from '../apiMapping';
import type { Send } from '../send';

export type StaffPaymentKind = 'wage' | 'advance' | 'bonus' | 'other';

/** A staff member still employed, for the payment form's picker; their monthly wage fills a wage's amount. */
export interface StaffChoice {
  id: number;
  name: string;
  monthly_wage: number;
}

/** One payment as GET /staff/payment and the statement answer it (TL, DD.MM.YYYY). */
export interface StaffPaymentRow {
  id: number;
  staff_id: number;
  staff: string;
  kind: StaffPaymentKind;
  amount: number;
  account_id: number;
  account: string;
  accounting_type_id: number;
  accounting_type: string;
  date: string;
  description: string | null;
}

/** Paid in total (`amount`) and per kind, over every matching payment. */
export type StaffPaidTotals = { amount: number } & Record<StaffPaymentKind, number>;

export interface StaffStatement {
  staff: { id: number; name: string };
  Records: (StaffPaymentRow & { paid_so_far: number })[];
  AdditionalData: StaffPaidTotals;
}

/** Whose statement, and optionally over which dates. */
export interface StaffStatementQuery {
  staff_id: number;
  start_date?: string;
  end_date?: string;
}

/** Staff payments' own reads beyond the resource's list (issue 12). */
export const staffPaymentMethods = (send: Send) => ({
  /** GET /staff/payment/staff: who may be paid. */
  staffPaymentChoices: () => send<ListAnswer<StaffChoice>>({ method: 'GET', url: '/staff/payment/staff' }),
  /** GET /staff/{id}/payments: a staff member's statement, oldest first, with what was paid so far. */
  staffStatement: ({ staff_id, ...range }: StaffStatementQuery) =>
    send<StaffStatement>({ method: 'GET', url: `/staff/${staff_id}/payments`, params: range }),
  /** The same statement as a PDF, to print or hand over. */
  staffStatementPdf: ({ staff_id, ...range }: StaffStatementQuery) =>
    send<Blob>({
      method: 'GET',
      url: `/staff/${staff_id}/payments`,
      params: { ...range, format: 'pdf' },
      responseType: 'blob',
    }),
});
