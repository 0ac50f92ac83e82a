/**
 * Shared setup of the money benches: an embedded PostgreSQL (fsync on), the migrated schema, one account with
 * `flats` apartments (land share and area), each owned by its own resident, an income type and two cash accounts,
 * inserted in bulk; and the real app on it, called through app.inject.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDb, createPool, type Db, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { accountingTypes, accounts, buildings, cashAccounts, settings, users } from '../server/db/schema';

export interface MoneyBench {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  headers: { authorization: string };
  buildingIds: number[];
  typeId: number;
  cashIds: number[];
  /** True when REUSE found the data set of an earlier run. */
  reused: boolean;
  close(): Promise<void>;
}

/**
 * `databaseUrl` runs the bench on that (empty) database instead of a fresh embedded one, e.g. Debian's
 * PostgreSQL 15 through DATABASE_URL.
 */
export async function startMoneyBench(
  flats: number,
  perBuilding = 250,
  databaseUrl?: string,
  reuse = false,
): Promise<MoneyBench> {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
  chmodSync(dir, 0o755);
  const database = databaseUrl ? null : await startEmbeddedPostgres(join(dir, 'pg'));
  const pool = createPool(databaseUrl ?? database!.url, 25);
  const db = createDb(pool);
  await runMigrations(db);
  if (reuse && databaseUrl) {
    const existing = await existingBench(db);
    if (existing) return finishBench(existing, db, pool, dir, null, true);
  }
  const [account] = await db
    .insert(accounts)
    .values({ assocName: 'Ölçüm Sitesi', licenceEnd: '2030-12-31', apartmentLimit: 2 * flats })
    .returning();
  const accountId = account!.id;
  await db.insert(settings).values({ accountId });
  const [user] = await db
    .insert(users)
    .values({
      accountId,
      role: 'main',
      name: 'Ölçüm',
      surname: 'Kullanıcı',
      phone: '5550000001',
      passwordHash: 'x',
    })
    .returning();
  const blocks = await db
    .insert(buildings)
    .values(
      Array.from({ length: Math.ceil(flats / perBuilding) }, (_, i) => ({
        accountId,
        name: `Blok ${String(i + 1).padStart(3, '0')}`,
        apartmentLimit: perBuilding,
      })),
    )
    .returning();
  // Apartments, residents and owner links in three set-based statements.
  await db.execute(sql`
    insert into apartments (account_id, building_id, identifier, area, land, payment_code)
    select ${accountId}, (${sql.param(blocks.map((b) => b.id))}::int[])[(n - 1) / ${perBuilding} + 1],
      ((n - 1) % ${perBuilding} + 1)::text, 80 + (n % 7) * 10.5, 10 + (n % 13) * 1.25,
      (1000 + n) || '-' || payment_code_check(1000 + n)
    from generate_series(1, ${flats}) n`);
  await db.execute(sql`update accounts set next_payment_number = ${1001 + flats} where id = ${accountId}`);
  await db.execute(sql`
    insert into residents (account_id, name, surname, phone)
    select ${accountId}, 'Sakin', 'No ' || n, null from generate_series(1, ${flats}) n`);
  await db.execute(sql`
    insert into apartment_residents (account_id, apartment_id, resident_id, type, move_in)
    select ${accountId}, a.id, r.id, 1, '2020-01-01'
    from (select id, row_number() over (order by id) k from apartments where account_id = ${accountId}) a
    join (select id, row_number() over (order by id) k from residents where account_id = ${accountId}) r using (k)`);
  const [type] = await db.insert(accountingTypes).values({ accountId, name: 'Aidat', type: 1 }).returning();
  const cash = await db
    .insert(cashAccounts)
    .values([
      { accountId, name: 'Kasa', openingBalance: 0n },
      { accountId, name: 'Banka', openingBalance: 0n },
    ])
    .returning();
  return finishBench(
    {
      accountId,
      userId: user!.id,
      buildingIds: blocks.map((b) => b.id),
      typeId: type!.id,
      cashIds: cash.map((c) => c.id),
    },
    db,
    pool,
    dir,
    database,
    false,
  );
}

interface BenchIds {
  accountId: number;
  userId: number;
  buildingIds: number[];
  typeId: number;
  cashIds: number[];
}

/** The bench account left by an earlier run on the same DATABASE_URL (REUSE=1), so a change can be re-measured. */
async function existingBench(db: Db): Promise<BenchIds | null> {
  const { rows } = await db.execute<{ account_id: number; user_id: number; type_id: number }>(sql`
    select a.id account_id, u.id user_id,
      (select id from accounting_types t where t.account_id = a.id and t.name = 'Aidat' order by id limit 1) type_id
    from accounts a join users u on u.account_id = a.id and u.phone = '5550000001'
    where a.assoc_name = 'Ölçüm Sitesi' order by a.id limit 1`);
  const found = rows[0];
  if (!found) return null;
  const ids = async (table: 'buildings' | 'cash_accounts') =>
    (
      await db.execute<{ id: number }>(
        sql`select id from ${sql.identifier(table)} where account_id = ${found.account_id} order by id`,
      )
    ).rows.map((row) => row.id);
  return {
    accountId: found.account_id,
    userId: found.user_id,
    buildingIds: await ids('buildings'),
    typeId: found.type_id,
    cashIds: await ids('cash_accounts'),
  };
}

async function finishBench(
  ids: BenchIds,
  db: Db,
  pool: pg.Pool,
  dir: string,
  database: { stop(): Promise<void> } | null,
  reused: boolean,
): Promise<MoneyBench> {
  const config = loadConfig(
    { DATA_DIR: dir, DEMO: 'false' },
    { logLevel: 'silent', serveSpa: false, rateLimits: false },
  );
  const app = await buildApp(config, { db });
  await app.ready();
  const token = app.jwt.sign({ sub: ids.userId, acc: ids.accountId, ver: 0, typ: 'user' });
  return {
    app,
    db,
    pool,
    headers: { authorization: `Bearer ${token}` },
    buildingIds: ids.buildingIds,
    typeId: ids.typeId,
    cashIds: ids.cashIds,
    reused,
    async close() {
      await app.close();
      await pool.end();
      await database?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}
