/**
 * Staff payments (issue 12): money out of a cash account to a staff member, in the ledger as a `staff_payment` row,
 * so the cash book, the balance and expense reports and the dashboard count it; under the closed books; a staff
 * member's statement; another account's records out of reach; area accounting (docs/domain.md, "Staff payments").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';
import { staffMember as staffFixture } from '../helpers/staffFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Personel Sitesi' });
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const staffMember = (who: SignedIn, name: string, left = false) => staffFixture(ctx, who, name, left);

const report = async (who: SignedIn, path: string, body: Record<string, unknown> = {}) => {
  const answer = await call(who, 'POST', path, { per_page: 500, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

type Row = Record<string, number | string | null>;

/** A cash account with 50.000 TL, an expense type and a doorman: what every payment needs. */
async function scene(who: SignedIn, mm = moneyFixtures(ctx, who)) {
  const cash = await mm.cashAccount({ name: 'Kasa', opening_balance: 50_000 });
  const wages = await mm.make.accountingType({ name: 'Personel maaşları', type: 2 });
  const doorman = await staffMember(who, 'Mehmet Kapıcı');
  return { cash, wages, doorman };
}

describe('a payment in the books', () => {
  it('appears in the cash book and lowers the balance; the balance report and dashboard agree; delete restores it', async () => {
    const s = await scene(owner);
    const wage = await dataOf(
      call(owner, 'POST', '/staff/payment', {
        staff_id: s.doorman.id,
        kind: 'wage',
        amount: '25000,00',
        account_id: s.cash.id,
        accounting_type_id: s.wages.id,
        date: '05.01.2026',
        description: 'Ocak maaşı',
      }),
    );
    expect(wage).toMatchObject({
      staff: 'Mehmet Kapıcı',
      kind: 'wage',
      amount: 25_000,
      account: 'Kasa',
      accounting_type: 'Personel maaşları',
      date: '05.01.2026',
    });
    expect(await m.balance(s.cash.id)).toBe(25_000);

    const book = await report(owner, '/pay/exp/report', { account_id: s.cash.id });
    expect(
      (book.Records as Row[]).map((r) => [r.date, r.kind, r.party, r.accounting_type, r.balance]),
    ).toEqual([['05.01.2026', 'staff_payment', 'Mehmet Kapıcı', 'Personel maaşları', 25_000]]);
    expect(book.AdditionalData).toMatchObject({ opening: 50_000, money_out: 25_000, closing: 25_000 });

    const balance = await report(owner, '/balance/report');
    const line = (balance.Records as Row[]).find((l) => l.id === s.cash.id)!;
    expect(line).toMatchObject({ opening: 50_000, money_out: 25_000, closing: 25_000 });

    const expenses = await report(owner, '/expense/report');
    expect(
      (expenses.Records as Row[]).map((r) => [r.month, r.accounting_type, r.current_account, r.amount]),
    ).toEqual([['01.2026', 'Personel maaşları', 'Mehmet Kapıcı', 25_000]]);
    const ledger = await report(owner, '/ledger/report', { year: 2026 });
    expect(ledger.AdditionalData).toMatchObject({ expense: 25_000 });

    const dashboard = (await call(owner, 'GET', '/dashboard')).json();
    expect(dashboard.data.finance.cash_total).toBe(25_000);
    expect(
      dashboard.data.finance.months.find((month: { month: string }) => month.month === '2026-01')?.expense,
    ).toBe(25_000);

    const edited = await dataOf(
      call(owner, 'PUT', '/staff/payment', {
        id: wage.id,
        staff_id: s.doorman.id,
        kind: 'advance',
        amount: 10_000,
        account_id: s.cash.id,
        accounting_type_id: s.wages.id,
        date: '06.01.2026',
      }),
    );
    expect(edited).toMatchObject({ kind: 'advance', amount: 10_000, date: '06.01.2026' });
    expect(await m.balance(s.cash.id)).toBe(40_000);

    const removed = await call(owner, 'DELETE', '/staff/payment', { id: wage.id });
    expect(removed.json().description).toBe('Personel ödemesi silindi.');
    expect(await m.balance(s.cash.id)).toBe(50_000);
    expect((await report(owner, '/pay/exp/report', { account_id: s.cash.id })).Records).toEqual([]);
    const after = await report(owner, '/balance/report');
    expect((after.Records as Row[]).find((l) => l.id === s.cash.id)).toMatchObject({ closing: 50_000 });
    expect((await call(owner, 'DELETE', '/staff/payment', { id: wage.id })).statusCode).toBe(404);
  });
});

