import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Started as root, PostgreSQL runs as the `postgres` user, who must reach DATA_DIR. A private data directory
 * (0700) used to stop `npm start` with initdb's "Permission denied".
 */
const asRoot = process.getuid?.() === 0;

function run(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: process.cwd(),
    encoding: 'utf8',
    timeout: 90_000,
    env: { ...process.env, ...env },
  });
}

describe.skipIf(!asRoot)('a private DATA_DIR when started as root', () => {
  it('is opened to PostgreSQL for passing through only, and the database starts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-private-'));
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const script = `
        import { startEmbeddedPostgres } from './server/db/embedded.ts';
        import pg from 'pg';
        const db = await startEmbeddedPostgres(${JSON.stringify(join(dataDir, 'pg'))});
        const client = new pg.Client({ connectionString: db.url });
        await client.connect();
        const { rows } = await client.query('SELECT 1 + 1 AS two');
        await client.end();
        await db.stop();
        console.log('answer', rows[0].two);
      `;
      const child = run(['--input-type=module', '-e', script]);
      expect(child.stderr).not.toContain('Permission denied');
      expect(child.status, child.stderr).toBe(0);
      expect(child.stdout).toContain('answer 2');
      const { mode, uid } = statSync(dataDir);
      // Root keeps the directory; the postgres group may pass through it, nobody else may enter.
      expect(uid).toBe(0);
      expect(mode & 0o777).toBe(0o710);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops npm start with one line saying what to do when a directory above it is closed', () => {
    const closed = mkdtempSync(join(tmpdir(), 'site-closed-'));
    const dataDir = join(closed, 'data');
    mkdirSync(dataDir, { mode: 0o700 });
    try {
      const child = run(['server/start.ts'], {
        DATA_DIR: dataDir,
        SERVE_SPA: 'false',
        DEMO: 'false',
        DATABASE_URL: '',
        PORT: '39917',
      });
      expect(child.status).toBe(1);
      const lines = child.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`chmod o+x ${closed}`);
      expect(lines[0]).toContain('veri klasörüne ulaşamıyor');
      expect(lines[0]).toContain('cannot reach');
      expect(child.stderr).not.toContain('Permission denied');
      // Nothing above DATA_DIR was changed.
      expect(statSync(closed).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(closed, { recursive: true, force: true });
    }
  });
});
