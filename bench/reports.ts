/**
 * Times the cash book (POST /api/pay/exp/report) and the balance report (POST /api/balance/report) over an account
 * with 100,000 live movements: `npx tsx bench/reports.ts`. The ledger is filled in bulk (collections, incomes and
 * expenses with their detail rows, spread over ten years and two cash accounts), then each call is made five
 * times through app.inject. Prints the medians; the numbers go in docs/, never in tests.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startMoneyBench } from './moneySetup';

const MOVEMENTS = 100_000;

async function main() {
  const bench = await startMoneyBench(100);
  try {
    const [kasa, banka] = bench.cashIds as [number, number];
    const { rows } = await bench.db.execute<{ account_id: number }>(
      sql`select account_id from cash_accounts where id = ${kasa}`,
    );
    const accountId = rows[0]!.account_id;
    const [expenseType] = (
      await bench.db.execute<{ id: number }>(sql`
        insert into accounting_types (account_id, name, type) values (${accountId}, 'Temizlik', 2) returning id`)
    ).rows;
    // One in five movements is an income, one in five an expense, the rest collections; nine in ten in "Kasa".
    await bench.db.execute(sql`
      insert into incomes (account_id, accounting_type_id, payer_name)
      select ${accountId}, ${bench.typeId}, 'Kiracı ' || n from generate_series(1, ${MOVEMENTS / 5}) n`);
    await bench.db.execute(sql`
      insert into expenses (account_id, accounting_type_id)
      select ${accountId}, ${expenseType!.id} from generate_series(1, ${MOVEMENTS / 5}) n`);
    await bench.db.execute(sql`
      with numbered as (select n, n % 5 as slot, (n + 4) / 5 as k from generate_series(1, ${MOVEMENTS}) n),
        i as (select id, row_number() over (order by id) as k from incomes where account_id = ${accountId}),
        e as (select id, row_number() over (order by id) as k from expenses where account_id = ${accountId})
      insert into cash_movements (account_id, cash_account_id, kind, amount, income_id, expense_id, date, description)
      select ${accountId}, case when n % 10 = 0 then ${banka}::int else ${kasa}::int end,
        case slot when 1 then 'income' when 2 then 'expense' else 'collection' end,
        case slot when 2 then -((n % 900 + 1) * 100) else (n % 1500 + 1) * 100 end,
        case slot when 1 then i.id end, case slot when 2 then e.id end,
        date '2016-01-01' + (n / 28), 'Hareket ' || n
      from numbered left join i using (k) left join e using (k)`);
    await bench.db.execute(sql`analyze`);

    const time = async (label: string, url: string, payload: object) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const response = await bench.app.inject({ method: 'POST', url, headers: bench.headers, payload });
        if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label}: median ${times[2]!.toFixed(1)} ms (${times[0]!.toFixed(1)}–${times[4]!.toFixed(1)})`,
      );
    };
    await time('cash book, Kasa, first page of 25', '/api/pay/exp/report', {
      account_id: kasa,
      per_page: 25,
    });
    await time('cash book, Kasa, last page of 25', '/api/pay/exp/report', {
      account_id: kasa,
      per_page: 25,
      page: Math.ceil((MOVEMENTS * 0.9) / 25),
    });
    await time('cash book, every account, one year', '/api/pay/exp/report', {
      start_date: '01.01.2024',
      end_date: '31.12.2024',
      per_page: 25,
    });
    await time('balance report, all time', '/api/balance/report', {});
    await time('balance report, one year', '/api/balance/report', {
      start_date: '01.01.2024',
      end_date: '31.12.2024',
    });
    await time('cash book PDF, Kasa, one year (≈ 9,200 rows, 354 pages)', '/api/pay/exp/report?format=pdf', {
      account_id: kasa,
      start_date: '01.01.2024',
      end_date: '31.12.2024',
    });
  } finally {
    await bench.close();
  }
}

await main();
