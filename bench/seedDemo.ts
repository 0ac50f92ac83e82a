/**
 * Times the demo seed (`seedDemoWhenEmpty`: the demo account, its buildings, flats and people, a year of dues and
 * its collections through the money services) on a fresh embedded PostgreSQL: `npx tsx bench/seedDemo.ts`. The
 * first start of `npm start` and every e2e run wait for it. Prints the times; the numbers go in docs/.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb, createPool, runMigrations } from '../server/db';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { seedDemoWhenEmpty } from '../server/seed';

const RUNS = 3;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'site-bench-seed-'));
  chmodSync(dir, 0o755);
  const database = await startEmbeddedPostgres(join(dir, 'pg'));
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const name = `seed_${run}`;
      const admin = createPool(database.url, 1);
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(database.url);
      url.pathname = `/${name}`;
      const pool = createPool(url.toString());
      const db = createDb(pool);
      await runMigrations(db);
      const started = performance.now();
      await seedDemoWhenEmpty(db);
      times.push(performance.now() - started);
      await pool.end();
    }
  } finally {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`demo seed, ${RUNS} runs: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}`);
  console.log(`median ${(sorted[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s`);
}

await main();
