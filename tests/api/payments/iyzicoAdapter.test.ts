import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIyzicoProvider } from '../../../server/services/payments/iyzico';
import type { PaymentOrder, PaymentProvider } from '../../../server/services/payments/provider';
import { type FakeIyzico, startFakeIyzico } from '../helpers/fakeIyzico';

let fake: FakeIyzico;
let iyzico: PaymentProvider;
let keys: { api_key: string; secret_key: string };

beforeAll(async () => {
  fake = await startFakeIyzico();
  iyzico = createIyzicoProvider(fake.url);
  keys = { api_key: fake.apiKey, secret_key: fake.secretKey };
});
afterAll(() => fake?.close());

let orders = 0;
/** Two dues of one resident: 1.250,50 TL and 300,00 TL. */
function order(): PaymentOrder {
  orders += 1;
  return {
    orderId: `OP${Date.now()}${orders}`,
    amountKurus: 155_050n,
    description: 'Yeşilvadi Sitesi aidat ödemesi',
    buyer: {
      id: 'R42',
      name: 'Ayşe',
      surname: 'Yılmaz',
      phone: '5331000546',
      email: 'ayse@example.com',
      ip: '85.34.78.112',
    },
    items: [
      { id: 'D101', name: 'Ekim 2026 aidatı A-3', amountKurus: 125_050n },
      { id: 'D102', name: 'Kasım 2026 aidatı A-3', amountKurus: 30_000n },
    ],
    okUrl: 'https://site.example.com/sakin/tok/odeme',
    failUrl: 'https://site.example.com/sakin/tok/odeme',
    notifyUrl: 'https://site.example.com/api/online-payments/iyzico/callback',
  };
}

/** Starts an order and returns it with its iyzico token. */
async function started() {
  const o = order();
  const result = await iyzico.start(o, keys);
  return { order: o, token: result.providerToken!, redirectUrl: result.redirectUrl };
}

