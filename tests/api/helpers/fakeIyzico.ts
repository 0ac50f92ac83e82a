/**
 * A local iyzico for the adapter's tests (docs/payments.md, "iyzico"). It checks each call the way iyzico does: the
 * IYZWSv2 header is recomputed here from the merchant's secret key (not with the product's code), and a wrong one
 * gets iyzico's `errorCode`/`errorMessage` answer. It keeps the initialized forms, lets a test pay or fail a token,
 * answers the result call with a response signature (wrong when told), and refunds basket lines.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeIyzicoCall {
  path: string;
  /** Whether the IYZWSv2 header and x-iyzi-rnd were right for the merchant's keys. */
  authorised: boolean;
  body: Json;
}

export interface FakeIyzicoForm {
  /** The initialize request as sent (prices are the decimal strings the adapter wrote). */
  request: Json;
  state: 'initialized' | 'paid' | 'failed';
  paymentId?: string;
  transactions?: { id: string; itemId: string; price: string; refunded: string[] }[];
  failure?: { code: string; message: string };
}

export interface FakeIyzico {
  url: string;
  apiKey: string;
  secretKey: string;
  calls: FakeIyzicoCall[];
  forms: Map<string, FakeIyzicoForm>;
  /** The card is charged: the form's result becomes SUCCESS with a payment id and one transaction per line. */
  pay(token: string): void;
  /** The bank declines: the result becomes FAILURE with iyzico's code and Turkish message. */
  fail(token: string, failure?: { code: string; message: string }): void;
  /** When true, result answers carry a signature made with another key (a forged or altered answer). */
  wrongSignature: boolean;
  /** Changes the result answers before iyzico signs them (a result iyzico itself vouches for). */
  alter: ((answer: Json) => void) | null;
  close(): Promise<void>;
}

const PRICE_KEYS = /"(price|paidPrice)":"(\d+(?:\.\d+)?)"/g;
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** iyzico writes prices as bare JSON numbers in their shortest decimal form. */
function shortest(price: string): string {
  return price.includes('.') ? price.replace(/0+$/, '').replace(/\.$/, '') : price;
}

function send(response: ServerResponse, answer: Json) {
  response.setHeader('content-type', 'application/json;charset=UTF-8');
  response.end(
    JSON.stringify(answer).replace(PRICE_KEYS, (_all, key, value) => `"${key}":${shortest(value)}`),
  );
}

const failure = (code: string, message: string, conversationId: unknown): Json => ({
  status: 'failure',
  errorCode: code,
  errorMessage: message,
  locale: 'tr',
  systemTime: Date.now(),
  conversationId,
});

/** Sums decimal price strings in kuruş with integers only. */
function kurus(price: unknown): bigint | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(price));
  return match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : null;
}

