/**
 * The dashboard's largest debtors are cut at the tenth largest open amount before their names are read
 * (server/repositories/reports/dashboard.ts): flats tied at the cut must still come in the debtors report's order
 * (building, flat), and a flat whose open debt is mostly not yet due must be listed by what is due, not by its
 * kept total.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sıralı Borçlu Sitesi' });
});
afterAll(() => ctx?.close());

const api = caller(() => ctx);

describe('dashboard largest debtors', () => {
  it('lists the ten largest as of today, ties in flat order, debts not yet due left out', async () => {
    const m = moneyFixtures(ctx, owner);
    const type = await m.incomeType();
    // Two buildings of seven flats (a building holds ten at most).
    const flats = [...(await m.flats(7)), ...(await m.flats(7))];
    const key = (f: (typeof flats)[number]) => `${f.building.name}\u0000${f.apartment.identifier}`;
    const inReportOrder = [...flats].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    const [largest, ...tied] = inReportOrder;
    const last = tied.at(-1)!;
    for (const flat of flats) await m.debt(flat.apartment.id, type.id, 100, { due_date: '01.01.2025' });
    await m.debt(largest!.apartment.id, type.id, 400, { due_date: '01.02.2025' });
    // The last flat owes 1,100 in all, but 1,000 of it falls due in 2029: today it owes 100 like the others.
    await m.debt(last.apartment.id, type.id, 1000, { due_date: '01.01.2029' });

    const finance = (await api.get(owner, '/dashboard?start_date=01.01.2000&end_date=31.12.2030')).json().data
      .finance;
    // Thirteen flats tie at 100 for nine places: the first nine in the debtors report's order (building, flat).
    expect(
      finance.debtors.map((d: { apartment_id: number; open: number }) => [d.apartment_id, d.open]),
    ).toEqual([[largest!.apartment.id, 500], ...tied.slice(0, 9).map((f) => [f.apartment.id, 100])]);
    const report = (
      await api.post(owner, '/debtor/report', { page: 1, per_page: 10, date: formatDmy(todayInIstanbul()) })
    ).json();
    expect(
      finance.debtors.map((d: { apartment_id: number; open: number }) => [d.apartment_id, d.open]),
    ).toEqual(report.Records.map((d: { apartment_id: number; open: number }) => [d.apartment_id, d.open]));

    // A range that leaves out January: only the largest debtor's February debt is in it.
    const february = (await api.get(owner, '/dashboard?start_date=01.02.2025&end_date=28.02.2025')).json()
      .data.finance;
    expect(
      february.debtors.map((d: { apartment_id: number; open: number }) => [d.apartment_id, d.open]),
    ).toEqual([[largest!.apartment.id, 400]]);
  });
});
