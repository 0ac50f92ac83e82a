/**
 * More than one machine (docs/scaling.md, "The cluster test"): a PostgreSQL primary with a streaming hot standby,
 * three product instances with the job queue on (each reading its reports from the standby), HAProxy in front.
 * Under a steady stream of collections sent with Idempotency-Keys (some sent twice), one instance is killed with
 * SIGKILL and the standby's replay is paused for a while. Afterwards every key made exactly one collection, no debt
 * is paid beyond its amount, every receipt number is used once, the reports read on the standby reach the
 * primary's totals, and the month's dues were billed once.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  haproxyBin,
  type Instance,
  type PostgresPair,
  postgresBin,
  sleep,
  startHaproxy,
  startInstance,
  startPostgresPair,
  stopInstance,
  untilServing,
} from './cluster';
import { type CollectionLoad, runCollections } from './collections';
import { duesTicks, type Scene, sceneOf } from './scene';

const pgBin = postgresBin();
const proxyBin = haproxyBin();
const missing = !pgBin || !proxyBin;
// CI installs both (.ci/run); elsewhere the test says what it lacks instead of failing.
if (missing && process.env.CI)
  throw new Error('the cluster test needs postgresql and haproxy (apt-get install)');
if (missing)
  console.warn(
    'cluster test skipped: install postgresql and haproxy (apt-get install -y postgresql haproxy)',
  );

const FLATS = 4;
/** Enough collections to pay every debt in full on average and then some (they average 25 TL on 60 TL debts). */
const MIN_KEYS = 20;
const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);

let dir: string;
let pair: PostgresPair | null = null;
let primary: pg.Pool;
let standby: pg.Client;
const instances: Instance[] = [];
let proxy: ReturnType<typeof startHaproxy> | null = null;
let proxyUrl: string;
let scene: Scene;
let load: CollectionLoad;
let lagged: { replica: number; primary: number };
const figures: string[] = [];

function envOf(urls: PostgresPair, jobs: boolean): Record<string, string> {
  return {
    DATABASE_URL: urls.primaryUrl,
    DATABASE_REPLICA_URL: urls.standbyUrl,
    DATA_DIR: join(dir, 'data'),
    JWT_SECRET: 'cluster-test-jwt-secret-cluster-test-jwt-secret',
    SECRETS_KEY: 'cluster-test-secrets-key-cluster-test-secrets-key',
    JOBS: String(jobs),
    SERVE_SPA: 'false',
    DEMO: 'false',
  };
}

/** The dashboard's cash total, read through HAProxy: from the standby, by whichever instance answers. */
async function reportedCash(): Promise<number> {
  const answer = await fetch(`${proxyUrl}/api/dashboard`, { headers: scene.headers });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { finance: { cash_total: number } } }).data.finance.cash_total;
}

/** The same total on the primary, in TL: every live collection went into the scene's one cash account. */
async function primaryCash(): Promise<number> {
  const { rows } = await primary.query<{ total: string }>(
    'select coalesce(sum(total), 0)::text as total from receipts where account_id = $1 and deleted_at is null',
    [scene.accountId],
  );
  return Number(rows[0]!.total) / 100;
}

/** The dues job's run rows and the debts its batches made, on the primary. */
async function duesBilled(): Promise<{ runs: number; debts: number }> {
  const { rows } = await primary.query<{ runs: number; debts: number }>(
    `select (select count(*)::int from debt_job_runs where job_id = $1) as runs,
            (select count(*)::int from debts d join debt_batches b on b.id = d.batch_id
              where b.dues_job_id = $1) as debts`,
    [scene.duesJobId],
  );
  return rows[0]!;
}

