import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createDb, createPool, runMigrations } from '../../server/db';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { seedDemoWhenEmpty } from '../../server/seed';
import { E2E_OPERATOR } from './operator';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}

/**
 * The real product, as `npm start` runs it: built SPA, API, embedded PostgreSQL with the demo account, and a
 * platform operator made by `npm run operator:create` (the demo has none).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(process.cwd(), 'dist', 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `vite build` before the end-to-end tests (npm run test:e2e does).',
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  chmodSync(dataDir, 0o755);
  const database = await startEmbeddedPostgres(join(dataDir, 'pg'));
  const pool = createPool(database.url);
  const db = createDb(pool);
  await runMigrations(db);
  await seedDemoWhenEmpty(db, dataDir, loadConfig({ DATA_DIR: dataDir, DEMO: 'true' }).payments.secretsKey);
  const { name, phone, password } = E2E_OPERATOR;
  execFileSync(
    'npm',
    ['run', '--silent', 'operator:create', '--', '--phone', phone, '--name', name, '--password', password],
    { env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir }, stdio: 'inherit' },
  );
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'true' },
    { logLevel: 'warn', rateLimits: false, host: '127.0.0.1', port: 0 },
  );
  const app = await buildApp(config, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', address);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', database.url);

  return async () => {
    await app.close();
    await pool.end();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
