import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../helpers/globalSetup';

/**
 * Issue 28: a first `npm start` on a busy machine stopped with "Plugin did not start in time: 'section'", since the
 * route files were compiled from TypeScript while Fastify waited for the section plugin. `npm start` now runs
 * compiled JavaScript: this starts it as a user does, on an empty database, while two processes keep both cores
 * busy, and records every module each Node process of the start loads (a module resolve hook given through
 * NODE_OPTIONS, inherited by npm, the build step and the server).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'site-start-load-'));
const cpuBurners: ChildProcess[] = [];
const database = `site_test_start_${randomBytes(6).toString('hex')}`;

/** The process group of `npm start`: npm, its shell and the server. */
let startGroup: number | undefined;

afterAll(async () => {
  for (const child of cpuBurners)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // When the test ended before the start stopped on its SIGINT; a group already gone throws ESRCH.
  if (startGroup !== undefined) {
    try {
      process.kill(-startGroup, 'SIGKILL');
    } catch {
      // already ended
    }
  }
  const admin = new pg.Client({ connectionString: inject('serverUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Writes the hook that appends every resolved module URL to `log`; returns the NODE_OPTIONS that load it. */
function recordImports(log: string): string {
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}
`,
  );
  writeFileSync(
    join(dir, 'record.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
  );
  return `--import=${pathToFileURL(join(dir, 'record.mjs')).href}`;
}

/** Polls GET /api/info until it answers; rejects with the start's output when the process ends first. */
async function serving(child: ChildProcess, url: string, output: () => string): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start ended (${child.exitCode ?? child.signalCode}) before serving:\n${output()}`);
    }
    const answer = await fetch(url).catch(() => null);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function ended(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('npm start on a machine whose cores are busy', () => {
  it('serves /api/info, compiled, loading no TypeScript file and no TypeScript loader', async () => {
    const admin = new pg.Client({ connectionString: inject('serverUrl') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();

    // Two CPU-bound processes, one per core of the machine the issue was seen on; killed below.
    const burners = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    cpuBurners.push(...burners);

    const port = await freePort();
    const imports = join(dir, 'imports.log');
    let output = '';
    // Its own process group (detached), so the SIGINT below reaches npm, its shell and the server, as Ctrl+C does.
    const start = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_OPTIONS: recordImports(imports),
        DATABASE_URL: withDatabase(inject('serverUrl'), database),
        DATA_DIR: join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SERVE_SPA: 'false',
        JOBS: 'false',
        DEMO: 'false',
      },
    });
    startGroup = start.pid;
    start.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    start.stderr?.on('data', (chunk) => {
      output += chunk;
    });

    try {
      const answer = await serving(start, `http://127.0.0.1:${port}/api/info`, () => output);
      expect(answer.status, output).toBe(200);
      expect((await answer.json()).data.name).toBe('Site Yönetimi');
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
      if (start.pid && start.exitCode === null) process.kill(-start.pid, 'SIGINT');
      await ended(start);
    }

    const loaded = readFileSync(imports, 'utf8').split('\n').filter(Boolean);
    expect(loaded).toContain(pathToFileURL(join(root, 'dist-server', 'start.js')).href);
    expect(loaded.filter((url) => /\.[cm]?tsx?$/.test(url) || url.includes('/node_modules/tsx/'))).toEqual(
      [],
    );
  }, 300_000);
});
