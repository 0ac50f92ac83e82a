/**
 * Where the dashboard's load spends a phone's main thread, by package and by function: Chromium's sampling
 * profiler (CDP) over the signed-in dashboard's load at CPU 4×, each sample mapped back to its source through the
 * build's hidden source maps. The tables in docs/benchmarks-bundle.md ("Eighth round") come from it.
 *
 *   npx vite build --sourcemap hidden
 *   PORT=8095 DATA_DIR=/tmp/bundle-demo DEMO=true npx tsx server/start.ts &
 *   npx tsx bench/dashboardProfile.ts             # BASE_URL, CHROMIUM, RUNS (3), CPU_SLOWDOWN (4) to change
 *
 * Prints the self time per package and per function (mean of the runs), then, for the first run, each stretch of
 * main-thread work longer than 80 ms with its ten costliest functions. Self time only: a function's callees count
 * for themselves; `(program)` is the browser's own work (style, layout, parsing).
 */
import { existsSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { demoSession } from './demoSession';
import { signedInPhonePage } from './phonePage';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8095';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const DIST = new URL('../dist/assets/', import.meta.url);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMap(url: string): SourceMapConsumer | null {
  if (!maps.has(url)) {
    const file = url.match(/\/assets\/([^/?]+\.js)$/)?.[1];
    const path = file && new URL(`${file}.map`, DIST);
    maps.set(
      url,
      path && existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null,
    );
  }
  return maps.get(url) ?? null;
}

/** The package (or the app's own file) and the function a frame is in, from the source map when there is one. */
function place(frame: CallFrame): { where: string; what: string } {
  const map = frame.url ? sourceMap(frame.url) : null;
  const found = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!found?.source) {
    const where = frame.url ? frame.url.replace(BASE_URL, '') : `(${frame.functionName || 'native'})`;
    return { where, what: `${frame.functionName || '(anonymous)'} ${where}` };
  }
  const source = found.source.replace(/^(\.\.\/)+/, '');
  const inPackage = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  const file = source.replace(/.*node_modules\//, '');
  return {
    where: inPackage ? inPackage[1]! : source,
    what: `${file}:${found.line} ${found.name ?? frame.functionName}`,
  };
}

async function profileOnce(session: { token: string; user: string }): Promise<Profile> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    const { page, cdp } = await signedInPhonePage(browser, BASE_URL, session, CPU_SLOWDOWN);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${BASE_URL}/`);
    await page
      .getByText(/tahsil edildi/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
  } finally {
    await browser.close();
  }
}

const add = (totals: Map<string, number>, key: string, ms: number) =>
  totals.set(key, (totals.get(key) ?? 0) + ms);
const top = (totals: Map<string, number>, count: number, indent = '') =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${indent}${ms.toFixed(0).padStart(6)} ms  ${key}`)
    .join('\n');

const session = await demoSession(BASE_URL);
const byPackage = new Map<string, number>();
const byFunction = new Map<string, number>();
interface Stretch {
  start: number;
  end: number;
  spent: Map<string, number>;
}

for (let run = 0; run < RUNS; run += 1) {
  const profile = await profileOnce(session);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  let at = profile.startTime;
  let stretch: Stretch | null = null;
  const stretches: Stretch[] = [];
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (frame.functionName === '(idle)') {
      if (stretch) stretches.push(stretch);
      stretch = null;
      continue;
    }
    const { where, what } = place(frame);
    add(byPackage, where, ms / RUNS);
    add(byFunction, what, ms / RUNS);
    stretch ??= { start: at, end: at, spent: new Map() };
    stretch.end = at;
    add(stretch.spent, what, ms);
  }
  if (stretch) stretches.push(stretch);
  if (run > 0) continue;
  console.log(`Main-thread work over 80 ms, first run (CPU ${CPU_SLOWDOWN}×):`);
  for (const { start, end, spent } of stretches.filter((s) => s.end - s.start > 80_000)) {
    console.log(
      `  at ${((start - profile.startTime) / 1000).toFixed(0)} ms for ${((end - start) / 1000).toFixed(0)} ms:`,
    );
    console.log(top(spent, 10, '    '));
  }
}
console.log(`\nSelf time by package, mean of ${RUNS} runs:\n${top(byPackage, 25)}`);
console.log(`\nSelf time by function, mean of ${RUNS} runs:\n${top(byFunction, 40)}`);
