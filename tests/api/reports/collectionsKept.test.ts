import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/**
 * The collections report without a building reads the kept payment day totals; narrowed to a building it sums the
 * payments themselves. Both must show the same months and kuruş, at the range's edges and per cash account and type.
 */
let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tahsilat Sitesi' });
});
afterAll(() => ctx?.close());

describe('collections report from kept totals', () => {
  it('shows the same months and totals as the payments one by one', async () => {
    const call = caller(ctx);
    const m = moneyFixtures(ctx, owner);
    const dues = await m.incomeType();
    const water = await m.incomeType();
    const cash = await m.cashAccount({ name: 'Kasa', opening_balance: 0 });
    const bank = await m.cashAccount({ name: 'Banka', opening_balance: 0 });
    const [flat] = await m.flats(1);
    const paid: [number, number, string, number][] = [
      [dues.id, cash.id, '31.12.2024', 10], // the day before the range
      [dues.id, cash.id, '01.01.2025', 20], // its first day
      [water.id, bank.id, '15.01.2025', 30],
      [dues.id, bank.id, '31.12.2025', 40], // its last day
      [water.id, cash.id, '01.01.2026', 50], // after it
    ];
    for (const [type, account, date, amount] of paid) {
      const debt = await m.debt(flat!.apartment.id, type, amount, { due_date: '01.12.2024' });
      await dataOf(m.pay({ debt_id: debt, account_id: account, accounting_type_id: type, amount, date }));
    }
    const collections = async (body: Record<string, unknown>) => {
      const answer = await call(owner, 'POST', '/payment/report', {
        start_date: '01.01.2025',
        end_date: '31.12.2025',
        per_page: 50,
        ...body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const building = { building_id: flat!.building.id };
    for (const filter of [{}, { account_id: bank.id }, { accounting_type_id: dues.id }]) {
      expect(await collections(filter)).toEqual(await collections({ ...filter, ...building }));
    }
    const year = await collections({});
    expect(year.AdditionalData).toMatchObject({ income: 0, collection: 90, total: 90 });
    expect((await collections({ account_id: bank.id })).AdditionalData).toMatchObject({ collection: 70 });
    expect((await collections({ accounting_type_id: dues.id })).AdditionalData).toMatchObject({
      collection: 60,
    });
  });
});