async function rawBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeIyzico(
  apiKey = 'sandbox-apikey-site',
  secretKey = 'sandbox-secret-site',
): Promise<FakeIyzico> {
  let next = 1;
  const fake: FakeIyzico = {
    url: '',
    apiKey,
    secretKey,
    calls: [],
    forms: new Map(),
    wrongSignature: false,
    alter: null,
    pay(token) {
      const form = fake.forms.get(token)!;
      const items = form.request.basketItems as Json[];
      form.state = 'paid';
      form.paymentId = String(28_734_400 + next++);
      form.transactions = items.map((item) => ({
        id: String(31_255_000 + next++),
        itemId: String(item.id),
        price: String(item.price),
        refunded: [],
      }));
    },
    fail(token, reason = { code: '10051', message: 'Kart limiti yetersiz, yetersiz bakiye' }) {
      const form = fake.forms.get(token)!;
      form.state = 'failed';
      form.failure = reason;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** IYZWSv2: base64("apiKey:…&randomKey:…&signature:hex HMAC(secret, rnd + path + body)"), rnd in x-iyzi-rnd. */
  function authorised(
    request: IncomingMessage,
    path: string,
    body: string,
  ): 'ok' | 'no_key' | 'bad_signature' {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('IYZWSv2 ')) return 'no_key';
    const decoded = Buffer.from(header.slice(8), 'base64').toString('utf8');
    const parts = new Map(
      decoded.split('&').map((part) => [part.split(':')[0], part.slice(part.indexOf(':') + 1)]),
    );
    if (parts.get('apiKey') !== apiKey) return 'no_key';
    const rnd = request.headers['x-iyzi-rnd'];
    if (typeof rnd !== 'string' || parts.get('randomKey') !== rnd) return 'bad_signature';
    return parts.get('signature') === hmac(secretKey, rnd + path + body) ? 'ok' : 'bad_signature';
  }

  function initialize(body: Json): Json {
    const items = Array.isArray(body.basketItems) ? (body.basketItems as Json[]) : [];
    const sum = items.reduce<bigint | null>((total, item) => {
      const price = kurus(item.price);
      return total === null || price === null ? null : total + price;
    }, 0n);
    if (items.length === 0 || sum === null || sum !== kurus(body.price)) {
      return failure(
        '5021',
        'Sepetteki ürünlerin toplam tutarı price değerine eşit olmalıdır',
        body.conversationId,
      );
    }
    if (body.currency !== 'TRY' || kurus(body.paidPrice) === null || !body.callbackUrl) {
      return failure('11', 'Geçersiz istek', body.conversationId);
    }
    const token = `tok-${next++}-${Date.now()}`;
    fake.forms.set(token, { request: body, state: 'initialized' });
    const conversationId = String(body.conversationId ?? '');
    return {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId,
      token,
      checkoutFormContent: `<script type="text/javascript">var iyziInit = {token:'${token}'};</script>`,
      tokenExpireTime: 1800,
      paymentPageUrl: `${fake.url}/cpp?token=${token}&lang=tr`,
      signature: hmac(secretKey, [conversationId, token].filter(Boolean).join(':')),
    };
  }

  function detail(body: Json): Json {
    const token = String(body.token ?? '');
    const form = fake.forms.get(token);
    if (!form) return failure('5117', 'Ödeme formu bulunamadı', body.conversationId);
    if (form.state === 'initialized') return failure('5118', 'Ödeme henüz tamamlanmadı', body.conversationId);
    const request = form.request;
    const answer: Json = {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: body.conversationId,
      price: request.price,
      paidPrice: request.paidPrice,
      currency: 'TRY',
      basketId: request.basketId,
      token,
      callbackUrl: request.callbackUrl,
    };
    if (form.state === 'failed') {
      Object.assign(answer, {
        paymentStatus: 'FAILURE',
        errorCode: form.failure!.code,
        errorMessage: form.failure!.message,
      });
    } else {
      Object.assign(answer, {
        paymentStatus: 'SUCCESS',
        paymentId: form.paymentId,
        fraudStatus: 1,
        installment: 1,
        cardAssociation: 'MASTER_CARD',
        lastFourDigits: '0008',
        itemTransactions: form.transactions!.map((tx) => ({
          itemId: tx.itemId,
          paymentTransactionId: tx.id,
          transactionStatus: 2,
          price: tx.price,
          paidPrice: tx.price,
        })),
      });
    }
    fake.alter?.(answer);
    const signed = [
      'paymentStatus',
      'paymentId',
      'currency',
      'basketId',
      'conversationId',
      'paidPrice',
      'price',
      'token',
    ]
      .map((field) => (answer[field] === undefined ? '' : String(answer[field])))
      .map((value, index) => (index === 5 || index === 6 ? shortest(value) : value))
      .filter(Boolean)
      .join(':');
    answer.signature = hmac(fake.wrongSignature ? `${secretKey}-forged` : secretKey, signed);
    return answer;
  }

  function refund(body: Json): Json {
    const id = String(body.paymentTransactionId ?? '');
    const tx = [...fake.forms.values()].flatMap((form) => form.transactions ?? []).find((t) => t.id === id);
    if (!tx) return failure('5092', 'Ödeme işlemi bulunamadı', body.conversationId);
    const left = kurus(tx.price)! - tx.refunded.reduce((sum, price) => sum + kurus(price)!, 0n);
    const asked = kurus(body.price);
    if (asked === null || asked <= 0n || asked > left) {
      return failure('5093', 'İade tutarı, iade edilebilecek tutardan büyük olamaz', body.conversationId);
    }
    tx.refunded.push(String(body.price));
    return {
      status: 'success',
      locale: 'tr',
      systemTime: Date.now(),
      conversationId: body.conversationId,
      paymentTransactionId: id,
      price: body.price,
      currency: 'TRY',
    };
  }

  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    const text = await rawBody(request);
    const body = (text ? JSON.parse(text) : {}) as Json;
    const check = authorised(request, path, text);
    fake.calls.push({ path, authorised: check === 'ok', body });
    if (check === 'no_key')
      return send(response, failure('1001', 'api bilgileri bulunamadı', body.conversationId));
    if (check === 'bad_signature')
      return send(response, failure('1000', 'Geçersiz imza', body.conversationId));
    if (path === '/payment/iyzipos/checkoutform/initialize/auth/ecom')
      return send(response, initialize(body));
    if (path === '/payment/iyzipos/checkoutform/auth/ecom/detail') return send(response, detail(body));
    if (path === '/payment/refund') return send(response, refund(body));
    response.statusCode = 404;
    send(response, failure('404', 'Not Found', undefined));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
