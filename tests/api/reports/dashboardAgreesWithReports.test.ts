/**
 * Every money figure of the dashboard equals the report it links to (issue 9: "Every figure on it equals the
 * report it links to"), on the demo's year of dues, collections, incomes, expenses, virman and advances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIstanbul } from '../../../common/date';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { login, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
let demo: SignedIn;
let call: ReturnType<typeof caller>;

const dmy = (year: number, month: number, day: number) =>
  `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
const kurus = (value: number) => Math.round(value * 100);

beforeAll(async () => {
  ctx = await startTestApp();
  await seedDemoWhenEmpty(ctx.db);
  demo = await login(ctx, DEMO.phone, DEMO.password);
  call = caller(ctx);
});
afterAll(() => ctx?.close());

describe('the dashboard and the reports', () => {
  it('agree to the kuruş on cash, this month, open and overdue debt, the largest debtors and the twelve months', async () => {
    const today = todayInIstanbul();
    const start = dmy(2000, 1, 1);
    const end = dmy(2030, 12, 31);
    const dashboard = (await call(demo, 'GET', `/dashboard?start_date=${start}&end_date=${end}`)).json().data;
    const finance = dashboard.finance;
    const report = async (path: string, body: object) => {
      const answer = await call(demo, 'POST', path, { per_page: 500, ...body });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };

    const balance = await report('/balance/report', { start_date: start, end_date: end });
    expect(kurus(finance.cash_total)).toBe(kurus(balance.AdditionalData.closing));
    const accounts = (await call(demo, 'GET', '/accounts')).json().Records as { balance: number }[];
    expect(kurus(finance.cash_total)).toBe(accounts.reduce((sum, a) => sum + kurus(a.balance), 0));
    expect(kurus(finance.open_debt)).toBe(kurus(balance.AdditionalData.open));

    const monthStart = dmy(today.year, today.month, 1);
    const todayText = dmy(today.year, today.month, today.day);
    const incomes = await report('/payment/report', { start_date: monthStart, end_date: end });
    expect(kurus(finance.month_collections)).toBe(kurus(incomes.AdditionalData.collection));
    const expenses = await report('/expense/report', { start_date: monthStart, end_date: end });
    expect(kurus(finance.month_expenses)).toBe(kurus(expenses.AdditionalData.amount));
    expect(finance.month_expenses).toBeGreaterThan(0);

    const debtors = await report('/debtor/report', { date: todayText });
    expect(kurus(finance.overdue_debt)).toBe(kurus(debtors.AdditionalData.open));
    const top = (debtors.Records as { apartment_id: number; open: number }[]).slice(0, 10);
    expect(
      finance.debtors.map((d: { apartment_id: number; open: number }) => [d.apartment_id, kurus(d.open)]),
    ).toEqual(top.map((d) => [d.apartment_id, kurus(d.open)]));

    // The chart's months: each month's income (collections + incomes) and expense equal the two reports' month.
    for (const month of finance.months as { month: string; income: number; expense: number }[]) {
      // "2026-11" (the dashboard keeps ISO months; the page names them).
      const [yyyy, mm] = month.month.split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(yyyy, mm, 0)).getUTCDate();
      const range = { start_date: dmy(yyyy, mm, 1), end_date: dmy(yyyy, mm, last) };
      const income = await report('/payment/report', range);
      const expense = await report('/expense/report', range);
      expect(kurus(month.income), `income ${month.month}`).toBe(kurus(income.AdditionalData.total));
      expect(kurus(month.expense), `expense ${month.month}`).toBe(kurus(expense.AdditionalData.amount));
    }
  });
});
