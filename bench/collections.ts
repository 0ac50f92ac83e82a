/**
 * Times 10,000 collections (POST /api/payment/debt) against an embedded PostgreSQL through app.inject:
 * `npx tsx bench/collections.ts`. 1,000 flats get ten monthly debts each (ten /debt/amount entries); then every
 * debt is paid, one request at a time, and again with 8 requests in flight (each collection locks its debt, takes
 * the next receipt number and writes its audit rows in one transaction). Some payments are partial and some
 * overpay, so surpluses go to the advance. Prints the times; the numbers go in docs/, never in tests.
 */
import { performance } from 'node:perf_hooks';
import { percentile, seconds, startMoneyBench } from './moneySetup';

const FLATS = 1_000;
const MONTHS = 10;

async function main() {
  const bench = await startMoneyBench(FLATS);
  try {
    const debtIds: number[] = [];
    for (let month = 1; month <= MONTHS; month++) {
      const response = await bench.app.inject({
        method: 'POST',
        url: '/api/debt/amount',
        headers: bench.headers,
        payload: {
          building_ids: bench.buildingIds,
          amount: '850,00',
          accounting_type_id: bench.typeId,
          due_date: `05.${String(month).padStart(2, '0')}.2025`,
        },
      });
      if (response.statusCode !== 200) throw new Error(response.body);
      debtIds.push(...(response.json().data.rows as { debt_id: number }[]).map((row) => row.debt_id));
    }
    const pay = async (debtId: number, index: number) => {
      const amount = index % 10 === 0 ? '900,00' : index % 7 === 0 ? '400,00' : '850,00';
      const started = performance.now();
      const response = await bench.app.inject({
        method: 'POST',
        url: '/api/payment/debt',
        headers: bench.headers,
        payload: {
          debt_id: debtId,
          account_id: bench.cashIds[index % 2],
          accounting_type_id: bench.typeId,
          amount,
          date: '10.06.2025',
        },
      });
      if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
      return performance.now() - started;
    };

    const half = debtIds.length / 2;
    // One at a time.
    const sequential: number[] = [];
    const startedSequential = performance.now();
    for (let i = 0; i < half; i++) sequential.push(await pay(debtIds[i]!, i));
    const sequentialMs = performance.now() - startedSequential;
    // Eight in flight.
    const concurrent: number[] = [];
    let next = half;
    const startedConcurrent = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < debtIds.length) {
          const i = next++;
          concurrent.push(await pay(debtIds[i]!, i));
        }
      }),
    );
    const concurrentMs = performance.now() - startedConcurrent;
    const report = (label: string, total: number, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${label}: ${times.length} tahsilat ${seconds(total)} (${(times.length / (total / 1000)).toFixed(0)}/s; ` +
          `medyan ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms)`,
      );
    };
    report('Sırayla', sequentialMs, sequential);
    report('8 eşzamanlı', concurrentMs, concurrent);
    const total = sequentialMs + concurrentMs;
    console.log(`Toplam ${debtIds.length} tahsilat: ${seconds(total)}`);
  } finally {
    await bench.close();
  }
}

await main();
