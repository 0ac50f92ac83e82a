/**
 * The dashboard's load on a phone's CPU, read from Chromium's own trace: when the first paint and the largest
 * paint come, and how long the main thread is blocked after the first paint (the sum of each task's time over
 * 50 ms, as Lighthouse counts blocking time). Steadier than Lighthouse, whose phone run simulates the network and
 * CPU from one fast load; this one slows the CPU four times for real (CDP) on the local network.
 *
 *   npx vite build
 *   PORT=8095 DATA_DIR=/tmp/bundle-demo DEMO=true npx tsx server/start.ts &
 *   npx tsx bench/dashboardMainThread.ts          # BASE_URL, CHROMIUM, RUNS (5), CPU_SLOWDOWN (4) to change
 *   LATENCY_MS=150 KBPS=1600 npx tsx bench/dashboardMainThread.ts   # and a phone's network, for real (CDP)
 *
 * Each run starts Chromium afresh (nothing cached) at 412 × 823, signs in with the demo account's token and
 * opens `/`. Prints one line per run and the medians; the numbers go in docs/benchmarks-bundle.md, never in tests.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { demoSession } from './demoSession';
import { signedInPhonePage } from './phonePage';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8095';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** Chromium's own network throttling, every request delayed and the bandwidth shared, as DevTools does it. */
const LATENCY_MS = Number(process.env.LATENCY_MS ?? 0);
const KBPS = Number(process.env.KBPS ?? 0);
/** How long the page is watched after the dashboard's collection line shows: the late tasks count too. */
const SETTLE_MS = 4000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

interface Run {
  firstPaint: number;
  largestPaint: number;
  blocking: number;
  longTasks: string;
}

function readTrace(path: string): Run {
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const rendererMain = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e: TraceEvent) => rendererMain.has(`${e.pid}:${e.tid}`);
  const start = events.find(
    (e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === `${BASE_URL}/`,
  )?.ts;
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  const largest = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1)?.ts;
  if (start === undefined || firstPaint === undefined || largest === undefined)
    throw new Error('The trace has no navigation or no paint: is the demo running at BASE_URL?');
  const tasks = events.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.ts >= firstPaint);
  const ms = (us: number) => us / 1000;
  return {
    firstPaint: ms(firstPaint - start),
    largestPaint: ms(largest - start),
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, ms(task.dur ?? 0) - 50), 0),
    longTasks: tasks
      .filter((task) => ms(task.dur ?? 0) > 100)
      .map((task) => `${ms(task.ts - start).toFixed(0)}+${ms(task.dur ?? 0).toFixed(0)}`)
      .join(' '),
  };
}

async function measure(session: { token: string; user: string }, tracePath: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    const { page, cdp } = await signedInPhonePage(browser, BASE_URL, session, CPU_SLOWDOWN);
    if (LATENCY_MS || KBPS) {
      const bytesPerSecond = KBPS ? (KBPS * 1000) / 8 : -1;
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: bytesPerSecond,
        uploadThroughput: bytesPerSecond,
      });
    }
    await browser.startTracing(page, {
      path: tracePath,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(`${BASE_URL}/`);
    await page
      .getByText(/tahsil edildi/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(SETTLE_MS);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  return readTrace(tracePath);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const dir = mkdtempSync(join(tmpdir(), 'dashboard-trace-'));
try {
  const session = await demoSession(BASE_URL);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measure(session, join(dir, `run-${i}.json`));
    runs.push(run);
    console.log(
      `run ${i + 1}: first paint ${run.firstPaint.toFixed(0)} ms, largest paint ${run.largestPaint.toFixed(0)} ms, ` +
        `blocking ${run.blocking.toFixed(0)} ms; tasks over 100 ms (start+length): ${run.longTasks || 'none'}`,
    );
  }
  console.log(
    `\n| CPU slowdown | network | runs | first paint | largest paint | blocking time |\n|---|---|---|---|---|---|\n` +
      `| ${CPU_SLOWDOWN}× | ${LATENCY_MS || KBPS ? `${LATENCY_MS} ms, ${KBPS} kbit/s` : 'local'} | ${RUNS} | ${median(runs.map((r) => r.firstPaint)).toFixed(0)} ms | ` +
      `${median(runs.map((r) => r.largestPaint)).toFixed(0)} ms | ${median(runs.map((r) => r.blocking)).toFixed(0)} ms |`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
