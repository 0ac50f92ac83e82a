import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
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
 * platform operator made by `npm run operator:create` (the demo has none). One product per worker: the demo is
 * built once, and every further worker gets a copy of its database (CREATE DATABASE … TEMPLATE) and of its data
 * directory, which costs a second instead of a second demo build.
 */
async function startProducts(count: number): Promise<{ servers: E2eServer[]; stop: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  chmodSync(root, 0o755);
  const database = await startEmbeddedPostgres(join(root, 'pg'));
  const admin = createPool(database.url, 1);
  const urlOf = (index: number) => database.url.replace(/\/postgres$/, `/product_${index}`);
  const dataDirOf = (index: number) => join(root, `data-${index}`);

  await admin.query('CREATE DATABASE product_1');
  mkdirSync(dataDirOf(1));
  const seedPool = createPool(urlOf(1));
  const seedDb = createDb(seedPool);
  await runMigrations(seedDb);
  await seedDemoWhenEmpty(
    seedDb,
    dataDirOf(1),
    loadConfig({ DATA_DIR: dataDirOf(1), DEMO: 'true' }).payments.secretsKey,
  );
  await seedPool.end();
  const { name, phone, password } = E2E_OPERATOR;
  const created = await run(
    'npm',
    ['run', '--silent', 'operator:create', '--', '--phone', phone, '--name', name, '--password', password],
    { env: { ...process.env, DATABASE_URL: urlOf(1), DATA_DIR: dataDirOf(1) } },
  );
  process.stdout.write(created.stdout);
  for (let index = 2; index <= count; index++) {
    await admin.query(`CREATE DATABASE product_${index} TEMPLATE product_1`);
    cpSync(dataDirOf(1), dataDirOf(index), { recursive: true });
  }
  await admin.end();

  const products = await Promise.all(
    Array.from({ length: count }, async (_, offset) => {
      const index = offset + 1;
      const pool = createPool(urlOf(index));
      const config = loadConfig(
        { DATA_DIR: dataDirOf(index), DEMO: 'true' },
        { logLevel: 'warn', rateLimits: false, host: '127.0.0.1', port: 0 },
      );
      const app = await buildApp(config, { db: createDb(pool) });
      const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
      return { server: { baseUrl, dataDir: dataDirOf(index), databaseUrl: urlOf(index) }, app, pool };
    }),
  );
  return {
    servers: products.map((product) => product.server),
    stop: async () => {
      for (const product of products) {
        await product.app.close();
        await product.pool.end();
      }
      await database.stop();
      rmSync(root, { recursive: true, force: true });
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
  const products = await startProducts(workers);
  project.provide('servers', products.servers);
  return products.stop;
}
