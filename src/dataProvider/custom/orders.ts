import type { ListWithTotals, PageArgs, ReadAnswer, Send, WriteResult } from '../send';
import type { Licence } from './session';

export interface Package {
  id: number;
  kind: 'licence' | 'sms';
  name: string;
  apartment_count: number | null;
  month: number | null;
  sms_credits: number | null;
  /** TL, VAT included. */
  price: number;
  retired_at: string | null;
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'cancelled';

export interface Order {
  id: number;
  package_id: number;
  package_name: string;
  kind: 'licence' | 'sms';
  apartment_count: number | null;
  month: number | null;
  sms_credits: number | null;
  amount: number;
  status: OrderStatus;
  reference: string;
  receipt_no: number | null;
  /** ISO instants. */
  created_at: string;
  paid_at: string | null;
  cancelled_at: string | null;
}

/** Where to transfer the amount of an order (the server's configuration). */
export interface BankDetails {
  bank_name: string;
  iban: string;
  holder: string;
}

export type PlacedOrder = Order & { bank: BankDetails };

/**
 * Packages, orders and the licence-only sign-in (issue 12). An owner whose licence has ended signs in with
 * `licenceSignIn`; the token it answers is kept by the authStore and sent on these calls only.
 */
export const orderMethods = (send: Send) => ({
  packages: () => send<ReadAnswer<Package[]>>({ method: 'GET', url: '/packages' }),
  orderLicence: (body: { package_id: number; apartment_count: number | null; month: number | null }) =>
    send<WriteResult<PlacedOrder>>({ method: 'POST', url: '/order', data: body }),
  orderSms: (body: { id: number }) =>
    send<WriteResult<PlacedOrder>>({ method: 'POST', url: '/package/sms', data: body }),
  orders: (params: PageArgs) =>
    send<ListWithTotals<Order, BankDetails>>({ method: 'GET', url: '/orders', params }),
  /** GET /order/receipt/:id: a paid order's receipt as a PDF. */
  orderReceiptFile: ({ orderId }: { orderId: number }) =>
    send<Blob>({ method: 'GET', url: `/order/receipt/${orderId}`, responseType: 'blob' }),
  licenceSignIn: (body: { phone: string; password: string }) =>
    send<{ description: string; token: string; data: Licence }>({
      method: 'POST',
      url: '/licence',
      data: body,
    }),
});
