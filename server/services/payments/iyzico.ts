/**
 * The iyzico Checkout Form adapter (docs/payments.md, "iyzico"): initialize a hosted form, ask iyzico's own server
 * for the result when its callback posts the token, refund each basket line's transaction. Every call is signed
 * with the association's keys (IYZWSv2); the result is believed only with its response signature.
 */
import { randomBytes } from 'node:crypto';
import { normalizePhone } from '../../../common/phone';
import {
  CHECKOUT_INITIALIZE_SIGNED,
  CHECKOUT_RESULT_SIGNED,
  decodeIyzicoRef,
  encodeIyzicoRef,
  hasValidIyzicoSignature,
  type IyzicoTransaction,
  iyzicoAuthorization,
  iyzicoPriceToKurus,
  kurusToIyzicoPrice,
  parseIyzicoJson,
} from '../../domain/payments/iyzico';
import type {
  MerchantCredentials,
  PaymentOrder,
  PaymentProvider,
  RejectedNotification,
  VerifiedResult,
} from './provider';

const INITIALIZE = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const DETAIL = '/payment/iyzipos/checkoutform/auth/ecom/detail';
const REFUND = '/payment/refund';
const TIMEOUT_MS = 15_000;
/**
 * iyzico requires a buyer identity number and address; the product keeps neither for a resident, so it sends the
 * placeholders iyzico accepts for them (docs/decisions.md, "iyzico buyer identity and address").
 */
const NO_IDENTITY = '11111111111';
const NO_ADDRESS = 'Belirtilmedi';

type Answer = Record<string, unknown>;

function keysOf(credentials: MerchantCredentials): { apiKey: string; secretKey: string } {
  const apiKey = credentials.api_key?.trim();
  const secretKey = credentials.secret_key?.trim();
  if (!apiKey || !secretKey) throw new Error('iyzico API anahtarı ve güvenlik anahtarı girilmemiş.');
  return { apiKey, secretKey };
}

/** One signed POST; the answer is read with its prices as text. Throws on a network error or a non-JSON answer. */
async function call(baseUrl: string, path: string, payload: Answer, credentials: MerchantCredentials) {
  const { apiKey, secretKey } = keysOf(credentials);
  const body = JSON.stringify(payload);
  const randomKey = `${Date.now()}${randomBytes(6).toString('hex')}`;
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: iyzicoAuthorization({ apiKey, secretKey, randomKey, uriPath: path, body }),
      'x-iyzi-rnd': randomKey,
    },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  return { answer: parseIyzicoJson(await response.text()), secretKey };
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** iyzico's own error, as it words it (Turkish with locale tr), with its code. */
function errorOf(answer: Answer): string {
  const message = text(answer.errorMessage) || 'iyzico işlemi reddetti.';
  return answer.errorCode ? `${message} (iyzico hata kodu ${text(answer.errorCode)})` : message;
}

function initializeBody(order: PaymentOrder): Answer {
  const sum = order.items.reduce((total, item) => total + item.amountKurus, 0n);
  if (sum !== order.amountKurus || order.amountKurus <= 0n) {
    throw new Error('Ödeme kalemlerinin toplamı ödeme tutarına eşit değil.');
  }
  const price = kurusToIyzicoPrice(order.amountKurus);
  const phone = normalizePhone(order.buyer.phone);
  const name = `${order.buyer.name} ${order.buyer.surname}`.trim();
  const address = { contactName: name, city: NO_ADDRESS, country: 'Turkey', address: NO_ADDRESS };
  return {
    locale: 'tr',
    conversationId: order.orderId,
    price,
    paidPrice: price,
    currency: 'TRY',
    basketId: order.orderId,
    paymentGroup: 'PRODUCT',
    callbackUrl: order.notifyUrl,
    // Dues are paid in one go: an instalment would raise paidPrice above the debts (docs/payments.md).
    enabledInstallments: [1],
    buyer: {
      id: order.buyer.id,
      name: order.buyer.name,
      surname: order.buyer.surname,
      identityNumber: NO_IDENTITY,
      email: order.buyer.email,
      ...(phone ? { gsmNumber: `+90${phone}` } : {}),
      registrationAddress: NO_ADDRESS,
      city: NO_ADDRESS,
      country: 'Turkey',
      ip: order.buyer.ip,
    },
    billingAddress: address,
    basketItems: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      category1: 'Aidat',
      itemType: 'VIRTUAL',
      price: kurusToIyzicoPrice(item.amountKurus),
    })),
  };
}

/** The basket lines' card transactions of a paid result, which a refund names. */
function transactionsOf(answer: Answer): IyzicoTransaction[] | null {
  const items = answer.itemTransactions;
  if (!Array.isArray(items) || items.length === 0) return null;
  const transactions: IyzicoTransaction[] = [];
  for (const item of items as Answer[]) {
    const amountKurus = iyzicoPriceToKurus(text(item.paidPrice));
    const id = text(item.paymentTransactionId);
    if (!id || amountKurus === null) return null;
    transactions.push({ id, amountKurus });
  }
  return transactions;
}

const rejected = (reason: RejectedNotification['reason'], detail: string): RejectedNotification => ({
  kind: 'rejected',
  reason,
  detail,
});

/**
 * Reads a checkout form result that iyzico's server answered for our order. A success must carry a valid signature;
 * a failure is checked when it carries one (it posts nothing either way).
 */
