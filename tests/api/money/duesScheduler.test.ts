/**
 * The dues scheduler (server/plugins/jobs.ts): two server instances with the job queue on, on one database, as
 * behind a load balancer. Whether the handlers run on both at once or pg-boss delivers the ticks, each month's
 * dues are billed exactly once.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtBatches, debtJobRuns, debts, notifications } from '../../../server/db/schema';
import {
  DUES_QUEUE,
  DUES_RUN_QUEUE,
  duesRunSender,
  handleDuesRun,
  handleDuesTick,
} from '../../../server/plugins/jobs';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext, type TestInstance } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let second: TestInstance;
let owner: SignedIn;
let jobId: number;
const FLATS = 3;

beforeAll(async () => {
  ctx = await startTestApp({ jobs: true });
  second = await startSecondInstance(ctx);
  owner = await registerAccount(ctx, { assocName: 'Zamanlayıcı Sitesi' });
  const call = caller(ctx);
  const m = moneyFixtures(ctx, owner);
  const type = await m.make.starterType('Aidat');
  const dues = await m.make.group({ name: 'Aylık Aidat', type: 2, amount: '850,50' });
  await m.flats(FLATS, () => ({ group_id: dues.id }));
  const job = await dataOf(
    call(owner, 'POST', '/debt/job', {
      name: 'Aidat',
      group_id: dues.id,
      accounting_type_id: type.id,
      day_of_month: 5,
    }),
  );
  jobId = job.id;
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

/** The debts and run rows of the job for a month. */
async function billed(period: string) {
  const [debtRows] = await ctx.db
    .select({ n: count(), total: sql<string>`coalesce(sum(${debts.amount}), 0)` })
    .from(debts)
    .innerJoin(debtBatches, eq(debtBatches.id, debts.batchId))
    .where(and(eq(debtBatches.duesJobId, jobId), eq(debtBatches.period, period)));
  const [runs] = await ctx.db
    .select({ n: count() })
    .from(debtJobRuns)
    .where(and(eq(debtJobRuns.jobId, jobId), eq(debtJobRuns.period, period)));
  return { debts: debtRows!.n, total: BigInt(debtRows!.total), runs: runs!.n };
}

/** pg-boss jobs of a queue not finished yet (created, retry or active). */
async function unfinished(queue: string): Promise<number> {
  const { rows } = await ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`,
    [queue],
  );
  return rows[0]!.n;
}

/** Waits (at most `ms`) until `done` holds; fails with what was last seen otherwise. */
async function until(done: () => Promise<boolean>, what: string, ms = 12_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const once = { debts: FLATS, total: BigInt(FLATS) * 85_050n, runs: 1 };

describe('dues scheduler', () => {
  it('a day before the job’s day of the month sends nothing', async () => {
    const sent: unknown[] = [];
    const runs = await handleDuesTick(
      ctx.db,
      async (run) => {
        sent.push(run);
        return null;
      },
      { year: 2025, month: 3, day: 4 },
    );
    expect(runs).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('the run handler on both instances at once bills the month once', async () => {
    const run = { accountId: owner.user.account_id, jobId, period: '2025-03', today: '2025-03-10' };
    const results = await Promise.all([
      handleDuesRun(ctx.app.db, [run]),
      handleDuesRun(second.app.db, [run]),
      handleDuesRun(second.app.db, [run]),
    ]);
    expect(results.flat().filter((r) => r.created)).toHaveLength(1);
    expect(await billed('2025-03')).toEqual(once);
    // The bell says so once.
    const notices = await ctx.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.accountId, owner.user.account_id), eq(notifications.kind, 'dues_run')));
    expect(notices).toEqual([{ title: 'Aidat borçlandırması yapıldı: 03.2025' }]);
    // The month is taken: the next day's tick has nothing to send for it.
    const later = await handleDuesTick(ctx.db, async () => null, { year: 2025, month: 3, day: 11 });
    expect(later.filter((r) => r.jobId === jobId)).toEqual([]);
  });

  it('the tick handler on both instances at once: the runs collapse and bill the month once', async () => {
    const today = { year: 2025, month: 4, day: 5 };
    const sent = await Promise.all([
      handleDuesTick(ctx.app.db, duesRunSender(ctx.app.jobs!.boss), today),
      handleDuesTick(second.app.db, duesRunSender(second.app.jobs!.boss), today),
    ]);
    expect(sent.map((runs) => runs.filter((r) => r.jobId === jobId))).toEqual([
      [{ accountId: owner.user.account_id, jobId, period: '2025-04', today: '2025-04-05' }],
      [{ accountId: owner.user.account_id, jobId, period: '2025-04', today: '2025-04-05' }],
    ]);
    await until(async () => (await billed('2025-04')).runs === 1, 'the April run');
    await until(async () => (await unfinished('dues-run')) === 0, 'the run queue to drain');
    expect(await billed('2025-04')).toEqual(once);
    const { rows } = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'dues-run' and singleton_key = $1`,
      [`${jobId}:2025-04`],
    );
    // One queued job for both sends, or two when the first had already started: never more.
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.n).toBeLessThanOrEqual(2);
  });

  it('ticks delivered by pg-boss to both instances bill the month once', async () => {
    const ids = await Promise.all([
      ctx.app.jobs!.tick({ today: '06.05.2025' }),
      second.app.jobs!.tick({ today: '06.05.2025' }),
      second.app.jobs!.tick({ today: '07.05.2025' }),
    ]);
    await until(async () => {
      const states = await Promise.all(
        ids.map((id) => ctx.app.jobs!.boss.getJobById(DUES_QUEUE, id!, { includeArchive: true })),
      );
      return states.every((job) => job?.state === 'completed');
    }, 'the ticks to complete');
    await until(async () => (await unfinished('dues-run')) === 0, 'the run queue to drain');
    expect(await billed('2025-05')).toEqual(once);
    // Earlier months stay as they were.
    expect(await billed('2025-03')).toEqual(once);
    expect(await billed('2025-04')).toEqual(once);
    const { rows } = await ctx.pool.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where state = 'failed'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a run left active by a killed instance is given up after 2 minutes and tried again, not after 15', async () => {
    const queue = await ctx.app.jobs!.boss.getQueue(DUES_RUN_QUEUE);
    expect(queue).toMatchObject({
      policy: 'stately',
      expireInSeconds: 120,
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
    });
    // The runs the ticks above sent carry it: pg-boss fails an active job by its own expire_in, then retries it.
    const { rows } = await ctx.pool.query<{ expire: number; retry_limit: number }>(
      `select extract(epoch from expire_in)::int as expire, retry_limit from pgboss.job
       where name = $1 and singleton_key like $2`,
      [DUES_RUN_QUEUE, `${jobId}:%`],
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row).toEqual({ expire: 120, retry_limit: 5 });
  });
});
