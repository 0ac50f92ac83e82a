/**
 * A local PayTR for the API tests: get-token checks `paytr_token` the way PayTR documents it (a wrong one is
 * refused), issues a token, takes refunds with their own token, and makes notifications with a correct or a wrong
 * `hash`. Written from PayTR's documented formulas, not from our adapter.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const MERCHANT = {
  merchant_id: '123456',
  merchant_key: 'fakeKeyABCDEF123',
  merchant_salt: 'fakeSalt987654',
};

const sign = (text: string) => createHmac('sha256', MERCHANT.merchant_key).update(text).digest('base64');

export interface FakePaytr {
  url: string;
  /** The get-token forms accepted, by merchant_oid. */
  orders: Map<string, Record<string, string>>;
  refunds: Record<string, string>[];
  /** Get-token requests refused for a wrong paytr_token. */
  refused: number;
  /** Makes the next refunds fail with this message. */
  refuseRefunds: string | null;
  /** The notification PayTR would post for an order it accepted. */
  notification(
    oid: string,
    options?: { status?: 'success' | 'failed'; totalAmount?: string; wrongHash?: boolean },
  ): Record<string, string>;
  close(): Promise<void>;
}

async function formOf(request: import('node:http').IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakePaytr(): Promise<FakePaytr> {
  const fake = { orders: new Map(), refunds: [], refused: 0, refuseRefunds: null } as unknown as FakePaytr;
  const server: Server = createServer(async (request, response) => {
    const form = await formOf(request);
    const answer = (body: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.url === '/odeme/api/get-token') {
      const expected = sign(
        `${form.merchant_id}${form.user_ip}${form.merchant_oid}${form.email}${form.payment_amount}${form.user_basket}${form.no_installment}${form.max_installment}${form.currency}${form.test_mode}${MERCHANT.merchant_salt}`,
      );
      if (form.merchant_id !== MERCHANT.merchant_id || form.paytr_token !== expected) {
        fake.refused += 1;
        return answer({ status: 'failed', reason: 'paytr_token gonderilen bilgilerle uyusmuyor' });
      }
      const basket = JSON.parse(Buffer.from(form.user_basket!, 'base64').toString()) as [
        string,
        string,
        number,
      ][];
      const basketKurus = basket.reduce((sum, [, price]) => sum + Math.round(Number(price) * 100), 0);
      if (String(basketKurus) !== form.payment_amount) {
        return answer({ status: 'failed', reason: 'sepet tutari odeme tutarina esit degil' });
      }
      fake.orders.set(form.merchant_oid!, form);
      return answer({ status: 'success', token: `tok${form.merchant_oid}` });
    }
    if (request.url === '/odeme/iade') {
      const expected = sign(
        `${form.merchant_id}${form.merchant_oid}${form.return_amount}${MERCHANT.merchant_salt}`,
      );
      if (form.paytr_token !== expected)
        return answer({ status: 'error', err_no: '002', err_msg: 'token hatali' });
      if (fake.refuseRefunds) return answer({ status: 'error', err_no: '009', err_msg: fake.refuseRefunds });
      fake.refunds.push(form);
      return answer({
        status: 'success',
        merchant_oid: form.merchant_oid,
        return_amount: form.return_amount,
      });
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.notification = (oid, options = {}) => {
    const status = options.status ?? 'success';
    const total = options.totalAmount ?? fake.orders.get(oid)?.payment_amount ?? '0';
    const hash = sign(`${oid}${MERCHANT.merchant_salt}${status}${total}`);
    return {
      merchant_oid: oid,
      status,
      total_amount: total,
      hash: options.wrongHash ? sign(`${oid}wrong${status}${total}`) : hash,
      currency: 'TL',
      payment_type: 'card',
      ...(status === 'failed' ? { failed_reason_code: '2', failed_reason_msg: 'Yetersiz bakiye' } : {}),
    };
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
