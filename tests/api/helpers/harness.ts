import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { createDb, createPool, type Db } from '../../../server/db';
import { TEMPLATE_DB, withDatabase } from './globalSetup';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  dataDir: string;
  config: Config;
  /** The test file's own database. */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A second server instance: another app with its own pool on the same database. */
export interface TestInstance {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/**
 * Each test file gets its own database, cloned from the migrated template, and the real app on it. The job queue
 * is off unless the overrides turn it on (`{ jobs: true }`).
 */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const serverUrl = inject('serverUrl');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, name);
  const pool = createPool(databaseUrl, 5);
  const db = createDb(pool);
  const dataDir = mkdtempSync(join(tmpdir(), 'site-api-data-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO: 'false' },
    {
      jwtSecret: 'test-secret-test-secret-test-secret-123456',
      serveSpa: false,
      logLevel: 'silent',
      rateLimits: false,
      ...overrides,
    },
  );
  const app = await buildApp(config, { db, databaseUrl });
  await app.ready();
  return {
    app,
    db,
    pool,
    dataDir,
    config,
    databaseUrl,
    async close() {
      await app.close();
      await pool.end();
      rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Another instance of the app on the test file's database (as behind a load balancer); close it first. */
export async function startSecondInstance(
  ctx: TestContext,
  overrides: Partial<Config> = {},
): Promise<TestInstance> {
  const pool = createPool(ctx.databaseUrl, 5);
  const db = createDb(pool);
  const app = await buildApp({ ...ctx.config, ...overrides }, { db, databaseUrl: ctx.databaseUrl });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

export interface OutboxLine {
  to: string;
  text: string;
  at: string;
}

/** Messages the outbox provider wrote to DATA_DIR/sms-outbox.jsonl. */
export function outbox(ctx: TestContext): OutboxLine[] {
  try {
    return readFileSync(join(ctx.dataDir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxLine);
  } catch {
    return [];
  }
}

/** The 6-digit code of the newest SMS sent to a phone. */
export function lastCode(ctx: TestContext, phone: string): string {
  const message = outbox(ctx)
    .filter((m) => m.to === phone)
    .at(-1);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who calls: a signed-in user (`SignedIn` of fixtures.ts, or any `{ headers }`), or null for no token. */
export type Who = { headers: Record<string, string> } | null;

/**
 * The one way a test calls the API: `call(who, method, url, payload?)` with the URL after `/api`, the JSON payload
 * and `who`'s authorization header, and `call.get(who, url)`, `.post`, `.put`, `.delete` for the same by method.
 * `ctx` may be a function, so a file can make its caller before `beforeAll` starts its app: `caller(() => ctx)`.
 */
export function caller(ctx: TestContext | (() => TestContext)) {
  const app = () => (typeof ctx === 'function' ? ctx() : ctx).app;
  const call = (who: Who, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    app().inject({
      method,
      url: `/api${url}`,
      ...(who && { headers: who.headers }),
      ...(payload && { payload }),
    });
  return Object.assign(call, {
    get: (who: Who, url: string) => call(who, 'GET', url),
    post: (who: Who, url: string, payload?: object) => call(who, 'POST', url, payload),
    put: (who: Who, url: string, payload?: object) => call(who, 'PUT', url, payload),
    delete: (who: Who, url: string, payload?: object) => call(who, 'DELETE', url, payload),
  });
}