describe('the list and a staff member’s statement', () => {
  it('filters by staff member and date, totals per kind, and gives each one’s payments in date order', async () => {
    const who = await registerAccount(ctx, { assocName: 'Ekstre Sitesi' });
    const mm = moneyFixtures(ctx, who);
    const s = await scene(who, mm);
    const gardener = await staffMember(who, 'Ayşe Bahçıvan');
    const pay = (staffId: number, kind: string, amount: number, date: string) =>
      dataOf(
        call(who, 'POST', '/staff/payment', {
          staff_id: staffId,
          kind,
          amount,
          account_id: s.cash.id,
          accounting_type_id: s.wages.id,
          date,
        }),
      );
    await pay(s.doorman.id, 'advance', 3_000, '15.01.2026');
    await pay(s.doorman.id, 'wage', 22_000, '31.01.2026');
    await pay(gardener.id, 'wage', 18_000, '31.01.2026');
    await pay(s.doorman.id, 'bonus', 1_500, '10.02.2026');

    const doormans = (await call(who, 'GET', `/staff/payment?page=1&staff_id=${s.doorman.id}`)).json();
    expect(doormans.TotalRecords).toBe(3);
    expect(doormans.AdditionalData).toEqual({
      amount: 26_500,
      wage: 22_000,
      advance: 3_000,
      bonus: 1_500,
      other: 0,
    });
    const january = (
      await call(who, 'GET', '/staff/payment?page=1&start_date=01.01.2026&end_date=31.01.2026&key=bahçıvan')
    ).json();
    expect(january.Records.map((r: Row) => [r.staff, r.amount])).toEqual([['Ayşe Bahçıvan', 18_000]]);

    const statement = (await call(who, 'GET', `/staff/${s.doorman.id}/payments`)).json();
    expect(statement.staff).toEqual({ id: s.doorman.id, name: 'Mehmet Kapıcı' });
    expect(statement.Records.map((r: Row) => [r.date, r.kind, r.amount, r.paid_so_far])).toEqual([
      ['15.01.2026', 'advance', 3_000, 3_000],
      ['31.01.2026', 'wage', 22_000, 25_000],
      ['10.02.2026', 'bonus', 1_500, 26_500],
    ]);
    const february = (await call(who, 'GET', `/staff/${s.doorman.id}/payments?start_date=01.02.2026`)).json();
    expect(february.AdditionalData.amount).toBe(1_500);

    // Printable: the same statement as a PDF download.
    const pdf = await call(who, 'GET', `/staff/${s.doorman.id}/payments?format=pdf&start_date=01.01.2026`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="personel-ekstresi.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('refusals', () => {
  it('refuses a payment dated in closed books, its change into them and its deletion, changing nothing', async () => {
    const who = await registerAccount(ctx, { assocName: 'Kapalı Defter Sitesi' });
    const mm = moneyFixtures(ctx, who);
    const s = await scene(who, mm);
    const body = {
      staff_id: s.doorman.id,
      kind: 'wage',
      amount: 100,
      account_id: s.cash.id,
      accounting_type_id: s.wages.id,
    };
    const december = await dataOf(call(who, 'POST', '/staff/payment', { ...body, date: '20.12.2025' }));
    const january = await dataOf(call(who, 'POST', '/staff/payment', { ...body, date: '05.01.2026' }));
    const settings = (await call(who, 'GET', '/settings')).json().data;
    await dataOf(call(who, 'PUT', '/settings', { ...settings, books_closed_through: '31.12.2025' }));

    const closed = await call(who, 'POST', '/staff/payment', { ...body, date: '31.12.2025' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().description).toMatch(/^Defterler 31\.12\.2025 tarihine kadar kapatıldı/);
    const intoClosed = await call(who, 'PUT', '/staff/payment', {
      ...body,
      id: january.id,
      date: '30.12.2025',
    });
    expect(intoClosed.statusCode).toBe(409);
    const outOfClosed = await call(who, 'PUT', '/staff/payment', {
      ...body,
      id: december.id,
      date: '02.01.2026',
    });
    expect(outOfClosed.statusCode).toBe(409);
    expect((await call(who, 'DELETE', '/staff/payment', { id: december.id })).statusCode).toBe(409);
    expect(await mm.balance(s.cash.id)).toBe(50_000 - 200);
  });

  it('refuses an income type, a zero amount, a staff member who left and an unknown kind', async () => {
    const who = await registerAccount(ctx, { assocName: 'Ret Sitesi' });
    const mm = moneyFixtures(ctx, who);
    const s = await scene(who, mm);
    const dues = await mm.incomeType();
    const left = await staffMember(who, 'Eski Kapıcı', true);
    const body = {
      staff_id: s.doorman.id,
      kind: 'wage',
      amount: 100,
      account_id: s.cash.id,
      accounting_type_id: s.wages.id,
    };

    const income = await call(who, 'POST', '/staff/payment', { ...body, accounting_type_id: dues.id });
    expect(income.statusCode).toBe(400);
    expect(income.json().errors.accounting_type_id).toBe('Gider tipinde bir tür seçiniz.');
    const zero = await call(who, 'POST', '/staff/payment', { ...body, amount: 0 });
    expect(zero.json().errors.amount).toBe('Tutar sıfırdan büyük olmalıdır.');
    const gone = await call(who, 'POST', '/staff/payment', { ...body, staff_id: left.id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().description).toBe('Personel bulunamadı.');
    expect((await call(who, 'POST', '/staff/payment', { ...body, kind: 'salary' })).statusCode).toBe(400);
    expect(await mm.balance(s.cash.id)).toBe(50_000);
  });

  it('keeps each association’s payments, staff, accounts and types to itself', async () => {
    const mine = await registerAccount(ctx, { assocName: 'Benim Sitem' });
    const theirs = await registerAccount(ctx, { assocName: 'Onların Sitesi' });
    const s = await scene(mine);
    const t = await scene(theirs);
    const body = {
      staff_id: s.doorman.id,
      kind: 'wage',
      amount: 100,
      account_id: s.cash.id,
      accounting_type_id: s.wages.id,
    };
    const payment = await dataOf(call(mine, 'POST', '/staff/payment', { ...body, date: '05.01.2026' }));

    expect((await call(mine, 'POST', '/staff/payment', { ...body, staff_id: t.doorman.id })).statusCode).toBe(
      404,
    );
    expect((await call(mine, 'POST', '/staff/payment', { ...body, account_id: t.cash.id })).statusCode).toBe(
      404,
    );
    expect(
      (await call(mine, 'POST', '/staff/payment', { ...body, accounting_type_id: t.wages.id })).statusCode,
    ).toBe(404);
    const other = { ...body, staff_id: t.doorman.id, account_id: t.cash.id, accounting_type_id: t.wages.id };
    expect((await call(theirs, 'PUT', '/staff/payment', { ...other, id: payment.id })).statusCode).toBe(404);
    expect((await call(theirs, 'DELETE', '/staff/payment', { id: payment.id })).statusCode).toBe(404);
    expect((await call(theirs, 'GET', '/staff/payment?page=1')).json().TotalRecords).toBe(0);
    expect((await call(theirs, 'GET', `/staff/${s.doorman.id}/payments`)).statusCode).toBe(404);
    expect((await call(theirs, 'GET', `/staff/${s.doorman.id}/payments?format=pdf`)).statusCode).toBe(404);
    expect(await moneyFixtures(ctx, mine).balance(s.cash.id)).toBe(50_000 - 100);
  });
});

describe('permissions', () => {
  it('follows the accounting levels: none sees nothing, 1 lists, exec 1 records, exec 2 deletes', async () => {
    const boss = await registerAccount(ctx, { assocName: 'Yetki Sitesi' });
    const s = await scene(boss);
    const body = {
      staff_id: s.doorman.id,
      kind: 'bonus',
      amount: 50,
      account_id: s.cash.id,
      accounting_type_id: s.wages.id,
    };
    const payment = await dataOf(call(boss, 'POST', '/staff/payment', body));

    const none = await createSubUser(ctx, boss, { show_accounting: 0 });
    expect((await call(none, 'GET', '/staff/payment?page=1')).statusCode).toBe(403);
    expect((await call(none, 'GET', `/staff/${s.doorman.id}/payments`)).statusCode).toBe(403);
    const viewer = await createSubUser(ctx, boss, { show_accounting: 1, exec_accounting: 0 });
    expect((await call(viewer, 'GET', '/staff/payment?page=1')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/staff/payment', body)).statusCode).toBe(403);
    const clerk = await createSubUser(ctx, boss, { exec_accounting: 1 });
    expect((await call(clerk, 'POST', '/staff/payment', body)).statusCode).toBe(200);
    expect((await call(clerk, 'DELETE', '/staff/payment', { id: payment.id })).statusCode).toBe(403);
    // The personnel screens' levels do not open the money: accounting does.
    const personnelOnly = await createSubUser(ctx, boss, {
      show_accounting: 0,
      exec_accounting: 0,
      show_personnel_operations: 2,
      exec_personnel_operations: 2,
    });
    expect((await call(personnelOnly, 'POST', '/staff/payment', body)).statusCode).toBe(403);
    const full = await createSubUser(ctx, boss, { exec_accounting: 2 });
    expect((await call(full, 'DELETE', '/staff/payment', { id: payment.id })).statusCode).toBe(200);
  });
});
