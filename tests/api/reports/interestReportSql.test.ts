/**
 * The late-payment compensation report is paged and summed in SQL (issue 13 part A). Its totals must equal the sum
 * of the domain's own computation (server/domain/interest.ts) over every row of every page, in both modes, with and
 * without a start date, over month ends, leap days, kuruş amounts and per-debt rates; and reading it changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestSettings } from '../../../server/db/schema';
import { type CompensationMode, compensation } from '../../../server/domain/interest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

const DUE_DATES = [
  '31.01.2024',
  '29.02.2024',
  '30.04.2024',
  '15.06.2024',
  '31.08.2024',
  '01.12.2024',
  '28.02.2025',
];
const AMOUNTS = ['1234,57', '999,99', '150', '0,05', '4321,10'];
const RATES: (string | null)[] = [null, '2', '4,5', '0,25'];

type Row = {
  debt_id: number;
  due_date: string;
  remaining: number;
  rate: number;
  compensation: number;
};
const kurus = (tl: number) => BigInt(Math.round(tl * 100));
const iso = (dmy: string) => dmy.split('.').reverse().join('-');

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Gecikme Sitesi' });
  call = caller(ctx);
  const m = moneyFixtures(ctx, owner);
  const flats = await m.flats(3);
  const type = await m.incomeType();
  let n = 0;
  for (const due of DUE_DATES) {
    for (const flat of flats) {
      const rate = RATES[n % RATES.length];
      await m.debt(flat.apartment.id, type.id, AMOUNTS[n % AMOUNTS.length]!, {
        due_date: due,
        is_interest: n % 5 !== 4,
        ...(rate ? { interest: rate } : {}),
      });
      n++;
    }
  }
  // Part of one debt paid: the compensation runs on what is left.
  const cash = await m.cashAccount();
  const first: Row = (await call(owner, 'GET', '/interest/reports?page=1&date=01.01.2026')).json().Records[0];
  await dataOf(
    m.pay({
      debt_id: first.debt_id,
      amount: '100,01',
      account_id: cash.id,
      accounting_type_id: type.id,
      date: '01.03.2024',
    }),
  );
});
afterAll(() => ctx?.close());

async function wholeReport(date: string) {
  const rows: Row[] = [];
  let totals: { remaining: number; compensation: number; total: number } | undefined;
  let reported = 0;
  for (let page = 1; page < 20; page++) {
    const answer = (
      await call(owner, 'GET', `/interest/reports?page=${page}&per_page=4&date=${date}`)
    ).json();
    rows.push(...answer.Records);
    totals = answer.AdditionalData;
    reported = answer.TotalRecords;
    if (answer.Records.length < 4) break;
  }
  return { rows, totals: totals!, reported };
}

describe('the compensation report in SQL', () => {
  for (const mode of ['daily', 'monthly'] as CompensationMode[]) {
    for (const start of [null, '10.05.2024']) {
      it(`sums exactly what the domain computes per row (${mode}, start ${start ?? 'none'})`, async () => {
        await dataOf(call(owner, 'PUT', '/interest/setting', { rate: '5', mode, start_date: start }));
        for (const date of ['31.05.2024', '31.12.2025', '29.02.2028']) {
          const { rows, totals, reported } = await wholeReport(date);
          expect(reported).toBe(rows.length);
          expect(rows.length).toBeGreaterThan(0);
          // Oldest first, no row twice across pages.
          expect(new Set(rows.map((r) => r.debt_id)).size).toBe(rows.length);
          const dues = rows.map((r) => iso(r.due_date));
          expect(dues).toEqual([...dues].sort());
          let remaining = 0n;
          let sum = 0n;
          for (const row of rows) {
            const expected = compensation({
              remainingPrincipal: kurus(row.remaining),
              dueDate: iso(row.due_date),
              asOf: iso(date),
              monthlyRatePercent: String(row.rate),
              mode,
              startDate: start ? iso(start) : undefined,
            });
            expect(kurus(row.compensation)).toBe(expected);
            remaining += kurus(row.remaining);
            sum += expected;
          }
          expect(kurus(totals.remaining)).toBe(remaining);
          expect(kurus(totals.compensation)).toBe(sum);
          expect(kurus(totals.total)).toBe(remaining + sum);
        }
      });
    }
  }

  it('leaves out debts not yet late on the date, and a start date after the date leaves out every debt', async () => {
    await dataOf(
      call(owner, 'PUT', '/interest/setting', { rate: '5', mode: 'daily', start_date: '01.01.2027' }),
    );
    const before = await wholeReport('31.12.2026');
    expect(before.rows).toEqual([]);
    expect(before.totals).toMatchObject({ remaining: 0, compensation: 0, total: 0 });
    await dataOf(call(owner, 'PUT', '/interest/setting', { rate: '5', mode: 'daily', start_date: null }));
    const early = await wholeReport('01.02.2024');
    // The three debts due 31 January are one day late on 1 February; nothing else is due yet.
    expect(early.rows.map((r) => r.due_date)).toEqual(['31.01.2024', '31.01.2024', '31.01.2024']);
  });

  it('reading the setting and the report writes nothing for an account that never saved a setting', async () => {
    const other = await registerAccount(ctx, { assocName: 'Okuyan Site' });
    const rowsOf = async () =>
      (
        await ctx.db
          .select({ n: count() })
          .from(interestSettings)
          .where(eq(interestSettings.accountId, other.user.account_id))
      )[0]!.n;
    expect((await call(other, 'GET', '/interest/setting')).json().data).toEqual({
      rate: 5,
      mode: 'daily',
      start_date: null,
    });
    expect((await call(other, 'GET', '/interest/reports?page=1')).statusCode).toBe(200);
    expect(await rowsOf()).toBe(0);
  });
});
