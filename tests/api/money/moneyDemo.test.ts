/** The demo account's money: cash accounts, a year of dues, two shared costs, collections, advances, late debts. */
import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts } from '../../../server/db/schema';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { login, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

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
  it('has two cash accounts (the starter Merkez Kasa and a bank): the desk keeps a little cash, the bank the rest', async () => {
    const accounts = (await call(demo, 'GET', '/accounts')).json().Records as {
      name: string;
      opening_balance: number;
      balance: number;
    }[];
    expect(accounts.map((a) => a.name).sort()).toEqual(['Merkez Kasa', 'Ziraat Bankası']);
    const [kasa, bank] = accounts.sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    // On each 28th the desk's cash above about 2.000 TL goes to the bank: it holds at most this month's cash.
    expect(kasa!.balance).toBeGreaterThan(0);
    expect(kasa!.balance).toBeLessThan(bank!.balance / 4);
    expect(bank!.balance).toBeGreaterThan(bank!.opening_balance);
  });

  it('has a year of books: suppliers invoiced and paid, incomes, expenses, monthly virman and a budget', async () => {
    const suppliers = (await call(demo, 'GET', '/current/accounts')).json().Records as {
      name: string;
      balance: number;
    }[];
    expect(suppliers.length).toBeGreaterThanOrEqual(4);
    // Paid ten days after each invoice: at most this month's invoice is still owed.
    const lift = suppliers.find((s) => s.name.startsWith('Yıldız Asansör'))!;
    expect([0, 2750]).toContain(lift.balance);
    const incomes = (await call(demo, 'GET', '/payments?page=1&type=1')).json();
    expect(incomes.TotalRecords).toBeGreaterThanOrEqual(20);
    const expenses = (await call(demo, 'GET', '/expenses?page=1&type=2')).json();
    expect(expenses.TotalRecords).toBeGreaterThanOrEqual(60);
    expect(expenses.AdditionalData.amount).toBeGreaterThan(200_000);
    const virman = (await call(demo, 'GET', '/virman?page=1')).json();
    expect(virman.TotalRecords).toBeGreaterThanOrEqual(10);
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
