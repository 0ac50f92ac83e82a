/** The demo account's online payments (issue 24): the test provider on, three card payments paid and one failed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { login, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
let demo: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const nowhere = 'http://127.0.0.1:9';
  ctx = await startTestApp({
    payments: { secretsKey: 'd'.repeat(40), paytrUrl: nowhere, iyzicoUrl: nowhere, testProvider: true },
  });
  expect(await seedDemoWhenEmpty(ctx.db, undefined, ctx.config.payments.secretsKey)).toBe(true);
  demo = await login(ctx, DEMO.phone, DEMO.password);
  call = caller(ctx);
}, 120_000);
afterAll(() => ctx?.close());

describe('the demo’s online payments', () => {
  it('has the test provider on and lists three paid card payments, each with its receipt, and one failed', async () => {
    const settings = (await call(demo, 'GET', '/online-payments/settings')).json();
    expect(settings.data).toMatchObject({ provider: 'test', credentials_set: true });
    expect(settings.available_providers).toContain('test');
    const list = (await call(demo, 'GET', '/online-payments?page=1')).json();
    const statuses = (list.Records as { status: string }[]).map((r) => r.status).sort();
    expect(statuses).toEqual(['failed', 'paid', 'paid', 'paid']);
    for (const row of list.Records as {
      status: string;
      receipt_id: number | null;
      failure_reason: string | null;
    }[]) {
      if (row.status === 'paid') expect(row.receipt_id).toEqual(expect.any(Number));
      else expect(row.failure_reason).toBe('Yetersiz bakiye');
    }
  });
});
