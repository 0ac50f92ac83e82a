import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { accounts, apartments } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/** GET /dashboard: the account's own totals (docs/dashboard.md). */
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Manolya Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
});
afterAll(() => ctx?.close());

const api = caller(() => ctx);

describe('dashboard', () => {
  it('counts the account’s own buildings, apartments and sub-users', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Sayım Sitesi' });
    for (const name of ['A Blok', 'B Blok']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/building',
        headers: fresh.headers,
        payload: { name, apartment_limit: 2 },
      });
    }
    const [building] = (await api.get(fresh, '/building?page=1')).json().Records;
    await ctx.db.insert(apartments).values([
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '1', paymentCode: '1001' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '2', paymentCode: '1002' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '3', paymentCode: '1003' },
    ]);
    await createSubUser(ctx, fresh);
    await ctx.db.update(accounts).set({ smsCredits: 250 }).where(eq(accounts.id, fresh.user.account_id));

    const response = await api.get(fresh, '/dashboard?start_date=01.01.2000&end_date=31.12.2030');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      description: '',
      data: {
        building_count: 2,
        apartment_count: 3,
        sub_user_count: 1,
        sms_credits: 250,
        licence_days_left: 30,
      },
    });
    const otherAccount = await api.get(other, '/dashboard');
    expect(otherAccount.json().data).toMatchObject({
      building_count: 0,
      apartment_count: 0,
      sub_user_count: 0,
    });
  });

  it('refuses dates that are not DD.MM.YYYY or a range that ends before it starts', async () => {
    const iso = await api.get(owner, '/dashboard?start_date=2024-01-01');
    expect(iso.statusCode).toBe(400);
    expect(iso.json().errors.start_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const impossible = await api.get(owner, '/dashboard?end_date=31.02.2024');
    expect(impossible.json().errors.end_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const backwards = await api.get(owner, '/dashboard?start_date=02.01.2024&end_date=01.01.2024');
    expect(backwards.json().errors.end_date).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  });
});

/** Today and the first day of last month in Istanbul, DD.MM.YYYY, and the months of the chart's last two bars. */
function calendar() {
  const today = todayInIstanbul();
  const previous =
    today.month === 1 ? { year: today.year - 1, month: 12 } : { ...today, month: today.month - 1 };
  const ym = (d: { year: number; month: number }) => `${d.year}-${String(d.month).padStart(2, '0')}`;
  return {
    today: formatDmy(today),
    lastMonthStart: formatDmy({ ...previous, day: 1 }),
    thisMonth: ym(today),
    lastMonth: ym(previous),
  };
}

