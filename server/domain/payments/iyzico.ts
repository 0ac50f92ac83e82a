/**
 * iyzico's protocol rules without I/O (docs/payments.md, "iyzico"): the IYZWSv2 authorisation, the decimal price
 * strings it reads and writes, and the HMAC-SHA256 signature of its answers. Amounts stay integer kuruş: a price is
 * built and read as text, never through a float.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC-SHA256 of `text` under the merchant's secret key, as both of iyzico's signatures use it. */
function hmacHex(secretKey: string, text: string): string {
  return createHmac('sha256', secretKey).update(text, 'utf8').digest('hex');
}

/**
 * The `Authorization` header of a call: `IYZWSv2 ` + base64 of `apiKey:…&randomKey:…&signature:…`, the signature
 * being the HMAC of the random key, the endpoint's path (no query) and the exact JSON body sent.
 */
export function iyzicoAuthorization(call: {
  apiKey: string;
  secretKey: string;
  randomKey: string;
  uriPath: string;
  body: string;
}): string {
  const signature = hmacHex(call.secretKey, call.randomKey + call.uriPath + call.body);
  const params = `apiKey:${call.apiKey}&randomKey:${call.randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(params, 'utf8').toString('base64')}`;
}

/** The three parts of an IYZWSv2 header, or null when it is not one. */
export function readIyzicoAuthorization(
  header: string | undefined,
): { apiKey: string; randomKey: string; signature: string } | null {
  const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const parts = /^apiKey:(.+)&randomKey:(.+)&signature:([0-9a-f]{64})$/.exec(text);
  if (!parts) return null;
  return { apiKey: parts[1]!, randomKey: parts[2]!, signature: parts[3]! };
}

/** Kuruş as iyzico's price text: "1250.5", "1250", "0.05" (no trailing zeros, a dot, never a float). */
export function kurusToIyzicoPrice(kurus: bigint): string {
  if (kurus < 0n) throw new RangeError('iyzico prices are never negative');
  const lira = kurus / 100n;
  const cents = (kurus % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return cents === '' ? lira.toString() : `${lira}.${cents}`;
}

/** A price iyzico wrote ("1250.5", "1250.50", "1250") as kuruş; null when it is not a whole number of kuruş. */
export function iyzicoPriceToKurus(text: string): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  return BigInt(match[1]!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * iyzico's JSON writes prices as bare numbers (`"paidPrice": 1250.5`); `JSON.parse` would turn them into floats.
 * This quotes the number after every price key first, so the answer is read with its decimal text intact.
 */
export function parseIyzicoJson(raw: string): Record<string, unknown> {
  const quoted = raw.replace(
    /([{,]\s*"(?:price|paidPrice|merchantPayoutAmount|iyziCommissionFee|iyziCommissionRateAmount)"\s*:\s*)(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g,
    '$1"$2"',
  );
  const value: unknown = JSON.parse(quoted);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SyntaxError('iyzico answered something other than a JSON object');
  }
  return value as Record<string, unknown>;
}

/** The answer fields the checkout form result's signature covers, in iyzico's documented order. */
export const CHECKOUT_RESULT_SIGNED = [
  'paymentStatus',
  'paymentId',
  'currency',
  'basketId',
  'conversationId',
  'paidPrice',
  'price',
  'token',
] as const;

/** The answer fields the checkout form initialize's signature covers. */
export const CHECKOUT_INITIALIZE_SIGNED = ['conversationId', 'token'] as const;

/**
 * A price field as it enters a signature: the shortest decimal ("1250.5", "10"), whatever zeros iyzico wrote,
 * because iyzico signs the value, not its spelling.
 */
function signedText(field: string, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  if (field !== 'price' && field !== 'paidPrice') return text;
  const kurus = iyzicoPriceToKurus(text);
  return kurus === null ? text : kurusToIyzicoPrice(kurus);
}

/** The signature of an answer: its listed fields, empty ones left out, joined with ':' and HMAC'd (hex). */
export function iyzicoResponseSignature(
  secretKey: string,
  answer: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string {
  const values = fields.map((field) => signedText(field, answer[field])).filter((text) => text !== '');
  return hmacHex(secretKey, values.join(':'));
}

/** Whether an answer carries the signature its fields give under the secret key (compared in constant time). */
export function hasValidIyzicoSignature(
  secretKey: string,
  answer: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): boolean {
  const sent = answer.signature;
  if (typeof sent !== 'string' || !/^[0-9a-fA-F]{64}$/.test(sent)) return false;
  const expected = Buffer.from(iyzicoResponseSignature(secretKey, answer, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(sent.toLowerCase(), 'hex'));
}

/** One basket line's card transaction: what a refund names and gives back. */
export interface IyzicoTransaction {
  id: string;
  amountKurus: bigint;
}

/**
 * The provider reference kept with a paid order: the payment id first (what the manager reads and iyzico's panel
 * shows), then each basket line's transaction id and price, which a refund needs: `28734411/31255:1250.5/31256:300`.
 */
export function encodeIyzicoRef(paymentId: string, transactions: readonly IyzicoTransaction[]): string {
  return [paymentId, ...transactions.map((tx) => `${tx.id}:${kurusToIyzicoPrice(tx.amountKurus)}`)].join('/');
}

/** The reference read back; null when it is not one `encodeIyzicoRef` wrote. */
export function decodeIyzicoRef(
  ref: string,
): { paymentId: string; transactions: IyzicoTransaction[] } | null {
  const [paymentId, ...parts] = ref.split('/');
  if (!paymentId || parts.length === 0) return null;
  const transactions: IyzicoTransaction[] = [];
  for (const part of parts) {
    const match = /^([^:]+):(.+)$/.exec(part);
    const amountKurus = match ? iyzicoPriceToKurus(match[2]!) : null;
    if (!match || amountKurus === null) return null;
    transactions.push({ id: match[1]!, amountKurus });
  }
  return { paymentId, transactions };
}
