import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../server/db/embedded';

const dir = mkdtempSync(join(tmpdir(), 'site-kill-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A server process that commits a row and is then killed with SIGKILL (no clean shutdown at all). */
function commitThenGetKilled(databaseDir: string): Promise<void> {
  const script = `
    import pg from 'pg';
    import { startEmbeddedPostgres } from './server/db/embedded.ts';
    const db = await startEmbeddedPostgres(${JSON.stringify(databaseDir)});
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('CREATE TABLE kayit (ad text)');
    await client.query("INSERT INTO kayit VALUES ('Yeşilvadi')");
    console.log('COMMITTED');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    child.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('COMMITTED')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) =>
      signal === 'SIGKILL' ? resolve() : reject(new Error(`the server process ended on its own: ${errors}`)),
    );
  });
}

describe('the embedded PostgreSQL after the server was killed with SIGKILL', () => {
  it('starts again on the same data directory with every committed record', async () => {
    const databaseDir = join(dir, 'pg');
    await commitThenGetKilled(databaseDir);

    // The killed process's PostgreSQL may still hold the directory: the next start must cope with it.
    const db = await startEmbeddedPostgres(databaseDir);
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query('SELECT ad FROM kayit');
      await client.end();
      expect(rows).toEqual([{ ad: 'Yeşilvadi' }]);
    } finally {
      await db.stop();
    }
  });
});
