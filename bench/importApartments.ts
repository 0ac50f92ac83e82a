/**
 * Times POST /api/apartment/multi with 10,000 apartment rows against an embedded PostgreSQL (fsync on), through
 * app.inject: `npx tsx bench/importApartments.ts`. Prints the times; the numbers go in docs/, never in tests.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDb, createPool, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { accounts, users } from '../server/db/schema';

const ROWS = 10_000;

function apartmentRows() {
  const blocks = ['Lale', 'Menekşe', 'Papatya', 'Gül', 'Orkide'];
  return Array.from({ length: ROWS }, (_, index) => ({
    row: index + 2,
    building: `${blocks[index % blocks.length]} Blok`,
    identifier: String(Math.floor(index / blocks.length) + 1),
    area: `${80 + (index % 7) * 10},5`,
    land: 10 + (index % 9),
    group: null,
  }));
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  // PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
  chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(join(dir, 'pg'));
  const pool = createPool(database.url);
  const db = createDb(pool);
  try {
    await runMigrations(db);
    const [account] = await db
      .insert(accounts)
      .values({ assocName: 'Ölçüm Sitesi', licenceEnd: '2030-12-31', apartmentLimit: 2 * ROWS })
      .returning();
    const [user] = await db
      .insert(users)
      .values({
        accountId: account!.id,
        role: 'main',
        name: 'Ölçüm',
        surname: 'Kullanıcı',
        phone: '5550000001',
        passwordHash: 'x',
      })
      .returning();
    const config = loadConfig(
      { DATA_DIR: dir, DEMO: 'false' },
      { logLevel: 'silent', serveSpa: false, rateLimits: false },
    );
    const app = await buildApp(config, { db });
    await app.ready();
    const token = app.jwt.sign({ sub: user!.id, acc: account!.id, ver: 0, typ: 'user' });
    const payload = { file_key: 'bench-10000-rows', rows: apartmentRows() };
    const size = Buffer.byteLength(JSON.stringify(payload));

    const post = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/apartment/multi',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
      return { ms, description: response.json().description as string };
    };
    const first = await post();
    const again = await post();
    console.log(`${ROWS} satır, istek gövdesi ${(size / 1024 / 1024).toFixed(2)} MB`);
    console.log(`İlk içe aktarma: ${(first.ms / 1000).toFixed(2)} s (${first.description})`);
    console.log(`Aynı dosya tekrar: ${(again.ms / 1000).toFixed(2)} s (${again.description})`);
    await app.close();
  } finally {
    await pool.end();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
