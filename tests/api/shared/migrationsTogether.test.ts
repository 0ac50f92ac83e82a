import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { createDb, createPool, runMigrations } from '../../../server/db';
import { withDatabase } from '../helpers/globalSetup';

const DATABASE = `site_migrate_together_${process.pid}`;
const serverUrl = inject('serverUrl');

afterAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.end();
});

// Three instances started at once on an empty database (docs/scaling.md): each runs the migrations at start.
it('migrates an empty database once when three instances start together', async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  const pools = [1, 2, 3].map(() => createPool(withDatabase(serverUrl, DATABASE), 2));
  try {
    await Promise.all(pools.map((pool) => runMigrations(createDb(pool))));
    const applied = await pools[0]!.query<{ count: string }>(
      'SELECT count(*) FROM drizzle.__drizzle_migrations',
    );
    const journal = await import('../../../server/db/migrations/meta/_journal.json');
    expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
  } finally {
    await Promise.all(pools.map((pool) => pool.end()));
  }
});