async function until(done: () => Promise<boolean>, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

beforeAll(async () => {
  if (missing) return;
  dir = mkdtempSync(join(tmpdir(), 'site-cluster-'));
  pair = await startPostgresPair(pgBin!, dir);
  primary = new pg.Pool({ connectionString: pair.primaryUrl, max: 2 });
  standby = new pg.Client({ connectionString: pair.standbyUrl });
  await standby.connect();
  figures.push(`postgres pair ${seconds(started)} s`);

  // `npm start`'s first step: the bundle, built only when the sources changed.
  execFileSync(process.execPath, [join('server', 'build.mjs')], { stdio: 'inherit' });
  // The first instance migrates the empty database alone; the two others start on it while the scene is made.
  const ports = [await freePort(), await freePort(), await freePort()];
  const start = (index: number) =>
    startInstance(`instance${index + 1}`, ports[index]!, envOf(pair!, true), dir);
  instances.push(start(0));
  await untilServing(`http://127.0.0.1:${ports[0]}/api/dashboard`, instances[0]);
  figures.push(`first instance ${seconds(started)} s`);
  instances.push(start(1), start(2));
  scene = await sceneOf(`http://127.0.0.1:${ports[0]}`, join(dir, 'data'), FLATS);
  await Promise.all(instances.map((i) => untilServing(`http://127.0.0.1:${i.port}/api/dashboard`, i)));
  const proxyPort = await freePort();
  proxyUrl = `http://127.0.0.1:${proxyPort}`;
  proxy = startHaproxy(proxyBin!, dir, proxyPort, ports);
  await untilServing(`${proxyUrl}/api/dashboard`);
  figures.push(`scene, three instances and haproxy ${seconds(started)} s`);
  const loadStart = Date.now();
  let stop = false;
  const running = runCollections(proxyUrl, scene, { clients: 4, stopped: () => stop, minKeys: MIN_KEYS });
  // The 00:05 cron of each instance, all at once: the queue's ticks, as pg-boss sends them. The kill waits for the
  // month's run (docs/scaling.md says what a kill during the run costs).
  await duesTicks(pair.primaryUrl, instances.length);
  await until(async () => (await duesBilled()).runs > 0, 'the dues run');
  figures.push(`dues billed ${seconds(loadStart)} s into the load`);
  await sleep(1_000);
  instances[1]!.child.kill('SIGKILL');
  await sleep(500);
  await standby.query('select pg_wal_replay_pause()');
  await sleep(3_000);
  lagged = { replica: await reportedCash(), primary: await primaryCash() };
  await standby.query('select pg_wal_replay_resume()');
  await sleep(1_500);
  stop = true;
  load = await running;
  figures.push(`load ${seconds(loadStart)} s`);
}, 600_000);

afterAll(async () => {
  for (const instance of instances) await stopInstance(instance);
  proxy?.kill('SIGTERM');
  await primary?.end();
  await standby?.end();
  pair?.stop();
  if (dir && !process.env.KEEP_CLUSTER) rmSync(dir, { recursive: true, force: true });
  console.log(`cluster test: ${figures.join('; ')}; total ${seconds(started)} s`);
  if (process.env.KEEP_CLUSTER) console.log(`cluster test: logs kept in ${dir}`);
});

describe.skipIf(missing)('three instances, a standby and HAProxy', () => {
  it('keeps serving collections while one instance is killed', () => {
    figures.push(
      `${load.keys.size} keys, ${load.sent} requests, ${load.failures} failed answers retried, ` +
        `${load.replays} keys resent`,
    );
    expect(instances[1]!.child.signalCode).toBe('SIGKILL');
    expect(load.keys.size).toBeGreaterThanOrEqual(MIN_KEYS);
    expect(load.replays).toBeGreaterThan(0);
    expect(load.mismatches).toEqual([]);
  });

  it('made exactly one collection per key, each for the amount sent', async () => {
    const { rows } = await primary.query<{ id: number; total: string }>(
      'select id, total::text from receipts where account_id = $1 and deleted_at is null',
      [scene.accountId],
    );
    const answered = [...load.keys.values()];
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      answered.map((key) => key.receiptId).sort((a, b) => a - b),
    );
    const amounts = new Map(rows.map((row) => [row.id, BigInt(row.total)]));
    for (const key of answered) expect(amounts.get(key.receiptId)).toBe(BigInt(key.kurus));
    const stored = await primary.query<{ n: number }>(
      'select count(*)::int as n from idempotency_keys where account_id = $1',
      [scene.accountId],
    );
    expect(stored.rows[0]!.n).toBe(load.keys.size);
  });

  it('never collected a debt beyond its amount, and its paid equals its live payments', async () => {
    const { rows } = await primary.query<{ id: number; amount: string; paid: string; payments: string }>(
      `select d.id, d.amount::text, d.paid::text,
              coalesce((select sum(p.amount) from payments p where p.debt_id = d.id and p.deleted_at is null), 0)::text
                as payments
         from debts d where d.account_id = $1`,
      [scene.accountId],
    );
    for (const debt of rows) {
      expect(BigInt(debt.paid), `debt ${debt.id}`).toBeLessThanOrEqual(BigInt(debt.amount));
      expect(debt.paid, `debt ${debt.id}`).toBe(debt.payments);
    }
    // The stream paid more than the scene's debts: the rest went to the payers' advances.
    const full = rows.filter((debt) => scene.debtIds.includes(debt.id) && debt.paid === debt.amount);
    expect(full.length).toBeGreaterThan(0);
  });

  it('used every receipt number once', async () => {
    const { rows } = await primary.query<{ numbers: number; distinct: number }>(
      `select count(*)::int as numbers, count(distinct number)::int as distinct
         from receipts where account_id = $1`,
      [scene.accountId],
    );
    expect(rows[0]!.distinct).toBe(rows[0]!.numbers);
    expect(rows[0]!.numbers).toBe(load.keys.size);
  });

  it('lagged on the paused standby, and its reports then reach the primary’s totals', async () => {
    figures.push(`while paused: report ${lagged.replica} TL, primary ${lagged.primary} TL`);
    expect(lagged.replica).toBeLessThan(lagged.primary);
    const target = await primaryCash();
    const end = Date.now() + 20_000;
    let seen = await reportedCash();
    while (seen !== target && Date.now() < end) {
      await sleep(100);
      seen = await reportedCash();
    }
    expect(seen).toBe(target);
    // The income report counts what paid debts (the rest of each collection went to an advance).
    const paid = await primary.query<{ total: string }>(
      `select coalesce(sum(amount), 0)::text as total from payments
        where account_id = $1 and deleted_at is null and source = 'collection'`,
      [scene.accountId],
    );
    const income = await fetch(`${proxyUrl}/api/payment/report`, {
      method: 'POST',
      headers: { ...scene.headers, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    const report = (await income.json()) as { AdditionalData: { collection: number } };
    expect(report.AdditionalData.collection).toBe(Number(paid.rows[0]!.total) / 100);
  });

  it('billed the month’s dues once, however many instances ticked', async () => {
    expect(await duesBilled()).toEqual({ runs: 1, debts: FLATS });
  });
});
