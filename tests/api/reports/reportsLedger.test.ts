import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residents } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/**
 * The ledger reports (issue 9, "Reports") over collections and advances entered through the API: each report's
 * totals are the ledger's sums, and the reports agree with the balances and the debt list.
 */
let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const report = async (who: SignedIn, path: string, body: Record<string, unknown> = {}) => {
  const answer = await call(who, 'POST', path, { per_page: 500, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
type Row = Record<string, number | string | null>;
const sum = (rows: Row[], key: string) =>
  Math.round(rows.reduce((s, r) => s + Number(r[key]), 0) * 100) / 100;

/** Kasa (opening 1.000), and Banka with two sub-accounts; three flats each owing 300 of aidat. */
async function books(who: SignedIn) {
  const fx = who === owner ? m : moneyFixtures(ctx, who);
  const aidat = await fx.incomeType();
  const yakit = await fx.incomeType();
  const kasa = await fx.cashAccount({ name: 'Kasa', opening_balance: 1000 });
  const banka = await fx.cashAccount({ name: 'Banka', opening_balance: 0 });
  const ziraat = await fx.cashAccount({ name: 'Ziraat', opening_balance: 250, parent_id: banka.id });
  const vakif = await fx.cashAccount({ name: 'Vakıf', opening_balance: 0, parent_id: banka.id });
  const flats = await fx.flats(3);
  const debts: number[] = [];
  for (const flat of flats)
    debts.push(await fx.debt(flat.apartment.id, aidat.id, 300, { due_date: '01.01.2025' }));
  const pay = (index: number, account: number, amount: number, date: string, typeId = aidat.id) =>
    dataOf(fx.pay({ debt_id: debts[index], account_id: account, accounting_type_id: typeId, amount, date }));
  return { fx, aidat, yakit, kasa, banka, ziraat, vakif, flats, debts, pay };
}

describe('balance report', () => {
  it('equals the sum of the accounts’ movements, groups the bank’s sub-accounts, and cash + bank is the total', async () => {
    const b = await books(owner);
    await b.pay(0, b.kasa.id, 300, '10.01.2025');
    await b.pay(1, b.ziraat.id, 100, '15.01.2025');
    await b.pay(2, b.vakif.id, 350, '20.02.2025'); // 50 more than owed: the surplus goes to the advance
    await dataOf(
      call(owner, 'POST', '/advance/payments/withdraw/money', {
        resident_id: b.flats[2]!.owner.id,
        amount: 20,
        account_id: b.vakif.id,
        date: '21.02.2025',
      }),
    );

    const all = await report(owner, '/balance/report');
    const lines = all.Records as Row[];
    const accounts = lines.filter((l) => l.level === 'account');
    for (const id of [b.kasa.id, b.banka.id, b.ziraat.id, b.vakif.id]) {
      const line = accounts.find((l) => l.id === id)!;
      expect(line.closing).toBe(await b.fx.balance(id));
      expect(line.closing).toBe(Number(line.opening) + Number(line.money_in) - Number(line.money_out));
    }
    const bankGroup = lines.find((l) => l.level === 'group' && l.id === b.banka.id)!;
    expect(bankGroup).toMatchObject({ opening: 250, money_in: 450, money_out: 20, closing: 680 });
    const cash = accounts.find((l) => l.id === b.kasa.id)!;
    expect(Number(cash.closing) + Number(bankGroup.closing)).toBe(all.AdditionalData.closing);
    expect(all.AdditionalData).toMatchObject({
      opening: 1250,
      money_in: 750,
      money_out: 20,
      closing: 1980,
      debt: 900,
      paid: 700,
      open: 200,
      advances: 30,
    });
    expect(sum(accounts, 'closing')).toBe(all.AdditionalData.closing);

    // A period: February opens with what January closed on.
    const feb = await report(owner, '/balance/report', { start_date: '01.02.2025', end_date: '28.02.2025' });
    expect(feb.AdditionalData).toMatchObject({ opening: 1650, money_in: 350, money_out: 20, closing: 1980 });
    const jan = await report(owner, '/balance/report', { start_date: '01.01.2025', end_date: '31.01.2025' });
    expect(jan.AdditionalData.closing).toBe(feb.AdditionalData.opening);
    // The residents' side as of the end of January: only January's collections were paid by then.
    expect(jan.AdditionalData).toMatchObject({ debt: 900, paid: 400, open: 500, advances: 0 });
  });
});

describe('cash book', () => {
  it('lists every movement in date order with a running balance from the opening to the closing', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Kasa Defteri Sitesi' });
    const b = await books(fresh);
    await b.pay(0, b.kasa.id, 100, '03.03.2025');
    await b.pay(1, b.kasa.id, 200, '01.03.2025');
    await b.pay(2, b.ziraat.id, 40, '02.03.2025');
    await b.pay(0, b.kasa.id, 50, '10.04.2025');

    const book = await report(fresh, '/pay/exp/report', { account_id: b.kasa.id, start_date: '02.03.2025' });
    expect(book.AdditionalData).toEqual({
      opening: 1200,
      money_in: 150,
      money_out: 0,
      closing: 1350,
      page_opening: 1200,
    });
    expect((book.Records as Row[]).map((r) => [r.date, r.money_in, r.balance, r.kind])).toEqual([
      ['03.03.2025', 100, 1300, 'collection'],
      ['10.04.2025', 50, 1350, 'collection'],
    ]);
    expect(book.Records[0].party).toMatch(/Ahmet/);

    // Every account, one row per page: the totals are still those of every row, the balance runs on.
    const first = await report(fresh, '/pay/exp/report', { per_page: 1, page: 1 });
    const last = await report(fresh, '/pay/exp/report', { per_page: 1, page: 4 });
    expect(first.TotalRecords).toBe(4);
    expect(first.AdditionalData).toMatchObject({ opening: 1250, money_in: 390, money_out: 0, closing: 1640 });
    // Each page starts from the balance the page before it ended on.
    expect(last.AdditionalData.page_opening).toBe(1640 - 50);
    expect(first.Records[0]).toMatchObject({ date: '01.03.2025', balance: 1450 });
    expect(last.Records[0]).toMatchObject({ date: '10.04.2025', balance: 1640 });

    // The bank with its sub-accounts.
    const bank = await report(fresh, '/pay/exp/report', { account_id: b.banka.id });
    expect(bank.AdditionalData).toMatchObject({ opening: 250, money_in: 40, money_out: 0, closing: 290 });

    const bad = await call(fresh, 'POST', '/pay/exp/report', { start_date: '31.02.2025' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ start_date: 'Geçerli bir tarih giriniz (GG.AA.YYYY).' });
    const reversed = await call(fresh, 'POST', '/pay/exp/report', {
      start_date: '02.03.2025',
      end_date: '01.03.2025',
    });
    expect(reversed.json().errors).toEqual({ end_date: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' });
  });
});

describe('income report', () => {
  it('keeps a collection under the type it was entered with, by month; its total is what the debts were paid', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Gelir Sitesi' });
    const b = await books(fresh);
    await b.pay(0, b.kasa.id, 300, '10.01.2025');
    // The debt is aidat, but the manager entered this collection as yakıt: it stays yakıt.
    await b.pay(1, b.kasa.id, 120, '12.02.2025', b.yakit.id);
    await b.pay(2, b.ziraat.id, 80, '13.02.2025');

    const income = await report(fresh, '/payment/report');
    expect((income.Records as Row[]).map((r) => [r.month, r.accounting_type, r.collection])).toEqual([
      ['01.2025', b.aidat.name, 300],
      ['02.2025', b.aidat.name, 80],
      ['02.2025', b.yakit.name, 120],
    ]);
    expect(income.AdditionalData).toEqual({ income: 0, collection: 500, total: 500 });

    const onlyYakit = await report(fresh, '/payment/report', { accounting_type_id: b.yakit.id });
    expect(onlyYakit.AdditionalData.collection).toBe(120);

    // The debt list and the balance report agree with the income report on what was collected.
    const debts = (await call(fresh, 'POST', '/debts?page=1', {})).json();
    expect(debts.AdditionalData.paid).toBe(income.AdditionalData.collection);
    const balance = await report(fresh, '/balance/report');
    expect(balance.AdditionalData.paid).toBe(income.AdditionalData.collection);
    // And the ledger: every collection's money is in the accounts.
    expect(balance.AdditionalData.money_in).toBe(income.AdditionalData.total);

    const building = await report(fresh, '/payment/report', { building_id: b.flats[0]!.building.id });
    expect(building.AdditionalData.collection).toBe(500);
  });
});

describe('advances, debtors and the business ledger', () => {
  it('sums each resident’s advance deposits, uses and withdrawals', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Avans Sitesi' });
    const b = await books(fresh);
    const resident = b.flats[0]!.owner;
    await dataOf(
      call(fresh, 'POST', '/advance/payments', {
        resident_id: resident.id,
        account_id: b.kasa.id,
        amount: 500,
        date: '01.03.2025',
      }),
    );
    await dataOf(
      call(fresh, 'POST', '/advance/payments/withdraw/money', {
        resident_id: resident.id,
        account_id: b.kasa.id,
        amount: 100,
        date: '02.03.2025',
      }),
    );
    await b.pay(1, b.kasa.id, 310, '03.03.2025');
    const advances = await report(fresh, '/advance/payment/report');
    expect(advances.Records).toEqual([
      expect.objectContaining({
        resident_id: resident.id,
        deposited: 500,
        used: 0,
        withdrawn: 100,
        balance: 400,
      }),
      expect.objectContaining({ resident_id: b.flats[1]!.owner.id, deposited: 10, balance: 10 }),
    ]);
    expect(advances.AdditionalData).toEqual({ deposited: 510, used: 0, withdrawn: 100, balance: 410 });
    const balance = await report(fresh, '/balance/report');
    expect(balance.AdditionalData.advances).toBe(advances.AdditionalData.balance);
  });

  it('splits each flat’s overdue open debt by days late, with the phone for an SMS', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Borçlu Sitesi' });
    const fx = moneyFixtures(ctx, fresh);
    const type = await fx.incomeType();
    const [flat] = await fx.flats(1, () => ({}));
    await ctx.db.update(residents).set({ phone: '5321112233' }).where(eq(residents.id, flat!.owner.id));
    for (const [due, amount] of [
      ['20.12.2025', 10],
      ['01.11.2025', 20],
      ['15.10.2025', 30],
      ['01.01.2025', 40],
      ['01.02.2026', 50], // not yet due
    ] as const) {
      await fx.debt(flat!.apartment.id, type.id, amount, { due_date: due });
    }
    const ageing = await report(fresh, '/debtor/report', { date: '31.12.2025' });
    expect(ageing.Records).toEqual([
      expect.objectContaining({
        resident_id: flat!.owner.id,
        days_0_30: 10,
        days_31_60: 20,
        days_61_90: 30,
        days_over_90: 40,
        open: 100,
        oldest_due_date: '01.01.2025',
        phone: '5321112233',
      }),
    ]);
    expect(ageing.AdditionalData).toMatchObject({ date: '31.12.2025', open: 100, days_over_90: 40 });
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: '/api/debtor/report?format=pdf',
      headers: fresh.headers,
      payload: { date: '31.12.2025' },
    });
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('En eski vade');
    expect(text).toContain('01.01.2025');
    expect(text).toContain('0532 111 22 33');
  });

  it('pages the year’s business ledger and carries each page’s totals forward', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Defter Sitesi' });
    const b = await books(fresh);
    await b.pay(0, b.kasa.id, 100, '05.01.2025');
    await b.pay(1, b.kasa.id, 200, '06.01.2025');
    await b.pay(2, b.kasa.id, 300, '07.01.2025');
    await b.pay(0, b.kasa.id, 50, '02.01.2024'); // another year
    const page2 = await report(fresh, '/ledger/report', { year: 2025, per_page: 2, page: 2 });
    expect(page2.Records).toEqual([expect.objectContaining({ line: 3, date: '07.01.2025', income: 300 })]);
    expect(page2.AdditionalData).toMatchObject({
      page_count: 2,
      brought_forward_income: 300,
      page_income: 300,
      carried_forward_income: 600,
      income: 600,
      expense: 0,
    });
  });
});

