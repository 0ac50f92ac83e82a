/**
 * Times the cash book (POST /pay/exp/report) and the balance report (POST /balance/report) over one cash account
 * with 100,000 movements in a year (45,000 incomes, 45,000 expenses, 5,000 virman each way), against an embedded
 * PostgreSQL through app.inject: `npx tsx bench/ledgerReports.ts`. Prints the times; the numbers go in
 * docs/benchmarks.md, never in tests.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { accountingTypes } from '../server/db/schema';
import { percentile, startMoneyBench } from './moneySetup';

const INCOMES = 45_000;
const EXPENSES = 45_000;
const TRANSFERS = 5_000;
const RUNS = 7;

async function main() {
  const bench = await startMoneyBench(10);
  try {
    const [cash, bank] = bench.cashIds as [number, number];
    const accountId = (
      await bench.db.execute<{ account_id: number }>(
        sql`select account_id from cash_accounts where id = ${cash}`,
      )
    ).rows[0]!.account_id;
    const [expenseType] = await bench.db
      .insert(accountingTypes)
      .values({ accountId, name: 'Temizlik', type: 2 })
      .returning();
    const started = performance.now();
    // The rows as the services write them: a detail row and its ledger row, spread over 2025's days.
    await bench.db.execute(sql`
      with detail as (
        insert into incomes (account_id, accounting_type_id)
        select ${accountId}, ${bench.typeId} from generate_series(1, ${INCOMES}) returning id)
      insert into cash_movements (account_id, cash_account_id, kind, amount, income_id, date, description)
      select ${accountId}, ${cash}, 'income', 10000 + id % 90000, id, date '2025-01-01' + (id % 365), 'Gelir ' || id
      from detail`);
    await bench.db.execute(sql`
      with detail as (
        insert into expenses (account_id, accounting_type_id)
        select ${accountId}, ${expenseType!.id} from generate_series(1, ${EXPENSES}) returning id)
      insert into cash_movements (account_id, cash_account_id, kind, amount, expense_id, date, description)
      select ${accountId}, ${cash}, 'expense', -(5000 + id % 80000), id, date '2025-01-01' + (id % 365), 'Gider ' || id
      from detail`);
    await bench.db.execute(sql`
      with detail as (
        insert into transfers (account_id) select ${accountId} from generate_series(1, ${TRANSFERS}) returning id)
      insert into cash_movements (account_id, cash_account_id, kind, amount, transfer_id, date, description)
      select ${accountId}, side.account, side.kind, side.sign * (20000 + id % 10000), id,
             date '2025-01-01' + (id % 365), 'Virman ' || id
      from detail, (values (${cash}::int, 'transfer_out', -1), (${bank}::int, 'transfer_in', 1)) as side(account, kind, sign)`);
    await bench.db.execute(sql`
      with detail as (
        insert into transfers (account_id) select ${accountId} from generate_series(1, ${TRANSFERS}) returning id)
      insert into cash_movements (account_id, cash_account_id, kind, amount, transfer_id, date, description)
      select ${accountId}, side.account, side.kind, side.sign * (15000 + id % 10000), id,
             date '2025-01-01' + (id % 365), 'Virman ' || id
      from detail, (values (${bank}::int, 'transfer_out', -1), (${cash}::int, 'transfer_in', 1)) as side(account, kind, sign)`);
    await bench.db.execute(sql`analyze`);
    const rows = (
      await bench.db.execute<{ n: string }>(
        sql`select count(*) as n from cash_movements where cash_account_id = ${cash}`,
      )
    ).rows[0]!.n;
    console.log(
      `${rows} movements on one account, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const time = async (label: string, url: string, body: object) => {
      const times: number[] = [];
      let answer: { TotalRecords?: number; AdditionalData?: Record<string, number> } = {};
      for (let run = 0; run <= RUNS; run++) {
        const begin = performance.now();
        const response = await bench.app.inject({
          method: 'POST',
          url,
          headers: bench.headers,
          payload: body,
        });
        const ms = performance.now() - begin;
        if (response.statusCode !== 200)
          throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        answer = response.json();
        if (run > 0) times.push(ms); // the first run warms plans and schemas
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: median ${percentile(times, 50).toFixed(0)} ms (${times[0]!.toFixed(0)}–${times.at(-1)!.toFixed(0)} ms), ` +
          `${answer.TotalRecords ?? '-'} rows, totals ${JSON.stringify(answer.AdditionalData)}`,
      );
    };
    const year = { start_date: '01.01.2025', end_date: '31.12.2025', account_id: cash };
    await time('cash book, the year, first page of 50', '/api/pay/exp/report', {
      ...year,
      page: 1,
      per_page: 50,
    });
    await time('cash book, the year, last page of 50', '/api/pay/exp/report', {
      ...year,
      page: 2000,
      per_page: 50,
    });
    await time('cash book, December, first page of 50', '/api/pay/exp/report', {
      ...year,
      start_date: '01.12.2025',
      page: 1,
      per_page: 50,
    });
    await time('balance report, the year', '/api/balance/report', {
      start_date: '01.01.2025',
      end_date: '31.12.2025',
    });
  } finally {
    await bench.close();
  }
}

await main();
