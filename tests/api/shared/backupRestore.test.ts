import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { createDb, createPool, type Db } from '../../../server/db';
import { accounts, auditLog, rateLimitCounters, staff } from '../../../server/db/schema';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { RestoreRefused, restoreBackup } from '../../../server/services/shared/backup';
import { dailyMaintenance } from '../../../server/services/shared/maintenance';
import { zipEntries } from '../../../server/services/shared/zipReader';
import { login } from '../helpers/fixtures';
import { TEMPLATE_DB, withDatabase } from '../helpers/globalSetup';
import { startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
const serverUrl = () => inject('serverUrl');
const cleanups: (() => Promise<void> | void)[] = [];

/**
 * An empty database: without tables (what a new server starts from), or `migrated` (a copy of the migrated template,
 * what `npm run restore` loads into once its migrations have run).
 */
async function emptyDatabase(migrated = false): Promise<{ url: string; db: Db; pool: pg.Pool }> {
  const name = `site_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${TEMPLATE_DB}` : ''}`);
  await admin.end();
  const url = withDatabase(serverUrl(), name);
  const pool = createPool(url, 3);
  cleanups.push(async () => {
    await pool.end();
    const drop = new pg.Client({ connectionString: serverUrl() });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  return { url, db: createDb(pool), pool };
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Every row of every public table in PostgreSQL's text form, keyed by table, in primary-key order. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.execute<{ row: string }>(
      sql`SELECT t::text AS row FROM ${sql.identifier(name)} t ORDER BY t::text`,
    );
    all[name] = rows.map((row) => row.row);
  }
  return all;
}

/** Every file under a data directory but the database's and the backups, with its bytes. */
function everyFile(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(dir, join(entry.parentPath, entry.name));
    if (path.startsWith('backups') || path.startsWith('pg')) continue;
    files.set(path, readFileSync(join(dir, path)).toString('base64'));
  }
  return files;
}

function npm(script: string, args: string[], env: Record<string, string>) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...env },
  });
}

// Values that lose something on a careless road: beyond 2^53, all 256 byte values, text with newlines and quotes.
const BIG_KURUS = 9_007_199_254_740_993n;
const LOGO = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const AWKWARD = 'Satır 1\n"tırnak", \\ters\\ (parantez) {süslü} ğüşıöç';
// An uploaded zip: incompressible bytes holding a data descriptor's and a directory header's signature, which
// deflate keeps as they are (a reader that looks for signatures in the data ends the entry there).
const UPLOADED_ZIP = Buffer.concat([
  randomBytes(40_000),
  Buffer.from('PK\x07\x08', 'latin1'),
  randomBytes(40_000),
  Buffer.from('PK\x01\x02', 'latin1'),
  randomBytes(1_000),
]);
const UPLOADED_ZIP_PATH = 'accounts/arsiv/eski-aidatlar.zip';

beforeAll(async () => {
  ctx = await startTestApp();
  expect(await seedDemoWhenEmpty(ctx.db, ctx.dataDir)).toBe(true);
  const [account] = await ctx.db.select().from(accounts);
  await ctx.db
    .update(accounts)
    .set({ logo: LOGO, logoMime: 'image/png', assocName: AWKWARD })
    .where(eq(accounts.id, account!.id));
  // A kuruş amount past 2^53 (exact only as a bigint) in a column no kept total adds up: the totals are bounded
  // below 2^53 since migration 0026; a column like a wage is bounded only by the API.
  const [member] = await ctx.db.select().from(staff).limit(1);
  await ctx.db.update(staff).set({ monthlyWage: BIG_KURUS }).where(eq(staff.id, member!.id));
  await ctx.db.insert(auditLog).values({
    accountId: account!.id,
    tableName: 'test',
    recordId: '1',
    action: 'update',
    before: { nested: { list: [1, 'iki', null], money: '12345678901234567890' } },
    after: { text: AWKWARD },
  });
  mkdirSync(join(ctx.dataDir, dirname(UPLOADED_ZIP_PATH)), { recursive: true });
  writeFileSync(join(ctx.dataDir, UPLOADED_ZIP_PATH), UPLOADED_ZIP);
  writeFileSync(join(ctx.dataDir, 'sms-outbox.jsonl'), `${JSON.stringify({ to: '5', text: AWKWARD })}\n`, {
    flag: 'a',
  });
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await ctx?.close();
});

describe('backup and restore', () => {
  let backupFile = '';

  it('npm run backup writes one timestamped file under DATA_DIR/backups', () => {
    const run = npm('backup', [], { DATABASE_URL: ctx.databaseUrl, DATA_DIR: ctx.dataDir });
    expect(run.status, run.stderr).toBe(0);
    const names = readdirSync(join(ctx.dataDir, 'backups'));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip$/);
    backupFile = join(ctx.dataDir, 'backups', names[0]!);
    expect(run.stdout).toContain(backupFile);
  });

  it('npm run restore brings back every row, sequence and file exactly into an empty database', async () => {
    const fresh = await emptyDatabase();
    const dataDir = tempDir('site-restored-');
    const run = npm('restore', [backupFile], { DATABASE_URL: fresh.url, DATA_DIR: dataDir });
    expect(run.status, run.stderr).toBe(0);

    const before = await everyRow(ctx.db);
    const after = await everyRow(fresh.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.debts!.length).toBeGreaterThan(100);

    const [account] = await fresh.db.select().from(accounts);
    expect(account!.logo!.equals(LOGO)).toBe(true);
    expect(account!.assocName).toBe(AWKWARD);
    const [big] = await fresh.db.select().from(staff).where(eq(staff.monthlyWage, BIG_KURUS));
    expect(big).toBeDefined();

    const files = everyFile(ctx.dataDir);
    expect([...files.keys()].some((path) => path.startsWith('accounts'))).toBe(true);
    expect(everyFile(dataDir)).toEqual(files);
    expect(readFileSync(join(dataDir, UPLOADED_ZIP_PATH)).equals(UPLOADED_ZIP)).toBe(true);

    // The next record gets the next id, not one already used.
    const sequences = sql`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`;
    expect((await fresh.db.execute(sequences)).rows).toEqual((await ctx.db.execute(sequences)).rows);

    // The restored product works: the demo owner signs in and sees the flats.
    const app = await buildApp({ ...ctx.config, dataDir }, { db: fresh.db, databaseUrl: fresh.url });
    cleanups.push(() => app.close());
    const demo = await login({ ...ctx, app, db: fresh.db, dataDir }, DEMO.phone, DEMO.password);
    const flats = await app.inject({
      method: 'POST',
      url: '/api/all/apartments?page=1&per_page=500',
      headers: { authorization: `Bearer ${demo.token}` },
      payload: {},
    });
    expect(flats.statusCode, flats.body).toBe(200);
    expect(flats.json().Records).toHaveLength(50);
  });

  it('refuses a database that already holds records, and a data directory that holds files', async () => {
    await expect(restoreBackup(ctx.db, tempDir('site-other-'), backupFile)).rejects.toBeInstanceOf(
      RestoreRefused,
    );
    const fresh = await emptyDatabase();
    const run = npm('restore', [backupFile], { DATABASE_URL: fresh.url, DATA_DIR: ctx.dataDir });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('DATA_DIR boş değil');
  });

  it('the daily job writes a backup, keeps the newest 14 and forgets old rate-limit counters', async () => {
    const folder = join(ctx.dataDir, 'backups');
    for (let day = 1; day <= 15; day++) {
      writeFileSync(join(folder, `2025-01-${String(day).padStart(2, '0')}T03-30-00Z.zip`), 'eski');
    }
    const dayAgo = Date.now() - 25 * 60 * 60 * 1000;
    await ctx.db.insert(rateLimitCounters).values([
      { key: 'POST /api/login 10.0.0.1', windowStart: new Date(dayAgo), hits: 3 },
      { key: 'POST /api/login 10.0.0.2', windowStart: new Date(), hits: 1 },
    ]);
    const result = await dailyMaintenance(ctx.db, ctx.dataDir);
    const names = readdirSync(folder).sort();
    expect(names).toHaveLength(14);
    expect(names.at(-1)).toBe(relative(folder, result.backup));
    // 17 backups (15 old ones, the one `npm run backup` wrote, tonight's): the three oldest go.
    expect(names[0]).toBe('2025-01-04T03-30-00Z.zip');
    expect(result.removedBackups).toEqual([
      '2025-01-01T03-30-00Z.zip',
      '2025-01-02T03-30-00Z.zip',
      '2025-01-03T03-30-00Z.zip',
    ]);
    const counters = await ctx.db.select().from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toEqual(['POST /api/login 10.0.0.2']);
  });

  it("restores an older backup written by fflate's Zip (no ZIP64, a descriptor after every entry)", async () => {
    // The fixture: the same entries in the same order, written as backups were written before.
    const fixture = join(tempDir('site-fflate-'), 'eski.zip');
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for await (const entry of zipEntries(backupFile)) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      zip.add(file);
      for await (const chunk of entry.chunks()) file.push(chunk);
      file.push(new Uint8Array(0), true);
    }
    zip.end();
    writeFileSync(fixture, Buffer.concat(chunks));

    const fresh = await emptyDatabase(true);
    const dataDir = tempDir('site-restored-fflate-');
    const restored = await restoreBackup(fresh.db, dataDir, fixture);
    expect(restored.rows.debts).toBeGreaterThan(100);
    const [rowsNow, rowsRestored] = [await everyRow(ctx.db), await everyRow(fresh.db)];
    for (const table of ['accounts', 'apartments', 'debts', 'staff', 'audit_log'])
      expect(rowsRestored[table], table).toEqual(rowsNow[table]);
    expect(readFileSync(join(dataDir, UPLOADED_ZIP_PATH)).equals(UPLOADED_ZIP)).toBe(true);
    expect(restored.files).toBe(
      readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length,
    );
  });
});