describe('every report', () => {
  const paths = [
    '/payment/report',
    '/expense/report',
    '/pay/exp/report',
    '/advance/payment/report',
    '/virman/report',
    '/debtor/report',
  ];

  it('is empty for a new association, exports a PDF, and is refused without the reports right', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Boş Site' });
    for (const path of paths) {
      const empty = await report(fresh, path);
      expect(empty.Records, path).toEqual([]);
    }
    // The balance lists every account, even the starter cash account without a movement.
    const balance = await report(fresh, '/balance/report');
    expect(balance.Records).toEqual([expect.objectContaining({ level: 'account', closing: 0 })]);
    expect(balance.AdditionalData).toMatchObject({ closing: 0, debt: 0, advances: 0 });
    for (const path of [...paths, '/balance/report', '/ledger/report', '/budget/report']) {
      const pdf = await ctx.app.inject({
        method: 'POST',
        url: `/api${path}?format=pdf`,
        headers: owner.headers,
        payload: { year: 2025 },
      });
      expect(pdf.statusCode, `${path} ${pdf.body.slice(0, 200)}`).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const blind = await createSubUser(ctx, owner, { show_reports: 0 });
    const refused = await call(blind, 'POST', '/balance/report', {});
    expect(refused.statusCode).toBe(403);
  });

  it('never shows another association’s rows', async () => {
    const stranger = await registerAccount(ctx, { assocName: 'Komşu Site' });
    const mine = await report(owner, '/pay/exp/report');
    expect(mine.TotalRecords).toBeGreaterThan(0);
    const theirs = await report(stranger, '/pay/exp/report', {
      account_id: (mine.Records[0] as Row).account_id,
    });
    expect(theirs.Records).toEqual([]);
    expect(theirs.AdditionalData.opening).toBe(0);
  });
});
