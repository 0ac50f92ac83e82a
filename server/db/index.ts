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

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

export { schema };
