import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashMovements } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/**
 * The reports over incomes, expenses and virman entered through POST /payment, /expense and /virman: each
 * report's totals are the ledger's sums to the kuruş, a virman moves money without being income or expense, and
 * the budget set for a year is compared with what was spent.
 */
let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const report = async (path: string, body: Record<string, unknown> = {}) => {
  const answer = await call(owner, 'POST', path, { per_page: 500, ...body });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
type Row = Record<string, number | string | null>;

/** Σ of the live ledger rows of the account, in TL (what every report must add up to). */
async function ledgerSum(kinds: string[]): Promise<number> {
  const rows = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${cashMovements.amount}), 0)::text` })
    .from(cashMovements)
    .where(
      and(
        eq(cashMovements.accountId, owner.user.account_id),
        isNull(cashMovements.deletedAt),
        inArray(cashMovements.kind, kinds as (typeof cashMovements.kind.enumValues)[number][]),
      ),
    );
  return Number(rows[0]!.total) / 100;
}

let scene: Awaited<ReturnType<typeof books>>;

/** January–February 2026: an antenna rent, a collection, two expenses (one deleted), a virman to the bank. */
async function books() {
  const kasa = await m.cashAccount({ name: 'Kasa', opening_balance: 1000 });
  const banka = await m.cashAccount({ name: 'Banka', opening_balance: 0 });
  const ziraat = await m.cashAccount({ name: 'Ziraat', opening_balance: 0, parent_id: banka.id });
  const anten = await m.make.accountingType({ name: 'Çatı anteni kirası', type: 1 });
  // The starter types every new account has (server/domain/starterDefinitions.ts).
  const aidat = await m.make.starterType('Aidat');
  const temizlik = await m.make.starterType('Temizlik', 2);
  const elektrik = await m.make.starterType('Elektrik', 2);
  const supplier = await dataOf(call(owner, 'POST', '/current/account', { name: 'Temiz A.Ş.' }));
  const [flat] = await m.flats(1);
  const debt = await m.debt(flat!.apartment.id, aidat.id, 300, { due_date: '01.01.2026' });
  await dataOf(
    call(owner, 'POST', '/payment', {
      amount: 200,
      account_id: ziraat.id,
      accounting_type_id: anten.id,
      date: '05.01.2026',
      description: 'Ocak anten kirası',
      payer_name: 'Turkcell',
    }),
  );
  await dataOf(
    m.pay({
      debt_id: debt,
      account_id: kasa.id,
      accounting_type_id: aidat.id,
      amount: 300,
      date: '10.01.2026',
    }),
  );
  await dataOf(
    call(owner, 'POST', '/expense', {
      amount: 150,
      account_id: kasa.id,
      accounting_type_id: temizlik.id,
      date: '15.01.2026',
      description: 'Ocak temizliği',
      current_account_id: supplier.id,
    }),
  );
  const wrong = await dataOf(
    call(owner, 'POST', '/expense', {
      amount: 999,
      account_id: kasa.id,
      accounting_type_id: temizlik.id,
      date: '16.01.2026',
      description: 'Yanlış giriş',
    }),
  );
  expect((await call(owner, 'DELETE', '/expense', { id: wrong.id })).statusCode).toBe(200);
  await dataOf(
    call(owner, 'POST', '/expense', {
      amount: '80,25',
      account_id: ziraat.id,
      accounting_type_id: elektrik.id,
      date: '03.02.2026',
      description: 'Ortak alan elektriği',
    }),
  );
  await dataOf(
    call(owner, 'POST', '/virman', {
      amount: 500,
      date: '20.01.2026',
      description: 'Bankaya yatırıldı',
      from_account_id: kasa.id,
      to_account_id: ziraat.id,
    }),
  );
  return { kasa, banka, ziraat, anten, aidat, temizlik, elektrik, supplier };
}

beforeAll(async () => {
  scene = await books();
});

describe('income and expense reports', () => {
  it('show incomes and collections by type and month, expenses by type, supplier and month, as the ledger sums them', async () => {
    const income = await report('/payment/report');
    expect(
      (income.Records as Row[]).map((r) => [r.month, r.accounting_type, r.income, r.collection]),
    ).toEqual([
      ['01.2026', 'Aidat', 0, 300],
      ['01.2026', 'Çatı anteni kirası', 200, 0],
    ]);
    expect(income.AdditionalData).toEqual({ income: 200, collection: 300, total: 500 });
    expect(income.AdditionalData.income).toBe(await ledgerSum(['income']));

    const expense = await report('/expense/report');
    expect(
      (expense.Records as Row[]).map((r) => [r.month, r.accounting_type, r.current_account, r.amount]),
    ).toEqual([
      ['01.2026', 'Temizlik', 'Temiz A.Ş.', 150],
      ['02.2026', 'Elektrik', null, 80.25],
    ]);
    expect(expense.AdditionalData.amount).toBe(230.25);
    expect(-expense.AdditionalData.amount).toBe(await ledgerSum(['expense']));

    const bySupplier = await report('/expense/report', { current_account_id: scene.supplier.id });
    expect(bySupplier.AdditionalData.amount).toBe(150);
    const february = await report('/expense/report', { start_date: '01.02.2026', end_date: '28.02.2026' });
    expect(february.AdditionalData.amount).toBe(80.25);
  });
});

describe('cash book, balance and virman', () => {
  it('runs each account’s balance through its virman and expenses; the balance report equals the accounts', async () => {
    const book = await report('/pay/exp/report', { account_id: scene.kasa.id });
    expect(book.AdditionalData).toMatchObject({ opening: 1000, money_in: 300, money_out: 650, closing: 650 });
    expect((book.Records as Row[]).map((r) => [r.date, r.kind, r.party, r.balance])).toEqual([
      ['10.01.2026', 'collection', expect.stringMatching(/Ahmet/), 1300],
      ['15.01.2026', 'expense', 'Temiz A.Ş.', 1150],
      ['20.01.2026', 'transfer_out', 'Ziraat', 650],
    ]);
    expect(book.AdditionalData.closing).toBe(await m.balance(scene.kasa.id));

    const balance = await report('/balance/report');
    const lines = balance.Records as Row[];
    const group = lines.find((l) => l.level === 'group' && l.id === scene.banka.id)!;
    expect(group).toMatchObject({ money_in: 700, money_out: 80.25, closing: 619.75 });
    const kasa = lines.find((l) => l.level === 'account' && l.id === scene.kasa.id)!;
    expect(Number(kasa.closing) + Number(group.closing)).toBe(balance.AdditionalData.closing);
    // A virman moves money, it creates none: the total is the opening + incomes + collections − expenses.
    expect(balance.AdditionalData.closing).toBe(1000 + 200 + 300 - 230.25);
    expect(balance.AdditionalData.money_in - balance.AdditionalData.money_out).toBe(
      await ledgerSum([
        'collection',
        'advance_deposit',
        'advance_withdraw',
        'payment_removed',
        'income',
        'expense',
        'transfer_out',
        'transfer_in',
      ]),
    );

    const virman = await report('/virman/report', { account_id: scene.banka.id });
    expect(virman.Records).toEqual([
      expect.objectContaining({
        date: '20.01.2026',
        amount: 500,
        from_account: 'Kasa',
        to_account: 'Ziraat',
      }),
    ]);
    expect(virman.AdditionalData.amount).toBe(await ledgerSum(['transfer_in']));
  });

  it('lists one account’s activities of every kind, or of one kind', async () => {
    const activity = await report('/account/activity/report', { account_id: scene.ziraat.id });
    expect((activity.Records as Row[]).map((r) => [r.kind, r.party, r.accounting_type])).toEqual([
      ['income', 'Turkcell', 'Çatı anteni kirası'],
      ['transfer_in', 'Kasa', null],
      ['expense', null, 'Elektrik'],
    ]);
    expect(activity.AdditionalData).toEqual({ money_in: 700, money_out: 80.25, net: 619.75 });
    const virmanOnly = await report('/account/activity/report', {
      account_id: scene.ziraat.id,
      kind: 'transfer_in',
    });
    expect(virmanOnly.TotalRecords).toBe(1);
    const kasa = await report('/account/activity/report', { account_id: scene.kasa.id, kind: 'collection' });
    expect((kasa.Records as Row[]).map((r) => [r.kind, r.accounting_type])).toEqual([
      ['collection', 'Aidat'],
    ]);
    const noAccount = await call(owner, 'POST', '/account/activity/report', {});
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().errors).toEqual({ account_id: 'Hesap seçiniz.' });
  });

  it('writes the year’s business ledger: incomes and collections in, expenses out', async () => {
    const ledger = await report('/ledger/report', { year: 2026 });
    expect((ledger.Records as Row[]).map((r) => [r.date, r.income, r.expense])).toEqual([
      ['05.01.2026', 200, 0],
      ['10.01.2026', 300, 0],
      ['15.01.2026', 0, 150],
      ['03.02.2026', 0, 80.25],
    ]);
    expect(ledger.AdditionalData).toMatchObject({ income: 500, expense: 230.25, net: 269.75, page_count: 1 });
  });
});

describe('budget', () => {
  it('keeps a yearly amount per expense type and compares each month with what was spent', async () => {
    const saved = await call(owner, 'PUT', '/budgets', {
      year: 2026,
      items: [{ accounting_type_id: scene.temizlik.id, amount: '1.200,00' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description).toBe('2026 işletme projesi kaydedildi.');
    const budgets = (await call(owner, 'GET', '/budgets?year=2026')).json();
    expect(budgets.AdditionalData).toEqual({ year: 2026, amount: 1200 });
    expect(budgets.Records).toEqual(
      expect.arrayContaining([
        { accounting_type_id: scene.temizlik.id, accounting_type: 'Temizlik', amount: 1200 },
        { accounting_type_id: scene.elektrik.id, accounting_type: 'Elektrik', amount: 0 },
      ]),
    );

    const budget = await report('/budget/report', { year: 2026 });
    const temizlik = (budget.Records as Row[]).filter((r) => r.accounting_type === 'Temizlik');
    expect(temizlik).toHaveLength(12);
    expect(temizlik[0]).toMatchObject({ month: '01.2026', budget: 100, actual: 150, difference: -50 });
    expect(budget.AdditionalData).toEqual({ year: 2026, budget: 1200, actual: 230.25, difference: 969.75 });

    const incomeType = await call(owner, 'PUT', '/budgets', {
      year: 2026,
      items: [{ accounting_type_id: scene.anten.id, amount: 10 }],
    });
    expect(incomeType.statusCode).toBe(400);
    expect(incomeType.json().description).toBe('Bütçe yalnızca bu hesabın gider türleri için girilebilir.');
    const viewer = await createSubUser(ctx, owner, { exec_accounting: 0 });
    expect((await call(viewer, 'PUT', '/budgets', { year: 2026, items: [] })).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/budgets?year=2026')).statusCode).toBe(200);
  });
});
