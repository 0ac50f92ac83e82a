/**
 * Online dues payment with iyzico against its local fake, through the product (issue 24): the resident's order
 * opens iyzico's checkout form; iyzico's callback (posted by the resident's browser) is believed only after the
 * server asked iyzico for the result, posts one collection, and sends the browser back to the resident page; the
 * same callback twice posts nothing more; a refund goes back through iyzico.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlinePayments, receipts, residents } from '../../../server/db/schema';
import { collectionScene } from '../helpers/collectionScene';
import { type FakeIyzico, startFakeIyzico } from '../helpers/fakeIyzico';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let fake: FakeIyzico;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let link: string;

const receiptCount = async () =>
  Number(
    (
      await ctx.db
        .select({ n: sql<string>`count(*)` })
        .from(receipts)
        .where(eq(receipts.accountId, owner.user.account_id))
    )[0]!.n,
  );

beforeAll(async () => {
  fake = await startFakeIyzico();
  ctx = await startTestApp({
    payments: { secretsKey: 'i'.repeat(40), paytrUrl: fake.url, iyzicoUrl: fake.url, testProvider: false },
  });
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  const m = moneyFixtures(ctx, owner);
  scene = await collectionScene(m, '250,50');
  const pos = await m.cashAccount({ name: 'Sanal POS' });
  await ctx.db
    .update(residents)
    .set({ email: 'deniz.kara@example.com' })
    .where(eq(residents.id, scene.flat.owner.id));
  link = (
    await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${scene.flat.owner.id}/page-link`))
  ).url.split('/sakin/')[1]!;
  const saved = await call(owner, 'PUT', '/online-payments/settings', {
    provider: 'iyzico',
    api_key: fake.apiKey,
    secret_key: fake.secretKey,
    commission_payer: 'association',
    commission_rate: '0',
    cash_account_id: pos.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe('a card payment through iyzico', () => {
  let paymentId: number;
  let checkoutToken: string;
  let callbackUrl: URL;

  it('opens iyzico’s checkout form for the chosen debt, signed as iyzico checks it', async () => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/r/${link}/payments`,
      payload: { debt_ids: [scene.debtId] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    paymentId = answer.json().data.payment_id;
    const [row] = await ctx.db.select().from(onlinePayments).where(eq(onlinePayments.id, paymentId));
    checkoutToken = row!.providerToken!;
    const form = fake.forms.get(checkoutToken)!;
    expect(form.request.price).toBe('250.5');
    expect((form.request.buyer as { email: string }).email).toBe('deniz.kara@example.com');
    expect(fake.calls.every((c) => c.authorised)).toBe(true);
    callbackUrl = new URL(String(form.request.callbackUrl));
    expect(callbackUrl.pathname).toBe('/api/online-payments/iyzico/callback');
  });

  it('posts one collection when the resident’s browser brings the callback, and sends it back to the page', async () => {
    fake.pay(checkoutToken);
    const before = await receiptCount();
    const callback = () =>
      ctx.app.inject({
        method: 'POST',
        url: `${callbackUrl.pathname}${callbackUrl.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: checkoutToken }).toString(),
      });
    const first = await callback();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/sakin/${link}?payment=${paymentId}`);
    // The browser posts the form again (back button, a double click): nothing more is written.
    expect((await callback()).statusCode).toBe(303);
    expect(await receiptCount()).toBe(before + 1);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/r/${link}/payments/${paymentId}` });
    expect(status.json().data).toMatchObject({ status: 'paid', total: 250.5 });
  });

  it('refunds through iyzico and opens the debt again', async () => {
    const refund = await call(owner, 'POST', `/online-payments/${paymentId}/refund`, {});
    expect(refund.statusCode, refund.body).toBe(200);
    expect(fake.calls.some((c) => c.path.includes('/payment/refund') && c.authorised)).toBe(true);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/r/${link}/payments/${paymentId}` });
    expect(status.json().data.status).toBe('refunded');
    const page = await ctx.app.inject({ method: 'GET', url: `/api/r/${link}` });
    expect(page.json().data.total_debt).toBe(250.5);
  });
});
