/**
 * Online dues payment with PayTR against a local fake (issue 24, "Correctness"): only a verified notification
 * posts money, once; a wrong hash, an unknown or expired order or another amount changes nothing and is still
 * answered `OK`; a debt paid in the office meanwhile sends the rest to the advance and tells the manager; a
 * refund reverses exactly what the payment made, and closed books refuse it; a resident never pays another's debt.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  debts,
  onlinePaymentSettings,
  onlinePayments,
  receipts,
  residents,
  settings,
} from '../../../server/db/schema';
import { todayIso } from '../../../server/fields';
import { collectionScene } from '../helpers/collectionScene';
import { type FakePaytr, MERCHANT, startFakePaytr } from '../helpers/fakePaytr';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let fake: FakePaytr;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let posCash: { id: number };
let token: string;

const linkFor = async (residentId: number) =>
  (await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${residentId}/page-link`))).url.split(
    '/sakin/',
  )[1]!;

const resident = (method: 'GET' | 'POST', path: string, body?: object, link = token) =>
  ctx.app.inject({ method, url: `/api/r/${link}${path}`, ...(body ? { payload: body } : {}) });

const notify = (form: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/online-payments/paytr/notify',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

async function newDebt(amount: string) {
  return m.debt(scene.flat.apartment.id, scene.type.id, amount);
}

async function order(debtIds: number[], link = token) {
  const answer = await resident('POST', '/payments', { debt_ids: debtIds }, link);
  expect(answer.statusCode, answer.body).toBe(200);
  const data = answer.json().data as {
    payment_id: number;
    amount: number;
    fee: number;
    total: number;
    redirect_url: string;
  };
  const [row] = await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, data.payment_id));
  return { ...data, orderId: row!.orderId };
}

const paymentRow = async (id: number) =>
  (await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, id)))[0]!;
const receiptCount = async () =>
  Number(
    (
      await ctx.db
        .select({ n: sql<string>`count(*)` })
        .from(receipts)
        .where(eq(receipts.accountId, owner.user.account_id))
    )[0]!.n,
  );
/** What is left of a debt, in TL. */
const debtRemaining = async (id: number) => {
  const [row] = await ctx.db.select().from(debts).where(eq(debts.id, id));
  return Number(row!.amount - row!.paid) / 100;
};

