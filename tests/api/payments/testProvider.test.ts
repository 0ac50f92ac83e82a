/**
 * The in-product test bank (issue 24): with PAYMENT_TEST_PROVIDER on, the resident is sent to the test bank page;
 * the success card posts the collection through the same road as a real notification, the other test cards fail
 * with their Turkish reason and record nothing. Without it the provider cannot be chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let token: string;

const resident = (method: 'GET' | 'POST', path: string, body?: object) =>
  ctx.app.inject({ method, url: `/api/r/${token}${path}`, ...(body ? { payload: body } : {}) });
const complete = (paymentId: number, card: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/online-payments/test/complete',
    payload: { payment_id: paymentId, card },
  });

beforeAll(async () => {
  ctx = await startTestApp({
    payments: {
      secretsKey: 't'.repeat(40),
      paytrUrl: 'http://127.0.0.1:9',
      iyzicoUrl: 'http://127.0.0.1:9',
      testProvider: true,
    },
  });
  call = caller(ctx);
  owner = await registerAccount(ctx);
  m = moneyFixtures(ctx, owner);
  scene = await collectionScene(m, '150,00');
  const pos = await m.cashAccount({ name: 'Sanal POS' });
  token = (
    await dataOf<{ url: string }>(call(owner, 'POST', `/resident/${scene.flat.owner.id}/page-link`))
  ).url.split('/sakin/')[1]!;
  const saved = await call(owner, 'PUT', '/online-payments/settings', {
    provider: 'test',
    commission_payer: 'resident',
    commission_rate: '2',
    cash_account_id: pos.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(() => ctx?.close());

describe('the test provider', () => {
  it('fails for lack of funds and for 3-D Secure with the reason in Turkish, then pays with the success card', async () => {
    const started = await resident('POST', '/payments', { debt_ids: [scene.debtId] });
    expect(started.statusCode, started.body).toBe(200);
    const data = started.json().data;
    // The resident bears %2: 150,00 grossed up so the bank's %2 leaves 150,00.
    expect(data).toMatchObject({ amount: 150, fee: 3.07, total: 153.07 });
    expect(data.redirect_url).toMatch(new RegExp(`/r/${token}/test-bank/${data.payment_id}$`));

    const poor = await complete(data.payment_id, '4111 1111 1111 1111');
    expect(poor.json().data).toMatchObject({ status: 'failed', failure_reason: 'Yetersiz bakiye' });

    const second = (await resident('POST', '/payments', { debt_ids: [scene.debtId] })).json().data;
    const secure = await complete(second.payment_id, '4000000000000002');
    expect(secure.json().data.failure_reason).toContain('3-D Secure');

    const third = (await resident('POST', '/payments', { debt_ids: [scene.debtId] })).json().data;
    const paid = await complete(third.payment_id, '4355084355084358');
    expect(paid.json()).toMatchObject({ description: 'Ödemeniz alındı.', data: { status: 'paid' } });
    const page = (await resident('GET', '')).json().data;
    expect(page.total_debt).toBe(0);
    const listed = (await call(owner, 'GET', '/online-payments?page=1')).json();
    expect(listed.Records.map((r: { status: string }) => r.status)).toEqual(['paid', 'failed', 'failed']);
    expect(listed.Records[0]).toMatchObject({ amount: 150, fee: 3.07, total: 153.07, provider: 'test' });
  });
});

describe('without the test provider', () => {
  it('cannot be chosen in the settings', async () => {
    const plain = await startSecondInstance(ctx, {
      payments: { ...ctx.config.payments, testProvider: false },
    });
    try {
      const cash = await m.cashAccount();
      const answer = await plain.app.inject({
        method: 'PUT',
        url: '/api/online-payments/settings',
        headers: owner.headers,
        payload: { provider: 'test', cash_account_id: cash.id },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.provider).toContain('kullanılamıyor');
    } finally {
      await plain.close();
    }
  });
});
