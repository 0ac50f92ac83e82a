import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/**
 * The reports that issue 13 cuts into pages inside PostgreSQL: whatever page is asked, its lines and the totals it
 * carries are those of the whole report read at once, also when a page starts in the middle of a day and when
 * the page asked is past the last one.
 */
let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sayfa Sitesi' });
  call = caller(ctx);
  const m = moneyFixtures(ctx, owner);
  const aidat = await m.make.starterType('Aidat');
  const temizlik = await m.make.starterType('Temizlik', 2);
  const kasa = await m.cashAccount({ name: 'Kasa', opening_balance: 1000 });
  const flats = await m.flats(4);
  const debts: number[] = [];
  for (const [index, flat] of flats.entries())
    debts.push(await m.debt(flat.apartment.id, aidat.id, 300 + index * 100, { due_date: '01.01.2025' }));
  const pay = (index: number, amount: number, date: string) =>
    dataOf(m.pay({ debt_id: debts[index], account_id: kasa.id, accounting_type_id: aidat.id, amount, date }));
  const spend = (amount: number, date: string) =>
    dataOf(
      call(owner, 'POST', '/expense', {
        amount,
        account_id: kasa.id,
        accounting_type_id: temizlik.id,
        date,
        description: 'Temizlik',
      }),
    );
  // Three lines on 05.01 (an expense sorts before the day's collections), one on 06.01, two on 07.01.
  await pay(0, 100, '05.01.2025');
  await spend(50, '05.01.2025');
  await pay(1, 200, '05.01.2025');
  await pay(2, 300, '06.01.2025');
  await pay(3, 400, '07.01.2025');
  await spend(70, '07.01.2025');
  await pay(0, 25, '03.02.2024'); // another year
});
afterAll(() => ctx?.close());

const report = async (path: string, body: Record<string, unknown>) => {
  const answer = await call(owner, 'POST', path, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
type Line = { line: number; date: string; kind: string; income: number; expense: number };
const total = (lines: Line[], key: 'income' | 'expense') => lines.reduce((sum, l) => sum + l[key], 0);

describe('business ledger pages', () => {
  it('shows on every page the lines and the totals brought and carried forward of the whole year', async () => {
    const whole = await report('/ledger/report', { year: 2025, per_page: 500 });
    const lines = whole.Records as Line[];
    expect(lines.map((l) => [l.date, l.kind, l.income, l.expense])).toEqual([
      ['05.01.2025', 'expense', 0, 50],
      ['05.01.2025', 'collection', 100, 0],
      ['05.01.2025', 'collection', 200, 0],
      ['06.01.2025', 'collection', 300, 0],
      ['07.01.2025', 'expense', 0, 70],
      ['07.01.2025', 'collection', 400, 0],
    ]);
    for (const perPage of [1, 2, 4]) {
      const pageCount = Math.ceil(lines.length / perPage);
      for (let page = 1; page <= pageCount; page++) {
        const shown = await report('/ledger/report', { year: 2025, per_page: perPage, page });
        const before = lines.slice(0, (page - 1) * perPage);
        const own = lines.slice((page - 1) * perPage, page * perPage);
        expect(shown.Records, `per_page ${perPage}, page ${page}`).toEqual(own);
        expect(shown.AdditionalData).toMatchObject({
          page_count: pageCount,
          brought_forward_income: total(before, 'income'),
          brought_forward_expense: total(before, 'expense'),
          page_income: total(own, 'income'),
          page_expense: total(own, 'expense'),
          carried_forward_income: total([...before, ...own], 'income'),
          carried_forward_expense: total([...before, ...own], 'expense'),
          income: 1000,
          expense: 120,
        });
      }
    }
  });

  it('shows the last page when asked for one past it, and one empty page for a year without lines', async () => {
    const last = await report('/ledger/report', { year: 2025, per_page: 4, page: 2 });
    const past = await report('/ledger/report', { year: 2025, per_page: 4, page: 9 });
    expect(past.Records).toEqual(last.Records);
    expect(past.AdditionalData).toEqual(last.AdditionalData);
    const empty = await report('/ledger/report', { year: 2023, per_page: 4, page: 3 });
    expect(empty.Records).toEqual([]);
    expect(empty.AdditionalData).toMatchObject({ page_count: 1, income: 0, brought_forward_income: 0 });
  });
});

describe('a page past the last one', () => {
  it.each([
    ['/debtor/report', { date: '31.12.2025' }],
    ['/payment/report', { start_date: '01.01.2025', end_date: '31.12.2025' }],
  ])('%s keeps the count and the totals of every row', async (path, body) => {
    const first = await report(path, { ...body, per_page: 1, page: 1 });
    const past = await report(path, { ...body, per_page: 1, page: 50 });
    expect(first.Records).toHaveLength(1);
    expect(past.Records).toEqual([]);
    expect(past.TotalRecords).toBe(first.TotalRecords);
    expect(past.AdditionalData).toEqual(first.AdditionalData);
    expect(Object.values(first.AdditionalData).some((value) => value !== 0)).toBe(true);
  });
});
