/**
 * Times a land-share split (POST /api/debt/land) of 1.000.000,00 TL over 5,000 apartments, first as a preview
 * and then saved (one transaction: the batch, 5,000 debts and their audit rows), against an embedded PostgreSQL
 * through app.inject: `npx tsx bench/debtSplit.ts`. Prints the times; the numbers go in docs/, never in tests.
 */
import { performance } from 'node:perf_hooks';
import { seconds, startMoneyBench } from './moneySetup';

const FLATS = 5_000;

async function main() {
  const bench = await startMoneyBench(FLATS);
  try {
    const body = {
      building_ids: bench.buildingIds,
      total: '1.000.000,00',
      accounting_type_id: bench.typeId,
      due_date: '15.01.2026',
      description: 'Çatı onarımı',
    };
    const post = async (preview: boolean) => {
      const started = performance.now();
      const response = await bench.app.inject({
        method: 'POST',
        url: '/api/debt/land',
        headers: bench.headers,
        payload: { ...body, preview },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200)
        throw new Error(`${response.statusCode}: ${response.body.slice(0, 500)}`);
      const data = response.json().data as { rows: { amount: number }[]; total: number };
      const sum = data.rows.reduce((s, row) => s + Math.round(row.amount * 100), 0) / 100;
      return { ms, rows: data.rows.length, sum, bytes: response.rawPayload.length };
    };
    await post(true); // warm-up: JIT, schema compilation, plans
    const preview = await post(true);
    const saved = await post(false);
    console.log(`${FLATS} daire, arsa payına göre 1.000.000,00 TL`);
    console.log(
      `Önizleme: ${seconds(preview.ms)} (${preview.rows} satır, toplam ${preview.sum}, yanıt ${(preview.bytes / 1024).toFixed(0)} KB)`,
    );
    console.log(`Kaydetme: ${seconds(saved.ms)} (${saved.rows} borç, toplam ${saved.sum})`);
  } finally {
    await bench.close();
  }
}

await main();
