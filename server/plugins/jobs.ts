/**
 * The job queue (docs/scaling.md, "N stateless instances behind a load balancer"): pg-boss on the application's own
 * PostgreSQL, so work scheduled once runs once however many server instances are up. Registered by buildApp when
 * `config.jobs` is on.
 *
 * Dues (docs/domain.md, "Dues jobs"):
 * - a cron schedule puts one job on the 'dues' queue every day at 00:05 Istanbul time (pg-boss sends a schedule
 *   once per minute across instances), and one more when an instance starts, so a day the server was down is
 *   caught up;
 * - the 'dues' worker (handleDuesTick) sends one 'dues-run' job per dues job due that day, with the singleton key
 *   `${jobId}:${period}`: the 'stately' queue keeps at most one queued and one running job per key, so the
 *   instances' duplicate sends collapse;
 * - the 'dues-run' worker (handleDuesRun) bills the month with runDuesJob, whose run row (unique job_id + period)
 *   is the real exactly-once guarantee: the queue only triggers.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { type CalendarDate, parseDmy, todayInIstanbul } from '../../common/date';
import type { Db } from '../db';
import { type DuesRun, dueDuesRuns, runDuesOnce } from '../services/money/duesScheduler';

export const DUES_QUEUE = 'dues';
export const DUES_RUN_QUEUE = 'dues-run';
/** Every day at 00:05 in Istanbul: the first minutes of a day belong to it whatever the server's zone. */
export const DUES_CRON = '5 0 * * *';
export const TIME_ZONE = 'Europe/Istanbul';
const STOP_TIMEOUT_MS = 10_000;
/**
 * A 'dues-run' job still active after this is taken as dead (its instance was killed) and retried. A run bills one
 * job's month in one transaction: 20,000 flats are about 2 s quiet and 20 s on a loaded machine (docs/benchmarks.md,
 * the 5,000-flat split); 120 s leaves six times that. A run that does outlast it is harmless: the retry waits on
 * the run row and finds the month taken (duesRunner.ts).
 */
export const DUES_RUN_EXPIRE_SECONDS = 120;
/** How a dead or failed run is tried again: 30 s, then doubling, five times. */
export const DUES_RUN_RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

/** A 'dues' job: a tick. `today` (DD.MM.YYYY) only when someone asks for another day than today in Istanbul. */
export interface DuesTick {
  today?: string;
}

export interface Jobs {
  boss: PgBoss;
  /** Puts one 'dues' tick on the queue (what the cron does); answers the queue job's id. */
  tick(data?: DuesTick): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue; null when `config.jobs` is off (API tests). */
    jobs: Jobs | null;
  }
}

type Send = (run: DuesRun) => Promise<string | null>;

/**
 * The 'dues' worker's handler: one 'dues-run' job per dues job due on `today`. Exported so a test can play any day
 * on several instances at once. Answers what it sent.
 */
export async function handleDuesTick(
  db: Db,
  send: Send,
  today: CalendarDate = todayInIstanbul(),
): Promise<DuesRun[]> {
  const runs = await dueDuesRuns(db, today);
  for (const run of runs) await send(run);
  return runs;
}

/** The 'dues-run' worker's handler: bills each job's month once (again: nothing). */
export async function handleDuesRun(
  db: Db,
  runs: DuesRun[],
): Promise<{ created: boolean; debtCount: number }[]> {
  const results = [];
  for (const run of runs) results.push(await runDuesOnce(db, run));
  return results;
}

/** Sends a dues run so that duplicates for the same job and month collapse; expiry and retries are the queue's. */
export function duesRunSender(boss: PgBoss): Send {
  return (run) => boss.send(DUES_RUN_QUEUE, run, { singletonKey: `${run.jobId}:${run.period}` });
}

function tickDay(data: DuesTick | undefined): CalendarDate {
  return (data?.today && parseDmy(data.today)) || todayInIstanbul();
}

async function jobsPlugin(app: FastifyInstance, options: { connectionString: string }) {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    application_name: 'site-yonetimi-jobs',
    // Its own small pool: queue polling never takes the API's connections.
    max: 3,
  });
  let stopping = false;
  boss.on('error', (error: Error & { code?: string }) => {
    // Ctrl+C reaches the embedded PostgreSQL too, which may close the queue's idle connections before the app
    // stops them; a database restart does the same. pg-boss opens new ones: no news (debug level).
    if (stopping) return;
    const detail = { err: { message: error.message, code: error.code } };
    if (error.code === '57P01') app.log.debug(detail, 'pg-boss: PostgreSQL closed a connection');
    else app.log.error(detail, 'pg-boss');
  });
  await boss.start();
  await boss.createQueue(DUES_QUEUE, { name: DUES_QUEUE, policy: 'standard', retryLimit: 3, retryDelay: 60 });
  const runQueue = {
    name: DUES_RUN_QUEUE,
    policy: 'stately',
    expireInSeconds: DUES_RUN_EXPIRE_SECONDS,
    ...DUES_RUN_RETRY,
  } as const;
  await boss.createQueue(DUES_RUN_QUEUE, runQueue);
  // createQueue keeps an existing queue as it was: a database from before these options gets them here.
  await boss.updateQueue(DUES_RUN_QUEUE, runQueue);
  await boss.schedule(DUES_QUEUE, DUES_CRON, {}, { tz: TIME_ZONE });

  const send = duesRunSender(boss);
  let runWorker: string | null = null;
  const sendAndWake: Send = async (run) => {
    const id = await send(run);
    // This instance's run worker starts at once instead of at its next poll.
    if (runWorker) boss.notifyWorker(runWorker);
    return id;
  };
  runWorker = await boss.work<DuesRun>(DUES_RUN_QUEUE, async (jobs) => {
    const results = await handleDuesRun(
      app.db,
      jobs.map((job) => job.data),
    );
    jobs.forEach((job, index) => {
      if (results[index]?.created) {
        app.log.info({ dues: job.data, debts: results[index].debtCount }, 'dues billed');
      }
    });
  });
  await boss.work<DuesTick>(DUES_QUEUE, async (jobs) => {
    for (const job of jobs) await handleDuesTick(app.db, sendAndWake, tickDay(job.data));
  });

  const jobs: Jobs = { boss, tick: (data = {}) => boss.send(DUES_QUEUE, data) };
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    // Catch up at start (a restart after 00:05, or a day the server was down); collapses across instances.
    await boss.send(DUES_QUEUE, {}, { singletonKey: 'start', singletonSeconds: 300 });
  });
  app.addHook('onClose', async () => {
    stopping = true;
    // Running jobs may finish (up to the timeout); their transactions commit or roll back whole either way.
    try {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    } catch (error) {
      app.log.warn({ err: { message: (error as Error).message } }, 'pg-boss did not stop cleanly');
    }
  });
}

export default fp(jobsPlugin, { name: 'jobs' });
