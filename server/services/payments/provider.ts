/**
 * One interface for every virtual-POS provider (PayTR, iyzico, the in-product `test` bank). Adapters only speak the
 * provider's protocol; the payments service owns orders, posting and idempotency (docs/payments.md).
 */

/** The association's own merchant credentials, decrypted only for the call that needs them. */
export type MerchantCredentials = Readonly<Record<string, string>>;

/** What the payments service asks a provider to charge. Amounts are integer kuruş. */
export interface PaymentOrder {
  /** Unique, alphanumeric, ≤ 64 characters (PayTR's merchant_oid rule). */
  orderId: string;
  amountKurus: bigint;
  description: string;
  buyer: { id: string; name: string; surname: string; phone: string; email: string; ip: string };
  /** One line per debt: the provider's basket. The lines sum to amountKurus. */
  items: { id: string; name: string; amountKurus: bigint }[];
  /** Where the resident's browser goes back (the resident page). */
  okUrl: string;
  failUrl: string;
  /** Where the provider tells our server the result (iyzico's callbackUrl; PayTR's is set in its panel). */
  notifyUrl: string;
}

/** The provider's hosted page or iframe to send the resident to, and its handle for the result. */
export interface StartedPayment {
  redirectUrl: string;
  /** iyzico's checkout token: its callback carries only this, so the order is found by it. */
  providerToken?: string;
}

/** A result the provider vouched for (a verified hash, or its own server's answer). */
export type VerifiedResult =
  | { kind: 'paid'; orderId: string; amountKurus: bigint; currency: 'TRY'; providerRef: string }
  | { kind: 'failed'; orderId: string; reasonCode: string; reasonText: string };

/** Why a notification was not believed; logged, and it changes nothing. */
export interface RejectedNotification {
  kind: 'rejected';
  reason: 'bad_signature' | 'unknown_order' | 'provider_error';
  detail: string;
}

export interface PaymentProvider {
  readonly name: 'paytr' | 'iyzico' | 'test';
  start(order: PaymentOrder, credentials: MerchantCredentials): Promise<StartedPayment>;
  /**
   * The key that finds our order in a notification's body before its credentials are known: PayTR's merchant_oid,
   * iyzico's token.
   */
  orderKey(body: Readonly<Record<string, string>>): string | undefined;
  /** Checks the notification the way the provider documents it (hash, or a server-to-server result call). */
  verify(
    body: Readonly<Record<string, string>>,
    credentials: MerchantCredentials,
    order: { orderId: string; providerToken?: string },
  ): Promise<VerifiedResult | RejectedNotification>;
  refund(
    payment: { orderId: string; providerRef: string; amountKurus: bigint },
    credentials: MerchantCredentials,
  ): Promise<{ ok: true } | { ok: false; reason: string }>;
}
