/**
 * Bank movements at scale (docs/bank.md), through the real app (app.inject) on the 20,000-flat data set of
 * bench/scaleDataSet.ts: `npx tsx bench/bankStatements.ts`. Times (1) `POST /bank/statements` of a 10,000-line CSV,
 * most lines with a flat's payment code, with the longest event-loop block during it; (2) accepting 5,000 of its
 * suggestions (`POST /bank/lines/accept`; auto-posting is off so they stay suggested); (3) `GET
 * /bank/reconciliation` of a year holding 50,000 lines, the median of five. Goals: ≤ 3 s, no block > 100 ms,
 * ≤ 10 s, ≤ 300 ms. The import's longest blocks are printed with their CPU time and the import's phase
 * (bench/eventLoopBlocks.ts); `CPU_PROFILE=import.cpuprofile` also writes a CPU profile of the import.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { BANK_IMPORT_PHASES } from '../server/services/accounting/bankImportPhases';
import { describeBlock, watchBlocks } from './eventLoopBlocks';
import { type MoneyBench, seconds, startMoneyBench } from './moneySetup';
import { BUILDINGS, buildDataSet, FLATS } from './scaleDataSet';

const LINES = 10_000;
const ACCEPT = 5_000;
const YEAR_LINES = 50_000;
const IBAN = 'TR320001000123456789012345';

const dmy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const tl = (kurus: number) => `${Math.trunc(kurus / 100)},${String(Math.abs(kurus) % 100).padStart(2, '0')}`;

/** A generic CSV statement of November 2026: 90 % of the lines pay a flat's dues with its code, the rest fit nobody. */
function statementCsv(codes: string[]): Buffer {
  const rows = ['Tarih;Dekont No;Açıklama;Tutar;Gönderen'];
  for (let i = 0; i < LINES; i++) {
    const day = `2026-11-${String(1 + Math.floor((i * 30) / LINES)).padStart(2, '0')}`;
    const text = i % 10 === 9 ? `HAVALE REF ${900000 + i}` : `AİDAT ÖDEMESİ ${codes[i % codes.length]} KASIM`;
    rows.push([dmy(day), `B${i}`, text, tl(150_000 + (i % 5) * 10_000), `GÖNDEREN ${i}`].join(';'));
  }
  return Buffer.from(`${rows.join('\n')}\n`, 'utf8');
}

function form(accountId: number, bytes: Buffer) {
  const boundary = '----banka-olcum';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="account_id"\r\n\r\n${accountId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kasim.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

async function inject(bench: MoneyBench, method: 'GET' | 'POST', url: string, extra: object = {}) {
  const response = await bench.app.inject({ method, url: `/api${url}`, headers: bench.headers, ...extra });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response.json();
}

/** A CPU profile of the import for `node --cpu-prof`-style reading (Chrome DevTools, speedscope). */
async function startProfiler() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  return {
    async stop(path: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function main() {
  const bench = await startMoneyBench(FLATS, Math.ceil(FLATS / BUILDINGS));
  try {
    const { accountId } = await buildDataSet(bench);
    const bankId = bench.cashIds[1]!;
    await bench.db.execute(sql`update cash_accounts set type = 'bank', iban = ${IBAN} where id = ${bankId}`);
    await bench.db.execute(sql`update settings set bank_auto_levels = '{}' where account_id = ${accountId}`);
    const codes = (
      await bench.db.execute<{ code: string }>(
        sql`select payment_code code from apartments where account_id = ${accountId} order by id`,
      )
    ).rows.map((row) => row.code);

    // 1. The statement, end to end, and the longest event-loop block meanwhile.
    const { payload, 'content-type': type } = form(bankId, statementCsv(codes));
    const profiler = process.env.CPU_PROFILE ? await startProfiler() : null;
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const blocks = watchBlocks(BANK_IMPORT_PHASES, 'request');
    const cpu = process.cpuUsage();
    let t = performance.now();
    const summary = (
      await inject(bench, 'POST', '/bank/statements', {
        payload,
        headers: { ...bench.headers, 'content-type': type },
      })
    ).data;
    const importMs = performance.now() - t;
    const importCpu = process.cpuUsage(cpu);
    const longest = blocks.stop();
    loop.disable();
    if (profiler) await profiler.stop(process.env.CPU_PROFILE!);
    console.log(
      `| POST /bank/statements (${LINES} satır, ${FLATS} daire) | ${seconds(importMs)} (CPU ` +
        `${seconds((importCpu.user + importCpu.system) / 1000)}) | en uzun olay döngüsü bloğu ` +
        `${(loop.max / 1e6).toFixed(0)} ms | önerilen ${summary.suggested}, eşleşmeyen ${summary.unmatched} |`,
    );
    console.log(`  en uzun bloklar: ${longest.slice(0, 5).map(describeBlock).join('; ') || 'yok'}`);

    // 2. Accepting 5,000 suggestions.
    const ids = (
      await bench.db.execute<{ id: number }>(
        sql`select id from bank_lines where account_id = ${accountId} and status = 'suggested' order by id limit ${ACCEPT}`,
      )
    ).rows.map((row) => row.id);
    t = performance.now();
    // The route takes at most 1,000 ids a call (a page of the inbox is far fewer): five calls, one after another.
    const accepted = { posted: 0, skipped: 0 };
    for (let start = 0; start < ids.length; start += 1000) {
      const payload = { ids: ids.slice(start, start + 1000) };
      const answer = (await inject(bench, 'POST', '/bank/lines/accept', { payload })).data;
      accepted.posted += answer.posted;
      accepted.skipped += answer.skipped;
    }
    console.log(
      `| POST /bank/lines/accept (${ids.length}) | ${seconds(performance.now() - t)} | işlenen ${accepted.posted}, ` +
        `atlanan ${accepted.skipped} |`,
    );

    // 3. A year of 50,000 lines: the rest of the year added in SQL (unmatched), then the reconciliation.
    await bench.db.execute(sql`
      insert into bank_lines (account_id, cash_account_id, statement_id, position, value_date, amount, description,
        fingerprint, status)
      select ${accountId}, ${bankId}, ${summary.id}, n, date '2026-01-01' + (n % 304), 100000 + n % 997,
        'Yıl hareketi ' || n, 'yil-' || n, 'unmatched'
      from generate_series(1, ${YEAR_LINES - LINES}) n`);
    await bench.db.execute(sql`analyze bank_lines`);
    const url = `/bank/reconciliation?account_id=${bankId}&start_date=01.01.2026&end_date=31.12.2026`;
    await inject(bench, 'GET', url); // warm-up
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      t = performance.now();
      await inject(bench, 'GET', url);
      times.push(performance.now() - t);
    }
    const median = [...times].sort((a, b) => a - b)[2]!;
    console.log(
      `| GET /bank/reconciliation (bir yıl, ${YEAR_LINES} satır) | ${median.toFixed(0)} ms (5 ölçümün ortancası) |`,
    );
  } finally {
    await bench.close();
  }
}

await main();
