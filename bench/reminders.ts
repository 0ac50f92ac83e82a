/**
 * Reminder rules over the scale data set (bench/scale.ts describes it): `npx tsx bench/reminders.ts`. One rule, 3 days
 * after the due date, reaches every flat's open November dues; the bench times its preview (GET /reminder/preview:
 * the rule's totals over all 20,000 and its first page of people) and the manual run that claims each reminder and
 * queues its SMS (POST /reminder/run), through the real app.
 * `SCALE=0.1` builds 2,000 flats instead of 20,000. Figures in docs/benchmarks.md.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seconds, startMoneyBench } from './moneySetup';
import { BUILDINGS, buildDataSet, FLATS } from './scaleDataSet';

async function timed(label: string, run: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  const answer = await run();
  const took = performance.now() - started;
  if (answer.statusCode !== 200)
    throw new Error(`${label}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  console.log(`${label}: ${seconds(took)}`);
  return answer;
}

const bench = await startMoneyBench(FLATS, FLATS / BUILDINGS);
try {
  const { accountId } = await buildDataSet(bench);
  await bench.db.execute(sql`update accounts set sms_credits = 10000000 where id = ${accountId}`);
  const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
    bench.app.inject({ method, url: `/api${url}`, headers: bench.headers, ...(payload ? { payload } : {}) });
  await timed('kural', () =>
    inject('POST', '/reminder/rules', {
      name: 'Üç gün sonra',
      offset_days: 3,
      channels: ['sms'],
      send_hour: 10,
      template:
        'Sayın {ad}, {son_odeme} vadeli borcunuzla toplam {borc} borcunuz var. Ödeme kodu: {odeme_kodu}.',
    }),
  );
  await inject('GET', '/reminder/preview?date=04.11.2026'); // warm-up
  const preview = await timed('önizleme (04.11.2026)', () =>
    inject('GET', '/reminder/preview?date=04.11.2026'),
  );
  const people = JSON.parse(preview.body).data.rules[0].reached;
  const run = await timed(`çalıştırma: ${people} hatırlatma kuyruğa`, () =>
    inject('POST', '/reminder/run', { date: '04.11.2026' }),
  );
  console.log(JSON.parse(run.body).description);
  await timed('ikinci çalıştırma (hiçbiri yeniden gitmez)', () =>
    inject('POST', '/reminder/run', { date: '04.11.2026' }),
  );
} finally {
  await bench.close();
}
