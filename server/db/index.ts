import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { root } from '../root';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database itself: repositories accept either, routes open the transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const migrationsFolder = join(root, 'server', 'db', 'migrations');

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection that the server ends (restart, shutdown after pool.end()) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => undefined);
  return pool;
}

/** The database on a pool of its own, which the migrations need (they lock one connection). */
export type PooledDb = Db & { $client: pg.Pool };

export function createDb(pool: pg.Pool): PooledDb {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

/** Any fixed number: the key of the session lock that lets one process at a time migrate a database. */
const MIGRATION_LOCK = 31_415_926;

/**
 * Applies the pending migrations. Drizzle's migrator takes no lock, so instances started together on an empty
 * database would each apply them and clash; here each waits for the one migrating, then finds nothing to do.
 */
export async function runMigrations(db: PooledDb): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client, { schema, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export { schema };
