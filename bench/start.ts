/**
 * Times `npm start` as a user runs it, from the command to the first answer of GET /api/info, on one fresh
 * DATA_DIR (embedded PostgreSQL, demo account): the first start (building whatever is missing among dist/ and
 * dist-server/, creating the database and the demo), then warm starts (everything built, demo present) as the
 * machine is, and with two CPU-bound processes of its own added. `npx tsx bench/start.ts [warm runs, default 3]`; remove dist/ and
 * dist-server/ first to time a fresh clone's first start. Prints the times; the numbers go in docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.argv[2] ?? 3);
const PORT = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-start-'));
// PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
chmodSync(dataDir, 0o755);

/** One `npm start`: seconds until /api/info answers; then Ctrl+C (SIGINT to its process group) and its end. */
async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: '' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${PORT}/api/info`).catch(() => null);
      if (answer?.status === 200) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
}

async function series(label: string): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timedStart());
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`${label}: median ${median.toFixed(2)} s (${times.map((t) => t.toFixed(2)).join(', ')})`);
}

async function main() {
  const built = ['dist', 'dist-server'].filter((folder) => existsSync(join(root, folder)));
  try {
    const first = await timedStart();
    console.log(
      `first start (built before: ${built.join(', ') || 'nothing'}; new database): ${first.toFixed(2)} s`,
    );
    await series('warm start');
    const burners: ChildProcess[] = [0, 1].map(() =>
      spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
    );
    try {
      await series('warm start, two CPU-bound processes added');
    } finally {
      for (const burner of burners) burner.kill('SIGKILL');
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