beforeAll(async () => {
  fake = await startFakePaytr();
  ctx = await startTestApp({
    payments: { secretsKey: 'k'.repeat(40), paytrUrl: fake.url, iyzicoUrl: fake.url, testProvider: false },
  });
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
  m = moneyFixtures(ctx, owner);
  scene = await collectionScene(m, '100,00');
  posCash = await m.cashAccount({ name: 'Sanal POS' });
  token = await linkFor(scene.flat.owner.id);
  const saved = await call(owner, 'PUT', '/online-payments/settings', {
    provider: 'paytr',
    ...MERCHANT,
    commission_payer: 'association',
    commission_rate: '2,5',
    cash_account_id: posCash.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('the settings', () => {
  it('answer the provider and the commission but never the merchant key or salt, and store them sealed', async () => {
    const answer = await call(owner, 'GET', '/online-payments/settings');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      provider: 'paytr',
      merchant_id: MERCHANT.merchant_id,
      credentials_set: true,
      commission_payer: 'association',
      commission_rate: 2.5,
      cash_account_id: posCash.id,
    });
    expect(answer.body).not.toContain(MERCHANT.merchant_key);
    expect(answer.body).not.toContain(MERCHANT.merchant_salt);
    const [row] = await ctx.db.select().from(onlinePaymentSettings);
    expect(row!.credentialsSecret.toString('latin1')).not.toContain(MERCHANT.merchant_key);
  });

  it('refuse a rate above %20 with a Turkish error on the field, changing nothing', async () => {
    const answer = await call(owner, 'PUT', '/online-payments/settings', {
      provider: 'paytr',
      commission_rate: '25',
      cash_account_id: posCash.id,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.commission_rate).toContain('%20');
    expect((await call(owner, 'GET', '/online-payments/settings')).json().data.commission_rate).toBe(2.5);
  });
});

describe('starting a payment', () => {
  it('gets a PayTR token signed the way PayTR checks it, over the resident’s own debts', async () => {
    const started = await order([scene.debtId]);
    expect(started).toMatchObject({ amount: 100, fee: 2.5, total: 100 });
    expect(started.redirect_url).toBe(`${fake.url}/odeme/guvenli/tok${started.orderId}`);
    expect(fake.orders.get(started.orderId)!.payment_amount).toBe('10000');
  });

  it('gives PayTR the resident’s e-mail as the buyer’s, and a valid stand-in when they have none', async () => {
    const withoutAddress = await order([scene.debtId]);
    expect(fake.orders.get(withoutAddress.orderId)!.email).toBe(`sakin${scene.flat.owner.id}@example.com`);
    await ctx.db
      .update(residents)
      .set({ email: 'ayse.kaya@example.com' })
      .where(eq(residents.id, scene.flat.owner.id));
    const withAddress = await order([scene.debtId]);
    expect(fake.orders.get(withAddress.orderId)!.email).toBe('ayse.kaya@example.com');
  });

  it('is refused by PayTR when the merchant key is wrong: the resident is told, nothing is charged', async () => {
    const wrong = {
      provider: 'paytr',
      merchant_key: 'notTheKey',
      commission_rate: '2,5',
      cash_account_id: posCash.id,
    };
    expect((await call(owner, 'PUT', '/online-payments/settings', wrong)).statusCode).toBe(200);
    const refusedBefore = fake.refused;
    const answer = await resident('POST', '/payments', { debt_ids: [scene.debtId] });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().description).toContain('Ödeme sağlayıcısına');
    expect(fake.refused).toBe(refusedBefore + 1);
    const fixed = { ...wrong, merchant_key: MERCHANT.merchant_key };
    expect((await call(owner, 'PUT', '/online-payments/settings', fixed)).statusCode).toBe(200);
  });

  it('refuses another resident’s debt and records no order', async () => {
    const [other] = await m.flats(1);
    const theirs = await m.debt(other!.apartment.id, scene.type.id, '50,00');
    const before = (await ctx.db.select().from(onlinePayments)).length;
    const answer = await resident('POST', '/payments', { debt_ids: [theirs] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors.debt_ids).toContain('size ait');
    expect((await ctx.db.select().from(onlinePayments)).length).toBe(before);
  });
});

describe('a notification', () => {
  it('with a wrong hash, for an unknown order, another amount or an expired order changes nothing and answers OK', async () => {
    const debt = await newDebt('40,00');
    const started = await order([debt]);
    const receiptsBefore = await receiptCount();
    for (const form of [
      fake.notification(started.orderId, { wrongHash: true }),
      fake.notification('SYNOSUCHORDER123'),
      fake.notification(started.orderId, { totalAmount: '100' }),
    ]) {
      const answer = await notify(form);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('OK');
    }
    expect((await paymentRow(started.payment_id)).status).toBe('pending');
    await ctx.db
      .update(onlinePayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(onlinePayments.id, started.payment_id));
    expect((await notify(fake.notification(started.orderId))).body).toBe('OK');
    expect((await paymentRow(started.payment_id)).status).toBe('pending');
    expect(await receiptCount()).toBe(receiptsBefore);
    expect(await debtRemaining(debt)).toBe(40);
  });

  it('verified posts one collection into the virtual POS with the commission as a bank fee; the page shows the receipt', async () => {
    const debt = await newDebt('200,00');
    const started = await order([debt]);
    const posBefore = await m.balance(posCash.id);
    expect((await notify(fake.notification(started.orderId))).body).toBe('OK');
    expect(await debtRemaining(debt)).toBe(0);
    // 200,00 in, 5,00 commission (%2,5) out as an expense.
    expect(await m.balance(posCash.id)).toBe(posBefore + 195);
    const status = await resident('GET', `/payments/${started.payment_id}`);
    expect(status.json().data).toMatchObject({
      status: 'paid',
      amount: 200,
      receipt: { id: expect.any(Number) },
    });
    const pdf = await resident('GET', `/receipt/${status.json().data.receipt.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('twice, or 20 at once, makes one collection and 20 OK answers', async () => {
    const debt = await newDebt('75,00');
    const started = await order([debt]);
    const before = await receiptCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notify(fake.notification(started.orderId))),
    );
    expect(answers.map((a) => a.body)).toEqual(Array(20).fill('OK'));
    expect((await notify(fake.notification(started.orderId))).body).toBe('OK');
    expect(await receiptCount()).toBe(before + 1);
    expect(await debtRemaining(debt)).toBe(0);
  });

  it('after the debt was paid in the office still posts; the rest goes to the advance and the manager is told', async () => {
    const debt = await newDebt('60,00');
    const started = await order([debt]);
    const office = await m.pay({
      debt_id: debt,
      account_id: scene.cash.id,
      accounting_type_id: scene.type.id,
      amount: '60,00',
    });
    expect(office.statusCode, office.body).toBe(200);
    expect((await notify(fake.notification(started.orderId))).body).toBe('OK');
    const row = await paymentRow(started.payment_id);
    expect(row.status).toBe('paid');
    expect(row.surplus).toBe(6000n);
    const bell = (await call(owner, 'GET', '/notifications')).json();
    expect(JSON.stringify(bell)).toContain('avansa aktarıldı');
  });

  it('of a failed payment records the reason for the resident and no money', async () => {
    const debt = await newDebt('30,00');
    const started = await order([debt]);
    await notify(fake.notification(started.orderId, { status: 'failed' }));
    const status = (await resident('GET', `/payments/${started.payment_id}`)).json().data;
    expect(status).toMatchObject({ status: 'failed', failure_reason: 'Yetersiz bakiye', receipt: null });
    expect(await debtRemaining(debt)).toBe(30);
  });
});

describe('a refund', () => {
  it('goes through PayTR with its token and reverses exactly what the payment made', async () => {
    const debt = await newDebt('120,00');
    const posBefore = await m.balance(posCash.id);
    const started = await order([debt]);
    await notify(fake.notification(started.orderId));
    expect(await m.balance(posCash.id)).toBe(posBefore + 117);
    const answer = await call(owner, 'POST', `/online-payments/${started.payment_id}/refund`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ status: 'refunded', amount: 120 });
    expect(fake.refunds.at(-1)).toMatchObject({ merchant_oid: started.orderId, return_amount: '120.00' });
    expect(await debtRemaining(debt)).toBe(120);
    expect(await m.balance(posCash.id)).toBe(posBefore);
    const listed = (await call(owner, 'GET', '/online-payments?page=1&status=refunded')).json();
    expect(listed.Records.map((r: { id: number }) => r.id)).toContain(started.payment_id);
  });

  it('is refused by closed books, and by PayTR, changing nothing', async () => {
    const debt = await newDebt('80,00');
    const started = await order([debt]);
    await notify(fake.notification(started.orderId));
    fake.refuseRefunds = 'Iade suresi gecmis';
    const refused = await call(owner, 'POST', `/online-payments/${started.payment_id}/refund`);
    fake.refuseRefunds = null;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toContain('Iade suresi gecmis');
    expect(await debtRemaining(debt)).toBe(0);
    await ctx.db
      .update(settings)
      .set({ booksClosedThrough: todayIso() })
      .where(and(eq(settings.accountId, owner.user.account_id)));
    const closed = await call(owner, 'POST', `/online-payments/${started.payment_id}/refund`);
    expect(closed.statusCode).toBe(409);
    expect((await paymentRow(started.payment_id)).status).toBe('paid');
    expect(await debtRemaining(debt)).toBe(0);
    await ctx.db
      .update(settings)
      .set({ booksClosedThrough: null })
      .where(eq(settings.accountId, owner.user.account_id));
  });
});
