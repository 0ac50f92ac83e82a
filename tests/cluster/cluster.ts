/**
 * The pieces of the multi-instance test (docs/scaling.md, "The cluster test"), built from Debian's packages: a
 * PostgreSQL primary with a streaming hot standby (`pg_basebackup -R`), product instances as `npm start` runs them
 * (`node dist-server/start.js`), and HAProxy in front. As root, PostgreSQL runs as the `postgres` user (.ci/run
 * does the same).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

/** The newest Debian PostgreSQL's bin folder, or null when none is installed. */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(base, newest, 'bin') : null;
}

export function haproxyBin(): string | null {
  return ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((path) => existsSync(path)) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program, as `postgres` when we are root (it refuses to run as root). */
function pgRun(bin: string, program: string, args: string[]): void {
  const command = join(bin, program);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

export interface PostgresPair {
  primaryUrl: string;
  standbyUrl: string;
  stop(): void;
}

/** A primary and its streaming hot standby, each on a free port, their data under `dir`, with an empty `site`. */
export async function startPostgresPair(bin: string, dir: string): Promise<PostgresPair> {
  const pgDir = join(dir, 'pg');
  mkdirSync(pgDir, { recursive: true });
  // PostgreSQL runs as its own user when we are root: it must be able to enter the test's folder.
  chmodSync(dir, 0o755);
  if (asRoot) chownSync(pgDir, Number(execFileSync('id', ['-u', 'postgres'])), 0);
  const primaryData = join(pgDir, 'primary');
  const standbyData = join(pgDir, 'standby');
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  // Durability is not what this test checks: no fsync keeps the set-up quick on a busy machine.
  const options = (port: number) =>
    `-p ${port} -k ${pgDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off ` +
    '-c max_connections=200 -c wal_level=replica -c hot_standby=on';
  pgRun(bin, 'initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = (data: string, port: number, log: string) =>
    pgRun(bin, 'pg_ctl', ['-D', data, '-o', options(port), '-l', join(pgDir, log), '-w', 'start']);
  start(primaryData, primaryPort, 'primary.log');
  const started = [primaryData];
  const stop = () => {
    for (const data of started.reverse()) {
      try {
        pgRun(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
    }
  };
  try {
    // The product's database exists before the base backup, so the standby has it from its first moment (made
    // afterwards, a client could reach the standby before it replayed the CREATE DATABASE).
    pgRun(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', 'site']);
    pgRun(bin, 'pg_basebackup', [
      ...['-D', standbyData, '-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    start(standbyData, standbyPort, 'standby.log');
    started.push(standbyData);
  } catch (error) {
    stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/site`;
  return { primaryUrl: url(primaryPort), standbyUrl: url(standbyPort), stop };
}

/** One product instance: `node dist-server/start.js` with its own port, its log in `dir`. */
export interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
}

export function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  logDir: string,
): Instance {
  const child = spawn(process.execPath, [join(ROOT, 'dist-server', 'start.js')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(join(logDir, `${name}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, port, child, exited };
}

/** Waits until an address answers HTTP (any status), or the instance exits. */
export async function untilServing(url: string, instance?: Instance, ms = 180_000): Promise<void> {
  const end = Date.now() + ms;
  let gone = false;
  void instance?.exited.then(() => {
    gone = true;
  });
  while (Date.now() < end) {
    if (gone) throw new Error(`${instance?.name} exited before serving (see its log)`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Stops an instance: SIGTERM, then SIGKILL if it is still there after `ms`. */
export async function stopInstance(instance: Instance, ms = 5_000): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const late = setTimeout(() => instance.child.kill('SIGKILL'), ms);
  await instance.exited;
  clearTimeout(late);
}

/**
 * HAProxy in front of the instances: round robin, a TCP check every 200 ms so a dead instance leaves the rotation
 * at once, and a connection refused is retried on another instance (nothing was sent, so it is safe).
 */
export function startHaproxy(bin: string, dir: string, port: number, backends: number[]): ChildProcess {
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 512',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      '  retries 3',
      '  option redispatch',
      'frontend site',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      '  default-server inter 200ms fall 1 rise 2',
      ...backends.map((backend, index) => `  server app${index + 1} 127.0.0.1:${backend} check`),
      '',
    ].join('\n'),
  );
  const child = spawn(bin, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.pipe(createWriteStream(join(dir, 'haproxy.log')));
  return child;
}
