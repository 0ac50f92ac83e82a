import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createDb, createPool, runMigrations } from '../db';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded';
import { AppError } from '../errors';
import { createOperator } from '../services/platform/operators';

const USAGE =
  'Kullanım: npm run operator:create -- --phone 5xxxxxxxxx --name "Ad Soyad" --password "en az 8 karakter"';

/**
 * The embedded PostgreSQL of a running `npm start` is reached on the port its postmaster.pid names (starting a
 * second one on the same directory would stop the first); otherwise this command starts it for itself.
 */
function runningEmbeddedUrl(databaseDir: string): string | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

/** `npm run operator:create -- --phone … --name … --password …`: the only way a platform operator is made. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { phone: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
  });
  if (!values.phone || !values.name || !values.password) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, {});
  const databaseDir = join(config.dataDir, 'pg');
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl ?? runningEmbeddedUrl(databaseDir);
  if (!url) {
    embedded = await startEmbeddedPostgres(databaseDir);
    url = embedded.url;
  }
  const pool = createPool(url, 1);
  try {
    const db = createDb(pool);
    await runMigrations(db);
    const operator = await createOperator(db, {
      phone: values.phone,
      name: values.name,
      password: values.password,
    });
    console.log(`Platform yöneticisi oluşturuldu: ${operator.name} (${operator.phone}), no ${operator.id}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = Object.values(error.errors ?? {});
    console.error(fields.length ? fields.join('\n') : error.description);
    return 1;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Yapılandırma hatası: ${error.message}` : error);
    process.exit(1);
  },
);
