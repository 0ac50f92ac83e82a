/** The demo account's money: cash accounts, a year of dues, two shared costs, collections, advances, late debts. */
import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts } from '../../server/db/schema';
import { DEMO, seedDemoWhenEmpty } from '../../server/seed';
import { login, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';
import { caller } from './propertyFixtures';

let ctx: TestContext;
let demo: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  // How long the seed takes is measured in bench/seedDemo.ts, not asserted here.
  expect(await seedDemoWhenEmpty(ctx.db)).toBe(true);
  demo = await login(ctx, DEMO.phone, DEMO.password);
  call = caller(ctx);
});
afterAll(() => ctx?.close());

describe('demo money', () => {
  it('has two cash accounts (the starter Merkez Kasa and a bank) whose balances hold the collections and advances', async () => {
    const accounts = (await call(demo, 'GET', '/accounts')).json().Records as {
      name: string;
      opening_balance: number;
      balance: number;
    }[];
    expect(accounts.map((a) => a.name).sort()).toEqual(['Merkez Kasa', 'Ziraat Bankası']);
    for (const account of accounts) expect(account.balance).toBeGreaterThan(account.opening_balance);
  });

  it('has a year of dues from the dues jobs and two shared-cost splits that add up exactly', async () => {
    const batches = (await call(demo, 'GET', '/multi/debts?page=1&per_page=100')).json().Records as {
      rule: string;
      source: string;
      total: number;
      period: string | null;
    }[];
    const dues = batches.filter((b) => b.source === 'dues_job');
    expect(dues).toHaveLength(24);
    expect(new Set(dues.map((b) => b.period)).size).toBe(12);
    const roof = batches.find((b) => b.rule === 'land')!;
    expect(roof.total).toBe(24000);
    const garden = batches.find((b) => b.rule === 'amount_each')!;
    expect(garden.total).toBe(6000);
    expect((await call(demo, 'GET', '/debt/job?page=1')).json().TotalRecords).toBe(2);
  });

  it('has mostly paid debts, some partly paid, a few unpaid, late ones with compensation and advances', async () => {
    const count = async (status: string) =>
      (await call(demo, 'POST', '/debts?page=1', { status })).json().TotalRecords as number;
    const [paid, partial, unpaid] = [await count('paid'), await count('partial'), await count('unpaid')];
    expect(paid).toBeGreaterThan(partial + unpaid);
    expect(partial).toBeGreaterThan(5);
    expect(unpaid).toBeGreaterThan(10);
    const report = (await call(demo, 'GET', '/interest/reports?page=1')).json();
    expect(report.TotalRecords).toBeGreaterThan(5);
    expect(report.AdditionalData.compensation).toBeGreaterThan(0);
    const advances = (await call(demo, 'GET', '/advance/payments?page=1')).json();
    expect(advances.TotalRecords).toBeGreaterThanOrEqual(3);
    expect((await call(demo, 'GET', '/receipts?page=1')).json().TotalRecords).toBeGreaterThan(400);
    const [mismatch] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(debts)
      .where(
        and(
          isNull(debts.deletedAt),
          sql`${debts.paid} <> (select coalesce(sum(amount), 0) from payments p where p.debt_id = "debts"."id" and p.deleted_at is null)`,
        ),
      );
    expect(mismatch!.n).toBe(0);
    const receipt = (await call(demo, 'GET', '/receipts?page=1')).json().Records[0];
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/receipt/file/${receipt.id}`,
      headers: demo.headers,
    });
    expect(file.statusCode).toBe(200);
  });
});
