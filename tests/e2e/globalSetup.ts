import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb, createPool, runMigrations } from '../../server/db';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { seedDemoWhenEmpty } from '../../server/seed';
import { E2E_OPERATOR } from './operator';
import type { E2eServer } from './server';

const run = promisify(execFile);

/**
 * The real product, as `npm start` runs it: built SPA, API, embedded PostgreSQL with the demo account, and a
 * platform operator made by `npm run operator:create` (the demo has none).
 */
async function startProduct(): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres(join(dataDir, 'pg'));
  const pool = createPool(database.url);
  const db = createDb(pool);
  await runMigrations(db);
  await seedDemoWhenEmpty(db, dataDir, loadConfig({ DATA_DIR: dataDir, DEMO: 'true' }).payments.secretsKey);
  const { name, phone, password } = E2E_OPERATOR;
  const created = await run(
    'npm',
    ['run', '--silent', 'operator:create', '--', '--phone', phone, '--name', name, '--password', password],
    { env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir } },
  );
  process.stdout.write(created.stdout);
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'true' },
    { logLevel: 'warn', rateLimits: false, host: '127.0.0.1', port: 0 },
  );
  const app = await buildApp(config, { db });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server: { baseUrl, dataDir, databaseUrl: database.url },
    stop: async () => {
      await app.close();
      await pool.end();
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One product per worker (tests/e2e/server.ts picks the worker's own): the e2e files run two at a time, each
 * worker's files one after another on a database no other running file touches.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `vite build` before the end-to-end tests (npm run test:e2e does).',
    );
  }
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const products = await Promise.all(Array.from({ length: workers }, () => startProduct()));
  project.provide(
    'servers',
    products.map((product) => product.server),
  );
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
  };
}
