import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/**
 * The debtor report of the whole account is read from the kept open amounts (flat_open_debts) and only the recent
 * debts; narrowed to a building it still groups every open debt. Both must show the same rows and kuruş: ties,
 * part payments, deleted debts, debts not yet due and each ageing edge.
 */
let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Yaşlandırma Sitesi' });
});
afterAll(() => ctx?.close());

describe('debtor report from kept totals', () => {
  it('shows the same rows and totals as the debts one by one, on every page and date', async () => {
    const call = caller(ctx);
    const m = moneyFixtures(ctx, owner);
    const type = await m.incomeType();
    const cash = await m.cashAccount({ name: 'Kasa', opening_balance: 0 });
    const flats = await m.flats(5);
    const building = flats[0]!.building.id;
    const plan: [number, string, number][] = [
      [0, '31.12.2025', 100], // due on the day: 0 days late
      [0, '01.12.2025', 50], // 30 days late
      [1, '30.11.2025', 150], // 31 days: tie with flat 0
      [2, '02.10.2025', 70], // 90 days late
      [2, '01.10.2025', 80], // 91 days
      [3, '01.01.2024', 300],
      [3, '01.01.2026', 999], // not yet due
      [4, '01.06.2025', 40], // deleted below
    ];
    const ids: number[] = [];
    for (const [flat, due, amount] of plan) {
      ids.push(await m.debt(flats[flat]!.apartment.id, type.id, amount, { due_date: due }));
    }
    await dataOf(
      m.pay({
        debt_id: ids[5],
        account_id: cash.id,
        accounting_type_id: type.id,
        amount: 120,
        date: '05.01.2025',
      }),
    );
    const removed = await call(owner, 'DELETE', '/delete/debt/single', { id: ids[7] });
    expect(removed.statusCode, removed.body).toBe(200);

    const ageing = async (body: Record<string, unknown>) => {
      const answer = await call(owner, 'POST', '/debtor/report', body);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    for (const date of ['31.12.2025', '15.11.2025', '01.03.2026']) {
      for (const page of [1, 2, 3]) {
        const whole = await ageing({ date, page, per_page: 2 });
        const oneBuilding = await ageing({ date, page, per_page: 2, building_id: building });
        expect(whole).toEqual(oneBuilding);
      }
    }
    const dec = await ageing({ date: '31.12.2025', per_page: 50 });
    // 300 less 120 paid first; then three ties of 150 in flat order.
    expect(dec.Records.map((r: { open: number }) => r.open)).toEqual([180, 150, 150, 150]);
    expect(dec.Records[0]).toMatchObject({ days_over_90: 180, oldest_due_date: '01.01.2024' });
    expect(dec.Records[1]).toMatchObject({ days_0_30: 150, oldest_due_date: '01.12.2025' });
    expect(dec.Records[2]).toMatchObject({ days_31_60: 150, oldest_due_date: '30.11.2025' });
    expect(dec.Records[3]).toMatchObject({ days_61_90: 70, days_over_90: 80, oldest_due_date: '01.10.2025' });
    expect(dec.AdditionalData).toMatchObject({
      open: 630,
      days_0_30: 150,
      days_31_60: 150,
      days_61_90: 70,
      days_over_90: 260,
    });
  });
});
