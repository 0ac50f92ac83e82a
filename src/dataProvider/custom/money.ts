import type { ListWithTotals, PageArgs, ReadAnswer, Send, WriteAnswer, WriteResult } from '../send';
import type { CollectionResult, DebtRow, DebtTotals, EntryAnswer } from './moneyAnswers';

/** The entry screens (docs/domain.md, "Entry modes and the split") and the call each makes. */
export const DEBT_ENTRY_PATHS = {
  single: '/debt/single',
  multi: '/debt/multi',
  amount: '/debt/amount',
  land: '/debt/land',
  area: '/debt/area',
  'per-person': '/debt/parent/count',
  group: '/debt/by/group',
} as const;
export type EntryMode = keyof typeof DEBT_ENTRY_PATHS;

/** Who pays a collection: a resident or a flat. */
export interface PayerRef {
  kind: 'resident' | 'apartment';
  id: number;
}

const payerField = (payer: PayerRef) => ({
  [payer.kind === 'resident' ? 'resident_id' : 'apartment_id']: payer.id,
});

export type PayerDebts = ListWithTotals<DebtRow, DebtTotals & { advance_balance?: number }>;

export interface CollectionBody {
  payer: PayerRef;
  amount: number;
  /** The ticked debts, or null: oldest first. */
  debt_ids: number[] | null;
}

/** How POST /payment/debts with `preview` would spread an amount. */
export interface CollectionPreview {
  amount: number;
  allocations: {
    debt_id: number;
    description: string;
    due_date: string;
    remaining: number;
    amount: number;
    remaining_after: number;
  }[];
  to_advance: number;
}

/** What a collection form sends besides the payer and the amount. */
export interface PaymentFields {
  account_id: number;
  accounting_type_id: number;
  /** DD.MM.YYYY */
  date: string;
  description: string | null;
}

export interface InterestSetting {
  rate: number;
  mode: 'daily' | 'monthly';
  start_date: string | null;
}

/** A resident's advance balance (GET /advance/payments). */
export interface AdvanceBalanceRow {
  resident_id: number;
  name: string;
  surname: string;
  phone: string | null;
  balance: number;
}

/** A cash movement of a payment or an advance (GET /user/transfer). */
export interface TransferRow {
  id: number;
  kind: string;
  kind_name: string;
  direction: 'in' | 'out';
  amount: number;
  account_id: number;
  account: string;
  resident_id: number | null;
  resident_name: string | null;
  date: string;
  description: string | null;
  receipt_id: number | null;
  receipt_number: number | null;
  deletable: boolean;
  /** Why it is not undone in this list and where it is, when it is not deletable. */
  not_deletable_reason: string | null;
}

/** A receipt of the list (GET /receipts). */
export interface ReceiptRow {
  id: number;
  number: number;
  date: string;
  payer_name: string;
  amount: number;
  remaining: number;
  account: string;
  description: string | null;
  is_cancelled: boolean;
}

/** What undoing a receipt's collection gives back (GET /user/receipt/:id/undo), shown before it is confirmed. */
export interface ReceiptUndoPlan {
  receipt_id: number;
  number: number;
  date: string;
  payer_name: string;
  amount: number;
  account: string;
  debts: {
    debt_id: number;
    description: string;
    due_date: string;
    flat: string;
    amount: number;
    remaining_after: number;
  }[];
  advance: number;
  is_cancelled: boolean;
  /** Why the undo would be refused now; null when it can be done. */
  refusal: string | null;
}

/** A late debt with its compensation (GET /interest/reports). */
export interface InterestReportRow {
  debt_id: number;
  apartment_id: number;
  building_name: string;
  identifier: string;
  resident_id: number;
  resident_name: string;
  accounting_type: string;
  description: string;
  due_date: string;
  amount: number;
  remaining: number;
  rate: number;
  days_late: number;
  months_late: number;
  compensation: number;
  total: number;
}

export interface InterestReportTotals {
  remaining: number;
  compensation: number;
  total: number;
  date: string;
  rate: number;
  mode: InterestSetting['mode'];
}