describe('the iyzico adapter against a local iyzico', () => {
  it('initializes a checkout form with a correct IYZWSv2 header and the debts as the basket, in TL', async () => {
    const { order: o, token, redirectUrl } = await started();
    expect(redirectUrl).toBe(`${fake.url}/cpp?token=${token}&lang=tr`);
    const call = fake.calls.at(-1)!;
    expect(call.path).toBe('/payment/iyzipos/checkoutform/initialize/auth/ecom');
    expect(call.authorised).toBe(true);
    const request = fake.forms.get(token)!.request;
    expect(request).toMatchObject({
      price: '1550.5',
      paidPrice: '1550.5',
      currency: 'TRY',
      basketId: o.orderId,
      conversationId: o.orderId,
      callbackUrl: o.notifyUrl,
      enabledInstallments: [1],
    });
    expect(request.basketItems).toEqual([
      expect.objectContaining({ id: 'D101', price: '1250.5' }),
      expect.objectContaining({ id: 'D102', price: '300' }),
    ]);
    expect(request.buyer).toMatchObject({ name: 'Ayşe', surname: 'Yılmaz', gsmNumber: '+905331000546' });
    expect(iyzico.orderKey({ token })).toBe(token);
  });

  it('is refused by iyzico with a wrong secret key, and says iyzico’s reason in Turkish', async () => {
    const calls = fake.calls.length;
    const forms = fake.forms.size;
    const start = iyzico.start(order(), { ...keys, secret_key: 'sandbox-wrong-secret' });
    await expect(start).rejects.toThrow('Geçersiz imza (iyzico hata kodu 1000)');
    expect(fake.calls.length).toBe(calls + 1);
    expect(fake.calls.at(-1)!.authorised).toBe(false);
    expect(fake.forms.size).toBe(forms);
    const unknownKey = iyzico.start(order(), { ...keys, api_key: 'sandbox-other' });
    await expect(unknownKey).rejects.toThrow('api bilgileri bulunamadı');
  });

  it('verifies a paid token as paid with the amount, asking iyzico’s server', async () => {
    const { order: o, token } = await started();
    fake.pay(token);
    const result = await iyzico.verify({ token }, keys, { orderId: o.orderId, providerToken: token });
    const form = fake.forms.get(token)!;
    expect(result).toEqual({
      kind: 'paid',
      orderId: o.orderId,
      amountKurus: 155_050n,
      currency: 'TRY',
      providerRef: `${form.paymentId}/${form.transactions![0]!.id}:1250.5/${form.transactions![1]!.id}:300`,
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/payment/iyzipos/checkoutform/auth/ecom/detail',
      authorised: true,
      body: { token },
    });
  });

  it('verifies a declined card as failed with the bank’s reason in Turkish', async () => {
    const { order: o, token } = await started();
    fake.fail(token);
    const result = await iyzico.verify({ token }, keys, { orderId: o.orderId, providerToken: token });
    expect(result).toEqual({
      kind: 'failed',
      orderId: o.orderId,
      reasonCode: '10051',
      reasonText: 'Kart limiti yetersiz, yetersiz bakiye',
    });
  });

  it('rejects a result whose response signature does not match (bad_signature), and posts nothing', async () => {
    const { order: o, token } = await started();
    fake.pay(token);
    fake.wrongSignature = true;
    try {
      const result = await iyzico.verify({ token }, keys, { orderId: o.orderId, providerToken: token });
      expect(result).toMatchObject({ kind: 'rejected', reason: 'bad_signature' });
    } finally {
      fake.wrongSignature = false;
    }
  });

  it('rejects a signed success in another currency, with another amount or under fraud review', async () => {
    const changes: [string, (answer: Record<string, unknown>) => void][] = [
      ['USD', (answer) => Object.assign(answer, { currency: 'USD' })],
      ['paidPrice', (answer) => Object.assign(answer, { paidPrice: '1600.5' })],
      ['fraudStatus', (answer) => Object.assign(answer, { fraudStatus: 0 })],
    ];
    for (const [name, change] of changes) {
      const { order: o, token } = await started();
      fake.pay(token);
      fake.alter = change;
      try {
        const result = await iyzico.verify({ token }, keys, { orderId: o.orderId, providerToken: token });
        expect(result, name).toMatchObject({ kind: 'rejected', reason: 'provider_error' });
      } finally {
        fake.alter = null;
      }
    }
  });

  it('does not believe a token of another order, an unfinished form, or an unreachable iyzico', async () => {
    const first = await started();
    const second = await started();
    fake.pay(second.token);
    const swapped = await iyzico.verify({ token: second.token }, keys, {
      orderId: first.order.orderId,
      providerToken: first.token,
    });
    expect(swapped).toMatchObject({ kind: 'rejected', reason: 'unknown_order' });
    const foreign = await iyzico.verify({ token: second.token }, keys, { orderId: first.order.orderId });
    expect(foreign).toMatchObject({ kind: 'rejected', reason: 'unknown_order' });
    const unfinished = await iyzico.verify({ token: first.token }, keys, {
      orderId: first.order.orderId,
      providerToken: first.token,
    });
    expect(unfinished).toMatchObject({ kind: 'rejected', reason: 'provider_error' });
    const down = createIyzicoProvider('http://127.0.0.1:9');
    const unreachable = await down.verify({ token: second.token }, keys, { orderId: second.order.orderId });
    expect(unreachable).toMatchObject({ kind: 'rejected', reason: 'provider_error' });
  });

  it('refunds each basket line of a paid order through iyzico, and cannot refund it twice', async () => {
    const { order: o, token } = await started();
    fake.pay(token);
    const paid = await iyzico.verify({ token }, keys, { orderId: o.orderId, providerToken: token });
    if (paid.kind !== 'paid') throw new Error(`not paid: ${JSON.stringify(paid)}`);
    const payment = { orderId: o.orderId, providerRef: paid.providerRef, amountKurus: paid.amountKurus };
    expect(await iyzico.refund(payment, keys)).toEqual({ ok: true });
    const refunds = fake.calls.filter((call) => call.path === '/payment/refund').slice(-2);
    expect(refunds.every((call) => call.authorised)).toBe(true);
    expect(fake.forms.get(token)!.transactions!.map((tx) => tx.refunded)).toEqual([['1250.5'], ['300']]);
    const again = await iyzico.refund(payment, keys);
    expect(again).toEqual({ ok: false, reason: expect.stringContaining('iade edilebilecek tutardan büyük') });
    const wrongAmount = await iyzico.refund({ ...payment, amountKurus: 100n }, keys);
    expect(wrongAmount.ok).toBe(false);
  });
});
