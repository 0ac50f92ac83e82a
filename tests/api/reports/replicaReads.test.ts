/**
 * DATABASE_REPLICA_URL (server/plugins/readReplica.ts): the reports, the dashboard and the interest report read the
 * replica; collections and every other write go to the primary. The "replica" here is a copy of the test's
 * database taken after the first collection, so the two hold different totals and each answer shows which one it
 * read.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { withDatabase } from '../helpers/globalSetup';
import {
  caller,
  startSecondInstance,
  startTestApp,
  type TestContext,
  type TestInstance,
} from '../helpers/harness';
import { moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let withReplica: TestInstance;
let owner: SignedIn;
let scene: Awaited<ReturnType<typeof collectionScene>>;
let admin: pg.Client;
const replicaName = `site_replica_${process.pid}_${Date.now()}`;

/** A copy of the test's database as it is now: CREATE DATABASE … TEMPLATE needs it without connections. */
async function copyDatabase(): Promise<string> {
  const source = new URL(ctx.databaseUrl).pathname.slice(1);
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [source]);
  await admin.query(`CREATE DATABASE ${replicaName} TEMPLATE ${source}`);
  return withDatabase(ctx.databaseUrl, replicaName);
}

beforeAll(async () => {
  ctx = await startTestApp();
  admin = new pg.Client({ connectionString: withDatabase(ctx.databaseUrl, 'postgres') });
  await admin.connect();
  owner = await registerAccount(ctx, { assocName: 'Replika Sitesi' });
  scene = await collectionScene(moneyFixtures(ctx, owner), 1000);
  expect((await scene.pay(100)).statusCode).toBe(200);
  const replicaUrl = await copyDatabase();
  // After the copy: only the primary has this one.
  expect((await scene.pay(250)).statusCode).toBe(200);
  withReplica = await startSecondInstance(ctx, { databaseReplicaUrl: replicaUrl });
});
afterAll(async () => {
  await withReplica?.close();
  await ctx?.close();
  await admin?.query(`DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
  await admin?.end();
});

const onPrimary = caller(() => ctx);
const onReplica = caller(() => ({ ...ctx, app: withReplica.app }));

async function cashTotal(call: typeof onPrimary): Promise<number> {
  const answer = await call.get(owner, '/dashboard?start_date=01.01.2025&end_date=31.12.2025');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.finance.cash_total;
}

async function collected(call: typeof onPrimary): Promise<number> {
  const answer = await call.post(owner, '/payment/report', {
    start_date: '01.01.2025',
    end_date: '31.12.2025',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().AdditionalData.collection;
}

describe('reports on the replica', () => {
  it('the dashboard and the income report answer the replica’s rows, not the primary’s', async () => {
    expect(await cashTotal(onPrimary)).toBe(350);
    expect(await collected(onPrimary)).toBe(350);
    expect(await cashTotal(onReplica)).toBe(100);
    expect(await collected(onReplica)).toBe(100);
  });

  it('the interest report reads the replica: the debt’s remaining is as it was at the copy', async () => {
    const answer = await onReplica.get(owner, '/interest/reports?date=31.12.2025');
    expect(answer.statusCode, answer.body).toBe(200);
    // The scene's debt is not entered with is_interest: no rows on either side, and no failure on the replica.
    expect(answer.json().TotalRecords).toBe(0);
  });

  it('a collection through the instance with a replica is written to the primary and answered from it', async () => {
    const paid = await onReplica.post(owner, '/payment/debt', {
      debt_id: scene.debtId,
      account_id: scene.cash.id,
      accounting_type_id: scene.type.id,
      amount: 50,
      date: '05.02.2025',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // Numbered after the primary's two receipts; the replica has only the first.
    expect(paid.json().data).toMatchObject({ receipt_number: 3, remaining: 600 });
    // The receipt that follows a write is read where it was written, not from the lagging replica.
    const receipt = await onReplica.get(owner, `/user/receipt/file/${paid.json().data.receipt_id}`);
    expect(receipt.statusCode, receipt.body.slice(0, 200)).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(await cashTotal(onPrimary)).toBe(400);
    expect(await cashTotal(onReplica)).toBe(100);
  });
});
