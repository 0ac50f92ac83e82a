/**
 * Times PayTR notifications (POST /api/online-payments/paytr/notify through app.inject, hash checked and one
 * collection posted) against an embedded PostgreSQL: `npx tsx bench/onlinePayments.ts`. 200 flats get one debt
 * each and one pending order each; each order is notified once, one at a time (the median is the figure), then 20
 * duplicates of one more order arrive at once and must end in one collection and 20 OK answers. Prints the
 * times; the numbers go in docs/benchmarks.md, never in tests.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { debts, onlinePayments, receipts } from '../server/db/schema';
import { feeOf, orderIdOf } from '../server/domain/onlinePayments';
import { onlinePaymentsRepository } from '../server/repositories/payments/onlinePayments';
import { notificationHash } from '../server/services/payments/paytr';
import { sealCredentials } from '../server/services/payments/secrets';
import { percentile, startMoneyBench } from './moneySetup';

const FLATS = 200;
const MERCHANT = { merchant_id: '100001', merchant_key: 'benchKey', merchant_salt: 'benchSalt' };

async function main() {
  const bench = await startMoneyBench(FLATS);
  try {
    const entry = await bench.app.inject({
      method: 'POST',
      url: '/api/debt/amount',
      headers: bench.headers,
      payload: {
        building_ids: bench.buildingIds,
        amount: '850,00',
        accounting_type_id: bench.typeId,
        due_date: '05.11.2026',
      },
    });
    if (entry.statusCode !== 200) throw new Error(entry.body);
    const rows = await bench.db.select().from(debts);
    const accountId = rows[0]!.accountId;
    await onlinePaymentsRepository.saveSettings(bench.db, {
      accountId,
      provider: 'paytr',
      credentialsSecret: sealCredentials(bench.app.config.payments.secretsKey, MERCHANT),
      commissionPayer: 'association',
      commissionRate: 249,
      cashAccountId: bench.cashIds[0]!,
    });
    const orderFor = async (debt: (typeof rows)[number]) => {
      const { fee, charged } = feeOf(debt.amount, 249, 'association');
      return onlinePaymentsRepository.insert(bench.db, {
        accountId,
        orderId: orderIdOf(randomBytes(30)),
        residentId: debt.residentId,
        debtIds: [debt.id],
        amount: debt.amount,
        fee,
        commissionPayer: 'association',
        charged,
        provider: 'paytr',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    };
    const notify = async (orderId: string, charged: bigint) => {
      const form = { merchant_oid: orderId, status: 'success', total_amount: charged.toString() };
      const body = { ...form, hash: notificationHash(MERCHANT, form) };
      const started = performance.now();
      const answer = await bench.app.inject({
        method: 'POST',
        url: '/api/online-payments/paytr/notify',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      });
      if (answer.body !== 'OK') throw new Error(answer.body);
      return performance.now() - started;
    };
    const orders = [];
    for (const debt of rows.slice(0, FLATS - 1)) orders.push(await orderFor(debt));
    const times: number[] = [];
    for (const order of orders) times.push(await notify(order.orderId, order.charged));
    times.sort((a, b) => a - b);
    const paid = await bench.db
      .select({ n: sql<string>`count(*)` })
      .from(onlinePayments)
      .where(eq(onlinePayments.status, 'paid'));
    console.log(
      `${orders.length} notifications, one at a time: median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms; paid ${paid[0]!.n}`,
    );

    const last = await orderFor(rows[FLATS - 1]!);
    const receiptsBefore = (await bench.db.select({ n: sql<string>`count(*)` }).from(receipts))[0]!.n;
    const started = performance.now();
    await Promise.all(Array.from({ length: 20 }, () => notify(last.orderId, last.charged)));
    const elapsed = performance.now() - started;
    const receiptsAfter = (await bench.db.select({ n: sql<string>`count(*)` }).from(receipts))[0]!.n;
    const [row] = await bench.db
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.id, last.id), eq(onlinePayments.status, 'paid')));
    console.log(
      `20 concurrent duplicates: ${elapsed.toFixed(0)} ms, 20 OK, receipts +${Number(receiptsAfter) - Number(receiptsBefore)}, paid ${row ? 'yes' : 'no'}`,
    );
  } finally {
    await bench.close();
  }
}

await main();
