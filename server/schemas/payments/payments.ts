/** TypeBox pieces of the online payment routes (issue 24) and their JSON mappers; amounts in TL (Money). */
import { Type } from 'typebox';
import { formatIstanbulInstant } from '../../../common/date';
import type { OnlinePayment } from '../../repositories/payments/onlinePayments';
import { Nullable } from '../shared/http';
import { Money, money } from '../shared/money';

export const ProviderName = Type.Union([Type.Literal('paytr'), Type.Literal('iyzico'), Type.Literal('test')]);
export const CommissionPayer = Type.Union([Type.Literal('association'), Type.Literal('resident')]);
export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('refunded'),
]);

export const STATUS_NAMES: Record<OnlinePayment['status'], string> = {
  pending: 'Bekliyor',
  paid: 'Ödendi',
  failed: 'Başarısız',
  refunded: 'İade edildi',
};

const Secret = Type.Optional(Nullable(Type.String({ maxLength: 200 })));

export const SettingsBody = Type.Object({
  provider: ProviderName,
  /** PayTR: Mağaza No, Mağaza Parola (key), Mağaza Gizli Anahtar (salt). Empty keeps the stored one. */
  merchant_id: Secret,
  merchant_key: Secret,
  merchant_salt: Secret,
  /** iyzico: API anahtarı and güvenlik anahtarı. Empty keeps the stored one. */
  api_key: Secret,
  secret_key: Secret,
  commission_payer: Type.Optional(CommissionPayer),
  /** Percent, at most 2 decimals ("2,49" or 2.49), 0 to 20. */
  commission_rate: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 10 })])),
  /** The virtual-POS cash account the collections go into. */
  cash_account_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

export const SettingsSchema = Type.Object({
  provider: ProviderName,
  /** PayTR's merchant number (not a secret); null for the others. */
  merchant_id: Nullable(Type.String()),
  /** Whether every credential of the provider is stored; the secrets themselves are never answered. */
  credentials_set: Type.Boolean(),
  commission_payer: CommissionPayer,
  /** Percent: 2.49 = %2,49. */
  commission_rate: Type.Number(),
  cash_account_id: Type.Integer(),
});

/** A payment as its resident sees it. */
export const ResidentPaymentSchema = Type.Object({
  payment_id: Type.Integer(),
  status: PaymentStatus,
  /** The chosen debts' total. */
  amount: Money,
  /** The commission; the resident pays it only when `fee_payer` is `resident`. */
  fee: Money,
  fee_payer: CommissionPayer,
  /** What the card is charged. */
  total: Money,
  /** The provider's reason in Turkish when it failed. */
  failure_reason: Nullable(Type.String()),
  /** The receipt when paid: its PDF is GET /r/{token}/receipt/{id}. */
  receipt: Nullable(Type.Object({ id: Type.Integer(), number: Type.Integer() })),
});

export function residentPaymentJson(payment: OnlinePayment, receiptNumber: number | null) {
  return {
    payment_id: payment.id,
    status: payment.status,
    amount: money(payment.amount),
    fee: money(payment.fee),
    fee_payer: payment.commissionPayer,
    total: money(payment.charged),
    failure_reason: payment.status === 'failed' ? payment.failureText || 'Ödeme tamamlanamadı' : null,
    receipt:
      payment.status === 'paid' && payment.receiptId && receiptNumber !== null
        ? { id: payment.receiptId, number: receiptNumber }
        : null,
  };
}

export const ManagerPaymentSchema = Type.Object({
  id: Type.Integer(),
  order_id: Type.String(),
  status: PaymentStatus,
  status_name: Type.String(),
  resident_id: Type.Integer(),
  resident_name: Type.String(),
  /** The flats of the debts paid, "A Blok 3, A Blok 4". */
  flats: Type.String(),
  amount: Money,
  fee: Money,
  fee_payer: CommissionPayer,
  total: Money,
  provider: ProviderName,
  provider_ref: Nullable(Type.String()),
  failure_reason: Nullable(Type.String()),
  receipt_id: Nullable(Type.Integer()),
  /** What exceeded the open debts and went to the resident's advance. */
  to_advance: Money,
  /** DD.MM.YYYY HH:mm, Istanbul. */
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  refunded_at: Nullable(Type.String()),
});

export function managerPaymentJson(row: { payment: OnlinePayment; residentName: string; flats: string }) {
  const p = row.payment;
  return {
    id: p.id,
    order_id: p.orderId,
    status: p.status,
    status_name: STATUS_NAMES[p.status],
    resident_id: p.residentId,
    resident_name: row.residentName,
    flats: row.flats,
    amount: money(p.amount),
    fee: money(p.fee),
    fee_payer: p.commissionPayer,
    total: money(p.charged),
    provider: p.provider,
    provider_ref: p.providerRef,
    failure_reason: p.status === 'failed' ? p.failureText : null,
    receipt_id: p.receiptId,
    to_advance: money(p.surplus),
    created_at: formatIstanbulInstant(p.createdAt),
    paid_at: p.paidAt && formatIstanbulInstant(p.paidAt),
    refunded_at: p.refundedAt && formatIstanbulInstant(p.refundedAt),
  };
}
