/**
 * One large association and 200 small ones, built with SQL in a few minutes, then the slow calls of issue 13 part A
 * timed through the real app (app.inject): `npm run bench:scale`. For each call it prints the median of three runs,
 * the median time of the same SQL statements replayed alone, and their ratio (how much the API adds); then the
 * throughput and the server's memory under 20 concurrent requests, and the time to save a split over 5,000 flats
 * (the median of three after a first one, like every call).
 *
 * The data set (deterministic: no random(), so every run builds the same rows): 40 buildings, 20,000 flats, each with
 * an owner and a tenant (40,000 residents with Turkish names and phones), two monthly debts per flat over 25 months
 * (dues with late-payment compensation, and heating) plus 100 single debts = 1,000,100 debts, about 604,000 of them
 * paid by a collection with its receipt, payment and cash movement; and 200 small accounts of 20 flats with a year of
 * dues. `SCALE=0.1` builds a tenth of the large account for a quick try. On the embedded PostgreSQL by default, or
 * on an empty database given by `DATABASE_URL` (e.g. Debian's PostgreSQL 15); there `REUSE=1` measures the data
 * set an earlier run left, and `ONLY=regex` measures only the matching calls.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type MoneyBench, seconds, startMoneyBench } from './moneySetup';
import { BUILDINGS, benchAccount, buildDataSet, FLATS, firstApartment, MONTHS } from './scaleDataSet';

const RUNS = 3;

type Call = { name: string; method: 'GET' | 'POST'; url: string; payload?: object };

/** Every statement the app sends while `recording` is on, to be replayed alone. */
const recorded: { text: string; values?: unknown[] }[] = [];
let recording = false;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof config === 'string') recorded.push({ text: config, values });
    else recorded.push({ text: config.text, values: values ?? config.values });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function call(bench: MoneyBench, c: Call) {
  const response = await bench.app.inject({
    method: c.method,
    url: `/api${c.url}`,
    headers: bench.headers,
    ...(c.payload ? { payload: c.payload } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`${c.name}: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

async function measure(bench: MoneyBench, c: Call) {
  await call(bench, c); // warm-up: plans, JIT, schema compilation
  const api: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    recorded.length = 0;
    recording = run === RUNS - 1;
    const t = performance.now();
    await call(bench, c);
    api.push(performance.now() - t);
    recording = false;
  }
  const statements = [...recorded];
  const alone: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    for (const s of statements) await bench.pool.query({ text: s.text, values: s.values });
    alone.push(performance.now() - t);
  }
  const apiMs = median(api);
  const sqlMs = median(alone);
  console.log(
    `| ${c.name} | ${apiMs.toFixed(1)} ms | ${sqlMs.toFixed(1)} ms (${statements.length}) | ${(apiMs / sqlMs).toFixed(1)}× |`,
  );
}

/** `total` requests with `inFlight` at a time; the largest resident memory seen while they ran. */
async function concurrent(bench: MoneyBench, c: Call, total = 200, inFlight = 20) {
  let next = 0;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < total) {
        next++;
        await call(bench, c);
      }
    }),
  );
  const ms = performance.now() - t;
  clearInterval(sampler);
  console.log(
    `| ${c.name} | ${((total * 1000) / ms).toFixed(1)} / s | ${(peak / 1024 / 1024).toFixed(0)} MB |`,
  );
}

/** ONLY=regex runs the calls (and the "concurrent" and "split" parts) whose name matches. */
const only = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
const wanted = (name: string) => !only || only.test(name);

async function main() {
  // REUSE=1 with DATABASE_URL keeps the data set between runs: the first run builds it, the next ones measure it.
  const bench = await startMoneyBench(
    FLATS,
    Math.ceil(FLATS / BUILDINGS),
    process.env.DATABASE_URL,
    process.env.REUSE === '1',
  );
  try {
    const { apartmentId } = bench.reused
      ? { apartmentId: (await firstApartment(bench, await benchAccount(bench))).id }
      : await buildDataSet(bench);
    const lastPage = (perPage: number, rows: number) => Math.max(1, Math.ceil(rows / perPage));
    const year = { start_date: '01.01.2025', end_date: '31.12.2025', page: 1, per_page: 50 };
    const calls: Call[] = [
      { name: 'POST /debts?page=1', method: 'POST', url: '/debts?page=1', payload: {} },
      { name: 'POST /debts?page=500', method: 'POST', url: '/debts?page=500', payload: {} },
      { name: 'GET /interest/reports?page=1', method: 'GET', url: '/interest/reports?page=1' },
      { name: 'GET /interest/reports?page=500', method: 'GET', url: '/interest/reports?page=500' },
      { name: 'GET /multi/debts?page=1', method: 'GET', url: '/multi/debts?page=1' },
      {
        name: 'GET /multi/debts, last page',
        method: 'GET',
        url: `/multi/debts?page=${lastPage(10, 2 * MONTHS)}`,
      },
      { name: 'POST /resident/all?page=1', method: 'POST', url: '/resident/all?page=1', payload: {} },
      {
        name: 'POST /resident/all sorted by debt_remaining',
        method: 'POST',
        url: '/resident/all?page=1&sort=debt_remaining&order=DESC',
        payload: {},
      },
      { name: 'POST /resident/all?page=500', method: 'POST', url: '/resident/all?page=500', payload: {} },
      {
        name: 'POST /resident/all, those who owe, page 500',
        method: 'POST',
        url: '/resident/all?page=500',
        payload: { debt_remaining: true },
      },
      {
        name: 'resident search "şahin"',
        method: 'POST',
        url: '/resident/all?page=1',
        payload: { name: 'şahin' },
      },
      { name: 'POST /all/apartments?page=1', method: 'POST', url: '/all/apartments?page=1', payload: {} },
      { name: 'POST /all/apartments?page=500', method: 'POST', url: '/all/apartments?page=500', payload: {} },
      {
        name: 'apartment search "blok 017"',
        method: 'POST',
        url: '/all/apartments?page=1&key=blok%20017',
        payload: {},
      },
      { name: 'GET /accounts', method: 'GET', url: '/accounts' },
      { name: 'GET /building?page=1', method: 'GET', url: '/building?page=1' },
      { name: 'GET /dashboard', method: 'GET', url: '/dashboard' },
      { name: 'a flat’s debts', method: 'GET', url: `/apartment/debts?apartment_id=${apartmentId}&page=1` },
      // The other lists with a large table behind them (600,000 receipts, collections and cash movements).
      { name: 'GET /receipts?page=1', method: 'GET', url: '/receipts?page=1' },
      { name: 'GET /receipts?page=500', method: 'GET', url: '/receipts?page=500' },
      { name: 'receipt search "şahin"', method: 'GET', url: '/receipts?page=1&key=%C5%9Fahin' },
      { name: 'GET /user/transfer?page=1', method: 'GET', url: '/user/transfer?page=1' },
      { name: 'GET /user/transfer?page=500', method: 'GET', url: '/user/transfer?page=500' },
      {
        name: 'GET /apartment/debt/payments',
        method: 'GET',
        url: `/apartment/debt/payments?apartment_id=${apartmentId}&page=1`,
      },
      { name: 'GET /payments (incomes)?page=1', method: 'GET', url: '/payments?page=1' },
      { name: 'GET /advance/payments?page=1', method: 'GET', url: '/advance/payments?page=1' },
      { name: 'GET /sms/reports?page=1', method: 'GET', url: '/sms/reports?page=1' },
      { name: 'GET /system/logs?page=1', method: 'GET', url: '/system/logs?page=1' },
      { name: 'GET /system/logs?page=500', method: 'GET', url: '/system/logs?page=500' },
      { name: 'cash book of 2025', method: 'POST', url: '/pay/exp/report', payload: year },
      { name: 'balance report of 2025', method: 'POST', url: '/balance/report', payload: year },
      { name: 'collections report of 2025', method: 'POST', url: '/payment/report', payload: year },
      { name: 'debtor report', method: 'POST', url: '/debtor/report', payload: { page: 1, per_page: 50 } },
      { name: 'expense report of 2025', method: 'POST', url: '/expense/report', payload: year },
      {
        name: 'business ledger report of 2025',
        method: 'POST',
        url: '/ledger/report',
        payload: { ...year, year: 2025 },
      },
      {
        name: 'account activity report of 2025',
        method: 'POST',
        url: '/account/activity/report',
        payload: { ...year, account_id: bench.cashIds[0] },
      },
      { name: 'virman report of 2025', method: 'POST', url: '/virman/report', payload: year },
      { name: 'advance report of 2025', method: 'POST', url: '/advance/payment/report', payload: year },
      {
        name: 'budget report of 2025',
        method: 'POST',
        url: '/budget/report',
        payload: { ...year, year: 2025 },
      },
      {
        name: 'business ledger report of 2025, page 500',
        method: 'POST',
        url: '/ledger/report',
        payload: { ...year, year: 2025, page: 500 },
      },
      {
        name: 'collections report of 2025, page 500',
        method: 'POST',
        url: '/payment/report',
        payload: { ...year, page: 500 },
      },
    ];
    console.log('\n| call | API p50 | its statements alone (count) | ratio |\n|---|---|---|---|');
    for (const c of calls) if (wanted(c.name)) await measure(bench, c);
    if (wanted('concurrent')) {
      console.log('\n| 20 concurrent requests | throughput | peak server memory (RSS) |\n|---|---|---|');
      for (const name of [
        'POST /debts?page=1',
        'POST /resident/all?page=1',
        'GET /interest/reports?page=1',
      ]) {
        await concurrent(bench, calls.find((c) => c.name === name)!);
      }
    }
    if (!wanted('split')) return;
    const splitBuildings = bench.buildingIds.slice(0, Math.ceil(BUILDINGS / 4));
    const split: Call = {
      name: 'split',
      method: 'POST',
      url: '/debt/land',
      payload: {
        building_ids: splitBuildings,
        total: '1.000.000,00',
        accounting_type_id: bench.typeId,
        due_date: '15.12.2026',
        description: 'Çatı onarımı',
        preview: false,
      },
    };
    // As every call above: the first (the process's first split: JIT, plans) apart, then the median of RUNS.
    // Each saves 5,000 more debts, 2 % of the data set in all.
    const times: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const t = performance.now();
      await call(bench, split);
      times.push(performance.now() - t);
    }
    console.log(
      `\nKaydetme: 1.000.000,00 TL arsa payına göre ${splitBuildings.length} binaya ` +
        `(${Math.round(FLATS / 4)} daire): ${seconds(median(times.slice(1)))} ` +
        `(ortanca; süreçteki ilk kayıt ${seconds(times[0]!)})`,
    );
  } finally {
    await bench.close();
  }
}

await main();
