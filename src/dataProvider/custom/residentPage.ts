import { API_ROOT } from '../apiRoot';
import { http } from '../http';
import { createSend, type ReadAnswer, type Send, type WriteAnswer } from '../send';

/** What a resident's personal link shows (GET /r/:token). Money is TRY with two decimals; dates DD.MM.YYYY. */
export interface ResidentSummary {
  name: string;
  assoc_name: string;
  /** False once the resident has left every flat: the page shows no flat, debt, poll or form. */
  has_flat: boolean;
  /** `payment_code`: what the resident writes in a bank transfer's description (docs/bank.md). */
  flats: { flat: string; role: string; role_type: 1 | 2 | 3; payment_code?: string | null }[];
  /**
   * `id` and `flat` (the flat's label) let the resident choose debts to pay online; the page offers paying only
   * when every debt carries its id.
   */
  debts: { id?: number; flat?: string; description: string; due_date: string | null; remaining: number }[];
  total_debt: number;
  receipts: { id: number; number: number; date: string | null; total: number }[];
  /** `file_name`: the attached file's shown name, null without one. */
  announcements: {
    id: number;
    title: string;
    content: string;
    date: string | null;
    file_name: string | null;
  }[];
  /** The account's online payment, absent or null when it is off; `commission_rate` a percent ("1,99"). */
  online_payment?: {
    provider: 'paytr' | 'iyzico' | 'test';
    commission_payer: 'association' | 'resident';
    commission_rate: string;
  } | null;
}

/** A card payment begun from the page: amounts in lira; the browser goes on to `redirect_url`. */
export interface StartedPayment {
  payment_id: number;
  amount: number;
  fee: number;
  redirect_url: string;
}

/**
 * A card payment's state; `total` is what the card is charged (the fee included only when the resident bears it),
 * `failure_reason` the provider's reason in Turkish, `receipt` there once paid.
 */
export interface ResidentPayment {
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  amount: number;
  fee: number;
  total: number;
  failure_reason?: string | null;
  receipt?: { id: number; number: number; pdf_url: string } | null;
}

export interface ResidentPoll {
  id: number;
  title: string;
  question: string;
  /** DD.MM.YYYY */
  end_date: string;
  open: boolean;
  options: { id: number; text: string }[];
  my_vote: number | null;
}

/** The resident's own e-mail choice (GET/PUT /r/:token/mail); `email_bounced_on` DD.MM.YYYY. */
export interface ResidentMailChoice {
  email: string | null;
  email_bounced_on: string | null;
  email_opt_out: boolean;
}

export type TicketCategory = 'fault' | 'complaint' | 'suggestion' | 'other';
export const TICKET_CATEGORIES: TicketCategory[] = ['fault', 'complaint', 'suggestion', 'other'];

/** One message of a ticket's thread or of the conversation with the management; `created_at` is ISO 8601. */
export interface ResidentMessage {
  body: string;
  from_resident: boolean;
  created_at: string;
}

export interface ResidentTicket {
  id: number;
  subject: string;
  category: TicketCategory;
  status: string;
  created_at: string;
  messages: ResidentMessage[];
}

export interface NewTicket {
  subject: string;
  category: TicketCategory;
  body: string;
}

type Records<T> = { Records: T[] };

const base = (token: string) => `/r/${encodeURIComponent(token)}`;

/**
 * The resident page's calls (docs/domain.md, "Resident page links"). Every one takes the personal link's
 * token, which is the only credential: no sign-in. A card payment only begins here; the provider's verified
 * answer to the server posts the money.
 */
export const residentPageMethods = (send: Send) => ({
  summary: (token: string) => send<ReadAnswer<ResidentSummary>>({ method: 'GET', url: base(token) }),
  polls: (token: string) => send<Records<ResidentPoll>>({ method: 'GET', url: `${base(token)}/surveys` }),
  vote: (token: string, body: { survey_id: number; option_id: number }) =>
    send<WriteAnswer>({ method: 'POST', url: `${base(token)}/vote`, data: body }),
  tickets: (token: string) => send<Records<ResidentTicket>>({ method: 'GET', url: `${base(token)}/tickets` }),
  openTicket: (token: string, body: NewTicket) =>
    send<WriteAnswer<{ id: number }>>({ method: 'POST', url: `${base(token)}/ticket`, data: body }),
  replyToTicket: (token: string, ticketId: number, body: { body: string }) =>
    send<WriteAnswer>({ method: 'POST', url: `${base(token)}/ticket/${ticketId}/message`, data: body }),
  messages: (token: string) =>
    send<Records<ResidentMessage & { id: number }>>({ method: 'GET', url: `${base(token)}/messages` }),
  sendMessage: (token: string, body: { body: string }) =>
    send<WriteAnswer>({ method: 'POST', url: `${base(token)}/message`, data: body }),
  startPayment: (token: string, body: { debt_ids: number[] }) =>
    send<ReadAnswer<StartedPayment>>({ method: 'POST', url: `${base(token)}/payments`, data: body }),
  payment: (token: string, paymentId: number) =>
    send<ReadAnswer<ResidentPayment>>({ method: 'GET', url: `${base(token)}/payments/${paymentId}` }),
  mailChoice: (token: string) =>
    send<ReadAnswer<ResidentMailChoice>>({ method: 'GET', url: `${base(token)}/mail` }),
  saveMailChoice: (token: string, body: { email_opt_out: boolean }) =>
    send<WriteAnswer<ResidentMailChoice>>({ method: 'PUT', url: `${base(token)}/mail`, data: body }),
  /** The test provider's simulated bank (docs/decisions.md, "Online payment in the client (issue 24)"): the card never leaves it. */
  completeTestPayment: (body: { payment_id: number; card: string }) =>
    send<WriteAnswer>({ method: 'POST', url: '/online-payments/test/complete', data: body }),
});

/**
 * The resident page lives outside react-admin (it must not download the back office), so it calls these
 * directly rather than through the dataProvider's context; the HTTP client and its error mapping are the same.
 */
export const residentPageApi = residentPageMethods(createSend(http));

/** A receipt's PDF, opened as a plain link: the token in the path is its only credential. */
export const residentReceiptUrl = (token: string, receiptId: number) =>
  `${API_ROOT}${base(token)}/receipt/${receiptId}`;

/** An announcement's attached file, downloaded as a plain link like a receipt (issue 26). */
export const residentAnnouncementFileUrl = (token: string, announcementId: number) =>
  `${API_ROOT}${base(token)}/announcement/${announcementId}/file`;
