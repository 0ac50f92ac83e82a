import type { ListWithTotals, ReadAnswer, Send, WriteAnswer } from '../send';

export type PaymentProviderName = 'paytr' | 'iyzico' | 'test';
export type CommissionPayer = 'association' | 'resident';
export type OnlinePaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded';

/**
 * The account's online payment settings as GET /online-payments/settings answers them: never the secrets, only
 * whether they are stored. `commission_rate` is a percent as a number (1.99 = %1,99).
 */
export interface OnlinePaymentSettings {
  provider: PaymentProviderName | null;
  credentials_set: boolean;
  commission_payer: CommissionPayer;
  commission_rate: number;
  cash_account_id: number | null;
}

/** What PUT sends: the credentials of the chosen provider, each only when typed (an empty one keeps the stored). */
export interface OnlinePaymentSettingsBody {
  provider: PaymentProviderName;
  merchant_id?: string;
  merchant_key?: string;
  merchant_salt?: string;
  api_key?: string;
  secret_key?: string;
  commission_payer: CommissionPayer;
  commission_rate: string;
  cash_account_id: number;
}

/**
 * One row of Online ödemeler as the server sends it (server/schemas/payments/payments.ts): amounts in lira,
 * `created_at` and `paid_at` already "DD.MM.YYYY HH:mm" in Istanbul time.
 */
export interface OnlinePaymentRow {
  id: number;
  status: OnlinePaymentStatus;
  resident_name: string;
  /** The flats of the debts paid, "A Blok 3, A Blok 4". */
  flats: string;
  amount: number;
  fee: number;
  provider: PaymentProviderName;
  provider_ref: string | null;
  created_at: string;
  paid_at: string | null;
}

/** The list's filters: a status and days DD.MM.YYYY. */
export type OnlinePaymentFilter = {
  status?: OnlinePaymentStatus;
  start_date?: string;
  end_date?: string;
};

/** The manager's side of online dues payment: the settings, the payments made by card, and their refund. */
export const onlinePaymentMethods = (send: Send) => ({
  onlinePaymentSettings: () =>
    send<ReadAnswer<OnlinePaymentSettings>>({ method: 'GET', url: '/online-payments/settings' }),
  saveOnlinePaymentSettings: (body: OnlinePaymentSettingsBody) =>
    send<WriteAnswer<OnlinePaymentSettings>>({ method: 'PUT', url: '/online-payments/settings', data: body }),
  onlinePayments: (args: OnlinePaymentFilter & { page: number; per_page: number }) =>
    send<ListWithTotals<OnlinePaymentRow, undefined>>({
      method: 'GET',
      url: '/online-payments',
      params: args,
    }),
  refundOnlinePayment: ({ id }: { id: number }) =>
    send<WriteAnswer>({ method: 'POST', url: `/online-payments/${id}/refund`, data: {} }),
});
