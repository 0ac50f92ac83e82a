/** Schemas and JSON shapes of packages and orders, shared by the account's routes and the operator's. */
import { Type } from 'typebox';
import { kurusToNumber } from '../../../common/money';
import type { BankConfig } from '../../config';
import type { OrderRow } from '../../repositories/session/orders';
import type { PackageRow } from '../../repositories/session/packages';
import { Nullable } from './http';
import { Money } from './money';

export const PackageKind = Type.Union([Type.Literal('licence'), Type.Literal('sms')]);
export const OrderStatus = Type.Union([
  Type.Literal('awaiting_payment'),
  Type.Literal('paid'),
  Type.Literal('cancelled'),
]);

export const PackageSchema = Type.Object({
  id: Type.Integer(),
  kind: PackageKind,
  name: Type.String(),
  /**
   * licence: the apartments it covers and its months (`apartment_count`, `month`: docs/domain.md, "The licence and
   * packages").
   */
  apartment_count: Nullable(Type.Integer()),
  month: Nullable(Type.Integer()),
  /** sms: the credits it adds. */
  sms_credits: Nullable(Type.Integer()),
  /** TL, VAT included. */
  price: Money,
  /** ISO instant; null while offered. */
  retired_at: Nullable(Type.String()),
});

export function packageJson(row: PackageRow) {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    apartment_count: row.apartmentCount,
    month: row.months,
    sms_credits: row.smsCredits,
    price: kurusToNumber(row.price),
    retired_at: row.retiredAt?.toISOString() ?? null,
  };
}

export const OrderSchema = Type.Object({
  id: Type.Integer(),
  account_id: Type.Integer(),
  package_id: Type.Integer(),
  package_name: Type.String(),
  kind: PackageKind,
  apartment_count: Nullable(Type.Integer()),
  month: Nullable(Type.Integer()),
  sms_credits: Nullable(Type.Integer()),
  /** TL to transfer, VAT included. */
  amount: Money,
  status: OrderStatus,
  /** To quote in the transfer's description. */
  reference: Type.String(),
  /** The account's receipt number, once paid. */
  receipt_no: Nullable(Type.Integer()),
  /** ISO instants. */
  created_at: Type.String(),
  paid_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String()),
});

export function orderJson(row: OrderRow & { packageName: string }) {
  return {
    id: row.id,
    account_id: row.accountId,
    package_id: row.packageId,
    package_name: row.packageName,
    kind: row.kind,
    apartment_count: row.apartmentCount,
    month: row.months,
    sms_credits: row.smsCredits,
    amount: kurusToNumber(row.amount),
    status: row.status,
    reference: row.reference,
    receipt_no: row.receiptNo,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Where to transfer: from the configuration (BANK_IBAN, BANK_NAME, BANK_HOLDER). */
export const BankDetailsSchema = Type.Object({
  bank_name: Type.String(),
  /** TR + 24 digits, without spaces. */
  iban: Type.String(),
  holder: Type.String(),
});

/** A placed order's answer: the order and where to send the bank transfer (POST /order, /package/sms, /licence). */
export const PlacedOrderSchema = Type.Object({ ...OrderSchema.properties, bank: BankDetailsSchema });
export const ORDER_PLACED =
  'Siparişiniz alındı. Havale/EFT açıklamasına sipariş referansını yazınız; ödemeniz onaylanınca SMS ile bilgilendirileceksiniz.';

export function bankJson(bank: BankConfig) {
  return { bank_name: bank.name, iban: bank.iban, holder: bank.holder };
}
