/**
 * PayTR's iFrame API (docs/payments.md): get-token with its `paytr_token`, the notification's `hash`, and refunds
 * with their own token. Amounts go to PayTR as kuruş digits (payment_amount) or as lira with two decimals (basket,
 * refunds); never through a float.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MerchantCredentials, PaymentOrder, PaymentProvider, VerifiedResult } from './provider';

const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('base64');

/** 1234n → "12.34": PayTR's lira text. */
export const liraText = (kurus: bigint) => `${kurus / 100n}.${String(kurus % 100n).padStart(2, '0')}`;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function credentialsOf(credentials: MerchantCredentials) {
  const { merchant_id: id, merchant_key: key, merchant_salt: salt } = credentials;
  if (!id || !key || !salt) throw new Error('PayTR credentials are incomplete');
  return { id, key, salt };
}

/** The get-token form, with its paytr_token, as PayTR's first step documents it. */
export function tokenForm(order: PaymentOrder, credentials: MerchantCredentials): Record<string, string> {
  const { id, key, salt } = credentialsOf(credentials);
  const basket = order.items.map((item) => [item.name, liraText(item.amountKurus), 1]);
  const form = {
    merchant_id: id,
    user_ip: order.buyer.ip,
    merchant_oid: order.orderId,
    email: order.buyer.email,
    payment_amount: order.amountKurus.toString(),
    user_basket: Buffer.from(JSON.stringify(basket)).toString('base64'),
    no_installment: '1',
    max_installment: '0',
    currency: 'TL',
    test_mode: '0',
  };
  const signed = `${form.merchant_id}${form.user_ip}${form.merchant_oid}${form.email}${form.payment_amount}${form.user_basket}${form.no_installment}${form.max_installment}${form.currency}${form.test_mode}`;
  return {
    ...form,
    paytr_token: hmac(key, signed + salt),
    user_name: `${order.buyer.name} ${order.buyer.surname}`,
    user_address: '-',
    user_phone: order.buyer.phone,
    merchant_ok_url: order.okUrl,
    merchant_fail_url: order.failUrl,
    timeout_limit: '30',
    debug_on: '0',
    lang: 'tr',
  };
}

/** The notification's hash as PayTR computes it. */
export const notificationHash = (
  credentials: MerchantCredentials,
  body: Readonly<Record<string, string>>,
) => {
  const { key, salt } = credentialsOf(credentials);
  return hmac(key, `${body.merchant_oid ?? ''}${salt}${body.status ?? ''}${body.total_amount ?? ''}`);
};

async function postForm(url: string, form: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { status: 'failed', reason: `HTTP ${response.status}` };
  }
}

export function createPaytrProvider(baseUrl: string): PaymentProvider {
  const root = baseUrl.replace(/\/$/, '');
  return {
    name: 'paytr',
    async start(order, credentials) {
      const answer = await postForm(`${root}/odeme/api/get-token`, tokenForm(order, credentials));
      if (answer.status !== 'success' || typeof answer.token !== 'string') {
        throw new Error(`PayTR get-token refused: ${String(answer.reason ?? answer.status)}`);
      }
      return { redirectUrl: `${root}/odeme/guvenli/${answer.token}` };
    },
    orderKey: (body) => body.merchant_oid || undefined,
    async verify(body, credentials, order) {
      if (!body.hash || !same(body.hash, notificationHash(credentials, body))) {
        return { kind: 'rejected', reason: 'bad_signature', detail: 'PayTR hash does not match' };
      }
      if (body.merchant_oid !== order.orderId) {
        return { kind: 'rejected', reason: 'unknown_order', detail: 'merchant_oid differs from the order' };
      }
      if (body.status !== 'success') {
        return {
          kind: 'failed',
          orderId: order.orderId,
          reasonCode: body.failed_reason_code ?? '',
          reasonText: body.failed_reason_msg ?? '',
        } satisfies VerifiedResult;
      }
      const currency = body.currency ?? 'TL';
      if (!/^\d{1,15}$/.test(body.total_amount ?? '') || (currency !== 'TL' && currency !== 'TRY')) {
        return {
          kind: 'rejected',
          reason: 'provider_error',
          detail: `amount or currency unreadable (${currency})`,
        };
      }
      return {
        kind: 'paid',
        orderId: order.orderId,
        amountKurus: BigInt(body.total_amount!),
        currency: 'TRY',
        // PayTR names the payment by our own order id.
        providerRef: order.orderId,
      };
    },
    async refund(payment, credentials) {
      const { id, key, salt } = credentialsOf(credentials);
      const amount = liraText(payment.amountKurus);
      const answer = await postForm(`${root}/odeme/iade`, {
        merchant_id: id,
        merchant_oid: payment.orderId,
        return_amount: amount,
        paytr_token: hmac(key, `${id}${payment.orderId}${amount}${salt}`),
      });
      if (answer.status === 'success') return { ok: true };
      return { ok: false, reason: String(answer.err_msg ?? answer.reason ?? 'PayTR iadeyi reddetti') };
    },
  };
}
