import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config';
import { createDb, createPool, type PooledDb } from '../db';
import { type EmbeddedDatabase, openEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded';

/**
 * The configuration of a command line (backup, restore). It signs no tokens: a placeholder secret keeps
 * loadConfig from writing DATA_DIR/jwt-secret, which would make a fresh data directory non-empty for a restore.
 */
export function commandConfig(): Config {
  try {
    // The commands sign no tokens and open no merchant credentials: neither key is generated into DATA_DIR by them
    // (a restore needs that folder empty).
    return loadConfig(
      { ...process.env, SECRETS_KEY: process.env.SECRETS_KEY || 'command-line-opens-no-credentials-00000' },
      { jwtSecret: 'command-line-signs-no-tokens-000000000000' },
    );
  } catch (error) {
    if (error instanceof ConfigError) fail(`Yapılandırma hatası / configuration error: ${error.message}`);
    throw error;
  }
}

export interface CommandDatabase {
  db: PooledDb;
  close(): Promise<void>;
}

/**
 * The product's database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR/pg (the running one when
 * `npm start` serves it; `fresh` for a restore: a new one, never one already there).
 */
export async function openDatabase(config: Config, fresh = false): Promise<CommandDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    const dir = join(config.dataDir, 'pg');
    embedded = fresh ? await startEmbeddedPostgres(dir) : await openEmbeddedPostgres(dir);
    url = embedded.url;
  }
  const pool = createPool(url, 2);
  return {
    db: createDb(pool),
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** Ends the command with one line on stderr. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