/** Debts, collections, advances, receipts and interest (the API section "Debts and collections"). */
export const moneyMethods = (send: Send) => ({
  /** GET /user/receipt/file/:id: a receipt's PDF. */
  receiptFile: ({ receiptId }: { receiptId: number }) =>
    send<Blob>({ method: 'GET', url: `/user/receipt/file/${receiptId}`, responseType: 'blob' }),
  /** A resident's receipts, cancelled ones too, newest number first (GET /receipts?resident_id=). */
  residentReceipts: (params: PageArgs & { resident_id: number }) =>
    send<ListWithTotals<ReceiptRow, never>>({ method: 'GET', url: '/receipts', params }),
  /** GET /user/receipt/:id/undo: what undoing the receipt's collection gives back, or why it is refused. */
  receiptUndoPlan: ({ receiptId }: { receiptId: number }) =>
    send<ReadAnswer<ReceiptUndoPlan>>({ method: 'GET', url: `/user/receipt/${receiptId}/undo` }),
  /** POST /user/receipt/:id/undo: undoes the collection; the receipt stays, cancelled. */
  undoReceipt: ({ receiptId }: { receiptId: number }) =>
    send<WriteAnswer>({ method: 'POST', url: `/user/receipt/${receiptId}/undo`, idempotent: true }),
  /** POST /receipt/sms: the receipt's payment message to the payer's phone (answer: its description). */
  sendReceiptSms: (body: { receipt_id: number }) =>
    send<WriteAnswer>({ method: 'POST', url: '/receipt/sms', data: body }),
  /** Every debt of a resident (GET /resident/debts) or of a flat (GET /apartment/debts), oldest first. */
  payerDebts: (payer: PayerRef) =>
    send<PayerDebts>({
      method: 'GET',
      url: payer.kind === 'resident' ? '/resident/debts' : '/apartment/debts',
      params: { ...payerField(payer), page: 1, per_page: 500 },
    }),
  previewCollection: ({ payer, ...body }: CollectionBody) =>
    send<WriteResult<CollectionPreview>>({
      method: 'POST',
      url: '/payment/debts',
      data: { ...payerField(payer), ...body, preview: true },
    }),
  collect: ({ payer, ...body }: CollectionBody & PaymentFields) =>
    send<WriteResult<CollectionResult>>({
      method: 'POST',
      url: '/payment/debts',
      data: { ...payerField(payer), ...body, preview: false },
      idempotent: true,
    }),
  /** POST /payment/debt: pays one debt; more than it owes goes to the payer's advance. */
  payDebt: (body: PaymentFields & { debt_id: number; amount: number }) =>
    send<WriteResult<CollectionResult>>({
      method: 'POST',
      url: '/payment/debt',
      idempotent: true,
      data: {
        debt_id: body.debt_id,
        account_id: body.account_id,
        accounting_type_id: body.accounting_type_id,
        amount: body.amount,
        date: body.date,
        description: body.description,
      },
    }),
  /** DELETE /user/transfer/:id: undoes a collection or an advance movement. */
  deleteTransfer: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'DELETE', url: `/user/transfer/${id}`, idempotent: true }),
  /** One of the debt entry screens, previewed (`preview: true`) or saved. */
  enterDebts: ({ mode, body }: { mode: EntryMode; body: Record<string, unknown> & { preview: boolean } }) =>
    send<EntryAnswer>({ method: 'POST', url: DEBT_ENTRY_PATHS[mode], data: body, idempotent: true }),
  /** Residents' advance balances, a page at a time, optionally those whose name or phone matches `key`. */
  advanceBalances: (params: PageArgs & { key?: string }) =>
    send<ListWithTotals<AdvanceBalanceRow, { balance: number }>>({
      method: 'GET',
      url: '/advance/payments',
      params,
    }),
  /** Payments and advance movements with their cash side, newest first (GET /user/transfer). */
  transfers: (params: PageArgs) =>
    send<ListWithTotals<TransferRow, never>>({ method: 'GET', url: '/user/transfer', params }),
  /** Late debts and their compensation on a date (GET /interest/reports). */
  interestReport: (params: PageArgs & { date: string }) =>
    send<ListWithTotals<InterestReportRow, InterestReportTotals>>({
      method: 'GET',
      url: '/interest/reports',
      params,
    }),
  interestSetting: () => send<ReadAnswer<InterestSetting>>({ method: 'GET', url: '/interest/setting' }),
  saveInterestSetting: (body: { rate: string; mode: InterestSetting['mode']; start_date: string | null }) =>
    send<WriteResult<InterestSetting>>({ method: 'PUT', url: '/interest/setting', data: body }),
});
