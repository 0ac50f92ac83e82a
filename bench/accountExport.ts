/**
 * The owner's export at the scale data set (bench/scaleDataSet.ts; `SCALE=0.01` for a hundredth of it): builds the
 * data, runs the export job (server/services/session/accountExport.ts) for the large account and prints its time,
 * the archive's size and the largest resident memory and heap seen while it ran (sampled every 50 ms):
 * `npx tsx bench/accountExport.ts`. Every minute it says how far it got, so a run cut short still tells the peaks.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { runAccountExport } from '../server/services/session/accountExport';
import { startMoneyBench } from './moneySetup';
import { BUILDINGS, benchAccount, buildDataSet, FLATS } from './scaleDataSet';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const bench = await startMoneyBench(FLATS, Math.ceil(FLATS / BUILDINGS));
  // The archive goes with the run: at SCALE=0.05 it is half a gigabyte.
  const dataDir = mkdtempSync(join(tmpdir(), 'site-export-bench-'));
  try {
    await buildDataSet(bench);
    const accountId = await benchAccount(bench);
    const { rows } = await bench.db.execute<{ id: number }>(
      sql`insert into account_exports (account_id) values (${accountId}) returning id`,
    );
    const before = process.memoryUsage();
    let rss = before.rss;
    let heap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      rss = Math.max(rss, now.rss);
      heap = Math.max(heap, now.heapUsed);
    }, 50);
    const started = performance.now();
    const part = join(dataDir, 'exports', String(accountId), `${rows[0]!.id}.zip.part`);
    const progress = setInterval(() => {
      let written = 0;
      try {
        written = statSync(part).size;
      } catch {} // not started yet, or renamed when whole
      console.error(
        `  after ${((performance.now() - started) / 1000).toFixed(0)} s: ${mb(written)} written, ` +
          `peak RSS ${mb(rss)}, peak heap ${mb(heap)}`,
      );
    }, 60_000);
    await runAccountExport({ db: bench.db, readDb: bench.db, dataDir }, { accountId, exportId: rows[0]!.id });
    clearInterval(sampler);
    clearInterval(progress);
    const [size] = (
      await bench.db.execute<{ size: number }>(
        sql`select size from account_exports where id = ${rows[0]!.id}`,
      )
    ).rows;
    console.log(
      `| ${FLATS} flats | ${((performance.now() - started) / 1000).toFixed(1)} s | ${mb(Number(size!.size))} | ` +
        `RSS ${mb(before.rss)} → peak ${mb(rss)} | heap ${mb(before.heapUsed)} → peak ${mb(heap)} |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await bench.close();
  }
}

await main();
