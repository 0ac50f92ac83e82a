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
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type MoneyBench, seconds, startMoneyBench } from './moneySetup';

const SCALE = Number(process.env.SCALE ?? '1');
const BUILDINGS = 40;
const FLATS = Math.round(20_000 * SCALE);
const MONTHS = 25;
const FIRST_DUE = '2024-11-01';
const SMALL_ACCOUNTS = 200;
const RUNS = 3;

const NAMES = [
  'Ayşe',
  'Mehmet',
  'Fatma',
  'Mustafa',
  'Emine',
  'Ahmet',
  'Hatice',
  'Ali',
  'Zeynep',
  'Hüseyin',
  'Elif',
  'Hasan',
  'Şule',
  'İbrahim',
  'Özlem',
  'Çağlar',
  'Gülşen',
  'Ömer',
  'Büşra',
  'Ünal',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
];

type Call = { name: string; method: 'GET' | 'POST'; url: string; payload?: object };

async function buildDataSet(bench: MoneyBench) {
  const { db } = bench;
  const accountId = await benchAccount(bench);
  const started = performance.now();
  const step = async (label: string, statement: ReturnType<typeof sql>) => {
    const t = performance.now();
    await db.execute(statement);
    console.error(`  ${label}: ${seconds(performance.now() - t)}`);
  };
  const names = sql.param(NAMES);
  const surnames = sql.param(SURNAMES);
  await step(
    'owners named',
    sql`update residents set name = (${names}::text[])[1 + id % 20], surname = (${surnames}::text[])[1 + (id / 20) % 20],
      phone = '53' || lpad((id % 100000000)::text, 8, '0') where account_id = ${accountId}`,
  );
  await step(
    'tenants',
    sql`with flat as (select id, row_number() over (order by id) k from apartments where account_id = ${accountId}),
      tenant as (
        insert into residents (account_id, name, surname, phone)
        select ${accountId}, (${names}::text[])[1 + (k * 7) % 20], (${surnames}::text[])[1 + (k * 3) % 20],
          '54' || lpad(k::text, 8, '0')
        from flat returning id)
      insert into apartment_residents (account_id, apartment_id, resident_id, type, move_in)
      select ${accountId}, f.id, t.id, 2, '2022-06-01'
      from (select id, row_number() over (order by id) k from tenant) t join flat f using (k)`,
  );
  const [heating] = (
    await db.execute<{ id: number }>(
      sql`insert into accounting_types (account_id, name, type) values (${accountId}, 'Yakıt', 1) returning id`,
    )
  ).rows;
  await step(
    'batches',
    sql`insert into debt_batches (account_id, rule, rule_input, accounting_type_id, due_date, description,
        is_interest, total, debt_count, responsible, source)
      select ${accountId}, 'amount', '{}'::jsonb, t.type_id, (${FIRST_DUE}::date + make_interval(months => m))::date,
        t.label || ' ' || to_char(${FIRST_DUE}::date + make_interval(months => m), 'MM.YYYY'), t.interest, 0, 0, 'owner', 'entry'
      from generate_series(0, ${MONTHS - 1}) m,
        (values (${bench.typeId}::int, 'Aidat', true), (${heating!.id}::int, 'Yakıt', false)) t(type_id, label, interest)`,
  );
  await step(
    'debts',
    sql`insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, batch_id, amount,
        due_date, description, is_interest)
      select ${accountId}, o.apartment_id, o.resident_id, 'owner', b.accounting_type_id, b.id,
        case when b.is_interest then 150000 + (o.apartment_id % 5) * 10000 else 80000 + (o.apartment_id % 7) * 5000 end,
        b.due_date, b.description, b.is_interest
      from debt_batches b
      join apartment_residents o on o.account_id = b.account_id and o.type = 1
      where b.account_id = ${accountId}`,
  );
  await step(
    'single debts',
    sql`insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, amount, due_date,
        description)
      select ${accountId}, o.apartment_id, o.resident_id, 'owner', ${bench.typeId}, 25000, date '2026-10-15', 'Anahtar'
      from apartment_residents o where o.account_id = ${accountId} and o.type = 1 order by o.id limit 100`,
  );
  await step(
    'batch totals',
    sql`update debt_batches b set total = s.total, debt_count = s.n
      from (select batch_id, sum(amount) total, count(*) n from debts where account_id = ${accountId} group by batch_id) s
      where s.batch_id = b.id`,
  );
  // About 66 % of the debts due by September 2026 are paid in full, a few days after their due date.
  await step(
    'paid debts',
    sql`create table bench_paid as
      select d.id debt_id, d.resident_id, d.amount, d.accounting_type_id, d.due_date + (d.id % 20)::int as date,
        ${sql.param(bench.cashIds)}::int[] as cash, row_number() over (order by d.id)::int as number
      from debts d where d.account_id = ${accountId} and d.due_date <= date '2026-09-01' and (d.id::bigint * 7919) % 100 < 66`,
  );
  await step(
    'receipts',
    sql`insert into receipts (account_id, number, resident_id, cash_account_id, total, remaining_after, date)
      select ${accountId}, number, resident_id, cash[1 + debt_id % 2], amount, 0, date from bench_paid`,
  );
  await step(
    'payments',
    sql`insert into payments (account_id, debt_id, resident_id, cash_account_id, accounting_type_id, amount, date,
        source, receipt_id)
      select ${accountId}, p.debt_id, p.resident_id, r.cash_account_id, p.accounting_type_id, p.amount, p.date,
        'collection', r.id
      from bench_paid p join receipts r on r.account_id = ${accountId} and r.number = p.number`,
  );
  await step(
    'cash movements',
    sql`insert into cash_movements (account_id, cash_account_id, kind, amount, resident_id, receipt_id, date, description)
      select ${accountId}, r.cash_account_id, 'collection', r.total, r.resident_id, r.id, r.date, 'Tahsilat'
      from receipts r where r.account_id = ${accountId}`,
  );
  await step('debts paid', sql`update debts d set paid = d.amount from bench_paid p where p.debt_id = d.id`);
  await step(
    'receipt counter',
    sql`insert into receipt_counters (account_id, last_number) select ${accountId}, count(*) from bench_paid
      on conflict (account_id) do update set last_number = excluded.last_number`,
  );
  await step(
    'small accounts',
    sql`with acc as (
        insert into accounts (assoc_name, licence_end, apartment_limit)
        select 'Apartman ' || n, date '2030-12-31', 50 from generate_series(1, ${SMALL_ACCOUNTS}) n returning id),
      blk as (insert into buildings (account_id, name) select id, 'A Blok' from acc returning id, account_id),
      typ as (insert into accounting_types (account_id, name, type) select id, 'Aidat', 1 from acc returning id, account_id),
      apt as (
        insert into apartments (account_id, building_id, identifier, land)
        select b.account_id, b.id, n::text, 10 from blk b, generate_series(1, 20) n returning id, account_id),
      res as (
        insert into residents (account_id, name, surname)
        select a.account_id, (${names}::text[])[1 + a.id % 20], (${surnames}::text[])[1 + a.id % 20]
        from apt a order by a.id returning id, account_id),
      link as (
        insert into apartment_residents (account_id, apartment_id, resident_id, type, move_in)
        select a.account_id, a.id, r.id, 1, '2024-01-01'
        from (select id, account_id, row_number() over (order by id) k from apt) a
        join (select id, row_number() over (order by id) k from res) r using (k)
        returning apartment_id, resident_id, account_id)
      insert into debts (account_id, apartment_id, resident_id, responsible, accounting_type_id, amount, due_date, description)
      select l.account_id, l.apartment_id, l.resident_id, 'owner', t.id, 100000,
        (date '2025-12-01' + make_interval(months => m))::date, 'Aidat'
      from link l join typ t on t.account_id = l.account_id, generate_series(0, 11) m`,
  );
  await step('drop the work table', sql`drop table bench_paid`);
  // What autovacuum does after a bulk load on a live server: statistics, and the visibility map that lets counts
  // and covering indexes answer from the index alone.
  await step('vacuum analyze', sql`vacuum analyze`);
  const [counts] = (
    await db.execute<{ debts: string; payments: string; residents: string }>(
      sql`select (select count(*) from debts where account_id = ${accountId}) debts,
        (select count(*) from payments where account_id = ${accountId}) payments,
        (select count(*) from residents where account_id = ${accountId}) residents`,
    )
  ).rows;
  console.log(
    `Veri: ${FLATS} daire, ${counts!.residents} sakin, ${counts!.debts} borç, ${counts!.payments} tahsilat ` +
      `(+ ${SMALL_ACCOUNTS} küçük hesap), ${seconds(performance.now() - started)}`,
  );
  return { accountId, apartmentId: (await firstApartment(bench, accountId)).id };
}

async function benchAccount(bench: MoneyBench) {
  const { rows } = await bench.db.execute<{ account_id: number }>(
    sql`select account_id from buildings where id = ${bench.buildingIds[0]}`,
  );
  return rows[0]!.account_id;
}

async function firstApartment(bench: MoneyBench, accountId: number) {
  const { rows } = await bench.db.execute<{ id: number }>(
    sql`select id from apartments where account_id = ${accountId} order by id limit 1`,
  );
  return rows[0]!;
}

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