describe('dashboard money figures', () => {
  it('sums the ledger: cash total, this month, open and overdue debt, rate, chart, debtors, movements', async () => {
    const books = await registerAccount(ctx, { assocName: 'Defter Sitesi' });
    const call = caller(ctx);
    const m = moneyFixtures(ctx, books);
    const days = calendar();
    const type = await m.incomeType();
    const cash = await m.cashAccount({ name: 'Kasa', opening_balance: 1000 });
    const bank = await m.cashAccount({ name: 'Banka', opening_balance: '250,50' });
    const [first, second, third] = await m.flats(3);
    const old = await m.debt(first!.apartment.id, type.id, 300, { due_date: '01.01.2025' });
    await m.debt(first!.apartment.id, type.id, 200, { due_date: '31.12.2029' });
    const paidUp = await m.debt(second!.apartment.id, type.id, 150, { due_date: '01.02.2025' });
    await m.debt(third!.apartment.id, type.id, 90, { due_date: '01.03.2025' });
    await m.debt(third!.apartment.id, type.id, 10, { due_date: days.today });
    const pay = (debt_id: number, amount: number, date: string, account_id = cash.id) =>
      dataOf(m.pay({ debt_id, account_id, accounting_type_id: type.id, amount, date }));
    await pay(old, 100, days.today);
    // 170 for a debt of 150: the 20 over it is the resident's advance, money in the bank but not a collection.
    await pay(paidUp, 170, days.lastMonthStart, bank.id);
    await dataOf(
      call(books, 'POST', '/advance/payments', {
        resident_id: third!.owner.id,
        account_id: bank.id,
        amount: 40,
        date: days.today,
        description: 'Peşin aidat',
      }),
    );

    const expenseType = await m.make.accountingType({ name: 'Bakım', type: 2 });
    await dataOf(
      call(books, 'POST', '/expense', {
        amount: '300,25',
        account_id: cash.id,
        accounting_type_id: expenseType.id,
        date: days.today,
        description: 'Asansör bakımı',
      }),
    );
    const undone = await dataOf(
      call(books, 'POST', '/expense', {
        amount: 999,
        account_id: cash.id,
        accounting_type_id: expenseType.id,
        date: days.today,
        description: 'Yanlış giriş',
      }),
    );
    expect((await call(books, 'DELETE', '/expense', { id: undone.id })).statusCode).toBe(200);
    await dataOf(
      call(books, 'POST', '/payment', {
        amount: 75,
        account_id: bank.id,
        accounting_type_id: type.id,
        date: days.lastMonthStart,
        description: 'Çatı anten kirası',
        payer_name: 'Anten AŞ',
      }),
    );
    // A virman moves money between two accounts of the association: it changes no total.
    await dataOf(
      call(books, 'POST', '/virman', {
        amount: 200,
        date: days.today,
        description: 'Bankaya yatırılan',
        from_account_id: cash.id,
        to_account_id: bank.id,
      }),
    );

    const response = await api.get(books, '/dashboard?start_date=01.01.2000&end_date=31.12.2030');
    expect(response.statusCode, response.body).toBe(200);
    const finance = response.json().data.finance;
    // Opening balances 1250.50 + 100 + 170 + 40 + 75 − 300.25: what the accounts list shows, summed.
    expect(finance.cash_total).toBe(1335.25);
    const balances = (await call(books, 'GET', '/accounts')).json().Records as { balance: number }[];
    expect(balances.reduce((sum, a) => sum + a.balance, 0)).toBe(finance.cash_total);
    expect(finance.month_collections).toBe(100);
    expect(finance.month_expenses).toBe(300.25);
    // Due 750, paid 100 + 150: open 500, of which all but the 200 due in 2029 is due by today (the 10 due today
    // too, as in the debtors report).
    expect(finance).toMatchObject({ due_debt: 750, open_debt: 500, overdue_debt: 300, collected: 250 });
    expect(finance.collection_rate).toBe(33.3);
    expect(finance.months).toHaveLength(12);
    expect(finance.months.at(-1)).toEqual({
      month: days.thisMonth,
      collections: 100,
      incomes: 0,
      income: 100,
      expense: 300.25,
    });
    // Last month: the 150 collected (not the 20 over it, which is advance) and the antenna's rent.
    expect(finance.months.at(-2)).toEqual({
      month: days.lastMonth,
      collections: 150,
      incomes: 75,
      income: 225,
      expense: 0,
    });
    expect(finance.debtors).toEqual([
      {
        apartment_id: first!.apartment.id,
        building_name: first!.building.name,
        identifier: '1',
        resident_id: first!.owner.id,
        resident_name: `${first!.owner.name} ${first!.owner.surname}`,
        open: 200,
      },
      expect.objectContaining({ apartment_id: third!.apartment.id, identifier: '3', open: 100 }),
    ]);
    expect(
      finance.movements.map((row: { kind: string; account: string; amount: number }) => [
        row.kind,
        row.account,
        row.amount,
      ]),
    ).toEqual([
      ['transfer_in', 'Banka', 200],
      ['transfer_out', 'Kasa', -200],
      ['expense', 'Kasa', -300.25],
      ['advance_deposit', 'Banka', 40],
      ['collection', 'Kasa', 100],
      ['income', 'Banka', 75],
      ['collection', 'Banka', 170],
    ]);
    expect(finance.movements[2]).toMatchObject({ date: days.today, description: 'Asansör bakımı' });

    // The range bounds what is dated: without 2029 the not-yet-due debt and its flat's share drop out.
    const narrow = (await api.get(books, '/dashboard?start_date=01.01.2025&end_date=31.03.2025')).json().data;
    expect(narrow.finance).toMatchObject({
      open_debt: 290,
      overdue_debt: 290,
      collected: 250,
      cash_total: 1335.25,
    });
    expect(narrow.finance.collection_rate).toBe(46.3);
    expect(narrow.finance.movements).toEqual([]);

    // Another association sees none of it.
    const elsewhere = (await api.get(other, '/dashboard')).json().data.finance;
    expect(elsewhere).toMatchObject({
      cash_total: 0,
      month_collections: 0,
      open_debt: 0,
      collection_rate: null,
      debtors: [],
      movements: [],
    });
  });

  it('gives the money figures only to those who may see the reports', async () => {
    const noReports = await createSubUser(ctx, owner, { show_reports: 0 });
    const counts = (await api.get(noReports, '/dashboard')).json().data;
    expect(counts).toMatchObject({ building_count: 0, finance: null });

    const reportsOnly = await createSubUser(ctx, owner, { show_resident_and_apartments: 0, show_reports: 1 });
    const figures = await api.get(reportsOnly, '/dashboard');
    expect(figures.statusCode).toBe(200);
    expect(figures.json().data.finance).toMatchObject({ cash_total: 0 });

    const neither = await createSubUser(ctx, owner, { show_resident_and_apartments: 0, show_reports: 0 });
    const refused = await api.get(neither, '/dashboard');
    expect(refused.statusCode).toBe(403);
  });
});