function resultOf(answer: Answer, secretKey: string, orderId: string): VerifiedResult | RejectedNotification {
  const status = text(answer.paymentStatus);
  if (!status) return rejected('provider_error', `iyzico sonucu vermedi: ${errorOf(answer)}`);
  if (
    (status === 'SUCCESS' || answer.signature !== undefined) &&
    !hasValidIyzicoSignature(secretKey, answer, CHECKOUT_RESULT_SIGNED)
  ) {
    return rejected('bad_signature', 'iyzico yanıtının imzası (signature) tutmuyor.');
  }
  const basketId = text(answer.basketId);
  if ((basketId || status === 'SUCCESS') && basketId !== orderId) {
    return rejected(
      'unknown_order',
      `iyzico sonucu başka bir siparişe ait (${basketId || 'sepet numarası yok'}).`,
    );
  }
  if (status === 'FAILURE') {
    return {
      kind: 'failed',
      orderId,
      reasonCode: text(answer.errorCode) || 'FAILURE',
      reasonText: text(answer.errorMessage) || 'Ödeme bankanız tarafından onaylanmadı.',
    };
  }
  if (status !== 'SUCCESS') return rejected('provider_error', `Ödeme henüz tamamlanmadı (${status}).`);
  // fraudStatus 1 is approved; 0 waits for iyzico's review, -1 is refused: neither may post money.
  if (answer.fraudStatus !== undefined && text(answer.fraudStatus) !== '1') {
    return rejected(
      'provider_error',
      `iyzico ödemeyi dolandırıcılık incelemesinde tutuyor (${text(answer.fraudStatus)}).`,
    );
  }
  if (text(answer.currency) !== 'TRY') {
    return rejected('provider_error', `Ödeme TL değil, ${text(answer.currency)} olarak alınmış.`);
  }
  const paid = iyzicoPriceToKurus(text(answer.paidPrice));
  const price = iyzicoPriceToKurus(text(answer.price));
  if (paid === null || paid !== price) {
    return rejected('provider_error', `Tahsil edilen tutar (${text(answer.paidPrice)}) sepetle aynı değil.`);
  }
  const transactions = transactionsOf(answer);
  const paymentId = text(answer.paymentId);
  const lines = transactions?.reduce((sum, tx) => sum + tx.amountKurus, 0n);
  if (!paymentId || transactions === null || lines !== paid) {
    return rejected('provider_error', 'iyzico yanıtında ödeme numarası ya da işlem kırılımları yok.');
  }
  const providerRef = encodeIyzicoRef(paymentId, transactions);
  return { kind: 'paid', orderId, amountKurus: paid, currency: 'TRY', providerRef };
}

export function createIyzicoProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'iyzico',

    async start(order, credentials) {
      const { answer, secretKey } = await call(baseUrl, INITIALIZE, initializeBody(order), credentials);
      if (answer.status !== 'success') throw new Error(`iyzico ödeme formunu açmadı: ${errorOf(answer)}`);
      if (
        answer.signature !== undefined &&
        !hasValidIyzicoSignature(secretKey, answer, CHECKOUT_INITIALIZE_SIGNED)
      ) {
        throw new Error('iyzico ödeme formu yanıtının imzası tutmuyor.');
      }
      const token = text(answer.token);
      const redirectUrl = text(answer.paymentPageUrl);
      if (!token || !redirectUrl) throw new Error('iyzico ödeme sayfasının adresini vermedi.');
      return { redirectUrl, providerToken: token };
    },

    orderKey(body) {
      const token = body.token?.trim();
      return token ? token : undefined;
    },

    async verify(body, credentials, order) {
      const token = body.token?.trim();
      if (!token) return rejected('unknown_order', 'iyzico bildiriminde token yok.');
      if (order.providerToken !== undefined && order.providerToken !== token) {
        return rejected('unknown_order', 'Bildirimdeki token bu siparişin token’ı değil.');
      }
      try {
        const payload = { locale: 'tr', conversationId: order.orderId, token };
        const { answer, secretKey } = await call(baseUrl, DETAIL, payload, credentials);
        return resultOf(answer, secretKey, order.orderId);
      } catch (error) {
        return rejected('provider_error', `iyzico'ya sorulamadı: ${(error as Error).message}`);
      }
    },

    async refund(payment, credentials) {
      const ref = decodeIyzicoRef(payment.providerRef);
      if (ref === null) return { ok: false, reason: 'iyzico ödeme referansı okunamadı.' };
      const total = ref.transactions.reduce((sum, tx) => sum + tx.amountKurus, 0n);
      if (total !== payment.amountKurus) {
        return { ok: false, reason: 'İade tutarı iyzico’daki ödeme kırılımlarının toplamına eşit değil.' };
      }
      const done: string[] = [];
      for (const tx of ref.transactions) {
        const payload = {
          locale: 'tr',
          conversationId: payment.orderId,
          paymentTransactionId: tx.id,
          price: kurusToIyzicoPrice(tx.amountKurus),
          currency: 'TRY',
        };
        let reason: string | null = null;
        try {
          const { answer } = await call(baseUrl, REFUND, payload, credentials);
          if (answer.status !== 'success') reason = errorOf(answer);
        } catch (error) {
          reason = `iyzico'ya ulaşılamadı: ${(error as Error).message}`;
        }
        if (reason !== null) {
          const partial = done.length > 0 ? ` İade edilen kırılımlar: ${done.join(', ')}.` : '';
          return { ok: false, reason: `${reason}${partial}` };
        }
        done.push(tx.id);
      }
      return { ok: true };
    },
  };
}
