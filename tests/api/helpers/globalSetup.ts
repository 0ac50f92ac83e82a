import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb, createPool, runMigrations } from '../../../server/db';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../../server/db/embedded';

export const TEMPLATE_DB = 'site_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

/** A real PostgreSQL (embedded, or the one in DATABASE_URL) and a migrated template database. */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let dir: string | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    dir = mkdtempSync(join(tmpdir(), 'site-api-pg-'));
    // PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
    chmodSync(dir, 0o755);
    embedded = await startEmbeddedPostgres(join(dir, 'pg'));
    serverUrl = embedded.url;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const pool = createPool(withDatabase(serverUrl, TEMPLATE_DB), 2);
  await runMigrations(createDb(pool));
  await pool.end();
  await admin.end();
  project.provide('serverUrl', serverUrl);

  return async () => {
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
