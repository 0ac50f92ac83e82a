/**
 * Lighthouse scores of the sign-in page and the signed-in dashboard, desktop and mobile, median of three runs.
 *
 *   npm i --prefix /tmp/lh lighthouse@13          # outside the repository; not a dependency of the product
 *   npx vite build
 *   PORT=8095 DATA_DIR=/tmp/bundle-demo DEMO=true npx tsx server/start.ts &
 *   npx tsx bench/lighthouse.ts                   # BASE_URL, LIGHTHOUSE_DIR, CHROMIUM, RUNS, ONLY to change
 *
 * REPORT_DIR=/tmp/lh-reports keeps each run's full report (JSON) to read what lowered a score.
 *
 * Each run starts Debian's Chromium with a fresh profile (nothing cached). For the dashboard the demo account's
 * token is put in localStorage from a JSON address (/api/info), so no script of the app is cached before
 * Lighthouse opens `/`. Prints one line per page and preset; the numbers go in docs/benchmarks.md, never in tests.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoSession } from './demoSession';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:8095';
const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? '/tmp/lh/node_modules';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The little of Lighthouse's result read here. */
interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Result {
  lhr: {
    categories: Record<'performance' | 'accessibility', { score: number | null }>;
    audits: Record<string, Audit>;
    runtimeError?: { message: string };
  };
}
type Lighthouse = (url: string, flags: object, config?: object) => Promise<Result | undefined>;
interface Browser {
  newPage(): Promise<{
    goto(url: string): Promise<unknown>;
    evaluate(fn: (token: string, user: string) => void, token: string, user: string): Promise<void>;
    close(): Promise<void>;
  }>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: object): Promise<Browser>;
}

const from = async <T>(path: string): Promise<T> =>
  (await import(pathToFileURL(join(LIGHTHOUSE_DIR, path)).href)) as T;

const lighthouse = (await from<{ default: Lighthouse }>('lighthouse/core/index.js')).default;
const desktopConfig = (await from<{ default: object }>('lighthouse/core/config/desktop-config.js')).default;
const puppeteer = (await from<{ default: Puppeteer }>('puppeteer-core/lib/puppeteer/puppeteer-core.js'))
  .default;

async function runOnce(path: string, preset: 'desktop' | 'mobile', signedIn: boolean) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
  });
  try {
    if (signedIn) {
      const session = await demoSession(BASE_URL);
      const page = await browser.newPage();
      await page.goto(`${BASE_URL}/api/info`);
      await page.evaluate(
        (token, user) => {
          localStorage.setItem('auth', token);
          localStorage.setItem('user', user);
        },
        session.token,
        session.user,
      );
      await page.close();
    }
    const result = await lighthouse(
      `${BASE_URL}${path}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the token; the profile is new, so nothing is cached either way.
        disableStorageReset: signedIn,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result || result.lhr.runtimeError) throw new Error(result?.lhr.runtimeError?.message ?? 'no result');
    if (process.env.REPORT_DIR) {
      const name = `${signedIn ? 'dashboard' : 'sign-in'}-${preset}-${Date.now()}.json`;
      writeFileSync(join(process.env.REPORT_DIR, name), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): such a run is run again, twice at most. */
async function runRetried(path: string, preset: 'desktop' | 'mobile', signedIn: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(path, preset, signedIn);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`  run failed (${(error as Error).message}), running it again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const score = (value: number | null) => Math.round((value ?? 0) * 100);

const cases = [
  { name: 'sign-in', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
] as const;

console.log(
  '| page | preset | performance | accessibility | FCP | LCP | TBT | CLS | scripts transferred | runs |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const only = process.env.ONLY; // e.g. `dashboard-mobile`
for (const page of cases) {
  for (const preset of ['desktop', 'mobile'] as const) {
    if (only && only !== `${page.name}-${preset}`) continue;
    const runs: Result['lhr'][] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runRetried(page.path, preset, page.signedIn));
    const perf = runs.map((lhr) => score(lhr.categories.performance.score));
    const a11y = runs.map((lhr) => score(lhr.categories.accessibility.score));
    const metric = (id: string) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
    const scripts = median(
      runs.map((lhr) =>
        (lhr.audits['network-requests']?.details?.items ?? [])
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      ),
    );
    console.log(
      `| ${page.name} | ${preset} | ${median(perf)} (${perf.join(', ')}) | ${median(a11y)} | ` +
        `${(metric('first-contentful-paint') / 1000).toFixed(1)} s | ${(metric('largest-contentful-paint') / 1000).toFixed(1)} s | ` +
        `${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} | ` +
        `${(scripts / 1024).toFixed(0)} KB | ${RUNS} |`,
    );
    const failing = Object.values(runs[0]!.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && a11yIds(runs[0]!).has(audit.id),
    );
    for (const audit of failing)
      console.error(`  ${page.name} ${preset} accessibility: ${audit.id} (${audit.title})`);
  }
}

/** The audits of the accessibility category (Lighthouse lists them by reference). */
function a11yIds(lhr: Result['lhr']): Set<string> {
  const category = lhr.categories.accessibility as { auditRefs?: { id: string }[] };
  return new Set((category.auditRefs ?? []).map((ref) => ref.id));
}
