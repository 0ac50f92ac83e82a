/**
 * Cash accounts, batches, debt lists and statements, against the real PostgreSQL (debt entry: moneyDebtEntry.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Borç Sitesi' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

type Row = {
  apartment_id: number;
  amount: number;
  resident_id: number;
  identifier: string;
  paid_from_advance: number;
};
type Entry = {
  multi_debt_id: number | null;
  rows: (Row & { debt_id: number | null })[];
  total: number;
  skipped: { apartment_id: number; reason: string }[];
};

describe('cash accounts', () => {
  it('creates, lists with the live balance, updates, and deletes only while unused', async () => {
    const created = await dataOf(
      call(owner, 'POST', '/account', {
        name: 'Ana Kasa',
        phone: '0212 555 44 33',
        address: 'Yönetim odası',
        opening_balance: '1.250,50',
      }),
    );
    expect(created).toMatchObject({
      name: 'Ana Kasa',
      phone: '02125554433',
      opening_balance: 1250.5,
      balance: 1250.5,
    });
    expect(await auditActions(ctx, 'cash_accounts', created.id)).toEqual(['insert']);

    const taken = await call(owner, 'POST', '/account', { name: 'ana kasa' });
    expect(taken.statusCode).toBe(409);
    const badOpening = await call(owner, 'POST', '/account', { name: 'Banka', opening_balance: '12,345' });
    expect(badOpening.statusCode).toBe(400);
    expect(badOpening.json().errors.opening_balance).toBe('En fazla 2 ondalık basamak girilebilir.');

    const updated = await dataOf(
      call(owner, 'PUT', '/account', { id: created.id, name: 'Ana Kasa', opening_balance: 1000 }),
    );
    expect(updated).toMatchObject({ opening_balance: 1000, balance: 1000 });

    const paged = await call(owner, 'GET', '/accounts?page=1&key=ana');
    expect(paged.json()).toMatchObject({ TotalRecords: 1, Page: 1, PerPage: 10 });
    const lookup = await call(owner, 'GET', '/accounts');
    expect(lookup.json().Records.map((a: { name: string }) => a.name)).toContain('Ana Kasa');

    // Money moved through the account: it stays.
    const resident = await m.make.resident();
    await dataOf(
      call(owner, 'POST', '/advance/payments', {
        resident_id: resident.id,
        amount: 300,
        account_id: created.id,
      }),
    );
    const balance = (await call(owner, 'GET', '/accounts?key=Ana Kasa')).json().Records[0].balance;
    expect(balance).toBe(1300);
    const refused = await call(owner, 'DELETE', '/account', { id: created.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/para hareketi/);

    const unused = await m.cashAccount();
    expect((await call(owner, 'DELETE', '/account', { id: unused.id })).statusCode).toBe(200);
    expect(await auditActions(ctx, 'cash_accounts', unused.id)).toEqual(['insert', 'delete']);
  });
});

describe('batches, lists and statements', () => {
  it('deleting a batch with collections needs a choice; set_advance_payment turns them into advance', async () => {
    const type = await m.incomeType();
    const cash = await m.cashAccount({ opening_balance: 100 });
    const flats = await m.flats(2);
    const entry = await dataOf<Entry>(
      call(owner, 'POST', '/debt/amount', {
        building_ids: [flats[0]!.building.id],
        amount: 200,
        accounting_type_id: type.id,
      }),
    );
    const paid = await m.pay({
      debt_id: entry.rows[0]!.debt_id,
      account_id: cash.id,
      accounting_type_id: type.id,
      amount: 150,
      date: '02.02.2025',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const undecided = await call(owner, 'DELETE', '/multi/debt', { id: entry.multi_debt_id });
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().description).toMatch(/avansa aktarılmasını veya silinmesini seçiniz/);
    const both = await call(owner, 'DELETE', '/multi/debt', {
      id: entry.multi_debt_id,
      set_advance_payment: true,
      is_payment_delete: true,
    });
    expect(both.statusCode).toBe(400);

    const deleted = await call(owner, 'DELETE', '/multi/debt', {
      id: entry.multi_debt_id,
      set_advance_payment: true,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      description: 'Toplu borç silindi (2 borç). ₺150,00 ödeme sakinlerin avansına aktarıldı.',
      data: { debt_count: 2, to_advance: 150, removed: 0 },
    });
    // The cash stays; the owner holds 150 TL of advance; the batch and its debts are gone from the lists.
    expect(await m.balance(cash.id)).toBe(250);
    const advance = await call(owner, 'GET', `/advance/payments?page=1&resident_id=${flats[0]!.owner.id}`);
    expect(advance.json().AdditionalData.balance).toBe(150);
    expect(advance.json().Records[0]).toMatchObject({ kind: 'from_deleted_debt', amount: 150 });
    expect((await call(owner, 'GET', `/multi/debt?id=${entry.multi_debt_id}`)).statusCode).toBe(404);
    const batches = (await call(owner, 'GET', '/multi/debts?page=1&per_page=100')).json().Records;
    expect(batches.some((b: { id: number }) => b.id === entry.multi_debt_id)).toBe(false);
    expect(await auditActions(ctx, 'debt_batches', entry.multi_debt_id!)).toEqual(['insert', 'delete']);
    expect(await auditActions(ctx, 'debts', entry.rows[0]!.debt_id!)).toEqual(['insert', 'update', 'delete']);
  });

  it('deleting a batch into the advance and entering it again returns every balance to where it was', async () => {
    const type = await m.incomeType();
    const cash = await m.cashAccount({ opening_balance: 40 });
    const flats = await m.flats(2);
    const enter = () =>
      dataOf<Entry>(
        call(owner, 'POST', '/debt/amount', {
          building_ids: [flats[0]!.building.id],
          amount: 100,
          accounting_type_id: type.id,
        }),
      );
    const first = await enter();
    for (const [index, amount] of [60, 100].entries()) {
      await dataOf(
        m.pay({
          debt_id: first.rows[index]!.debt_id,
          account_id: cash.id,
          accounting_type_id: type.id,
          amount,
        }),
      );
    }
    const snapshot = async (entry: Entry) => ({
      cash: await m.balance(cash.id),
      advances: await Promise.all(
        flats.map(
          async (f) =>
            (await call(owner, 'GET', `/advance/payments?page=1&resident_id=${f.owner.id}`)).json()
              .AdditionalData.balance,
        ),
      ),
      remaining: (await call(owner, 'GET', `/multi/debt?id=${entry.multi_debt_id}&page=1`)).json()
        .AdditionalData.remaining,
    });
    const before = await snapshot(first);
    expect(before).toEqual({ cash: 200, advances: [0, 0], remaining: 40 });

    await dataOf(
      call(owner, 'DELETE', '/multi/debt', { id: first.multi_debt_id, set_advance_payment: true }),
    );
    await m.autoPay(true);
    const again = await enter();
    await m.autoPay(false);
    expect(again.rows.map((r) => r.paid_from_advance)).toEqual([60, 100]);
    expect(await snapshot(again)).toEqual(before);
  });

  it('is_payment_delete removes the collections from the cash account', async () => {
    const type = await m.incomeType();
    const cash = await m.cashAccount();
    const flats = await m.flats(1);
    const entry = await dataOf<Entry>(
      call(owner, 'POST', '/debt/amount', {
        building_ids: [flats[0]!.building.id],
        amount: 80,
        accounting_type_id: type.id,
      }),
    );
    await dataOf(
      m.pay({
        debt_id: entry.rows[0]!.debt_id,
        account_id: cash.id,
        accounting_type_id: type.id,
        amount: 80,
      }),
    );
    const deleted = await dataOf(
      call(owner, 'DELETE', '/multi/debt', { id: entry.multi_debt_id, is_payment_delete: true }),
    );
    expect(deleted).toMatchObject({ to_advance: 0, removed: 80 });
    expect(await m.balance(cash.id)).toBe(0);
    const transfers = (await call(owner, 'GET', '/user/transfer?page=1')).json().Records;
    expect(transfers[0]).toMatchObject({
      kind: 'payment_removed',
      direction: 'out',
      amount: 80,
      deletable: false,
    });
  });

  it('lists debts with filters, statuses and totals; apartment statements and resident debts', async () => {
    const type = await m.incomeType();
    const other = await m.incomeType();
    const cash = await m.cashAccount();
    const [flat] = await m.flats(1);
    const a = await m.debt(flat!.apartment.id, type.id, 100, { due_date: '10.01.2025' });
    const b = await m.debt(flat!.apartment.id, type.id, 100, { due_date: '10.02.2025' });
    const c = await m.debt(flat!.apartment.id, other.id, 50, { due_date: '10.03.2025' });
    await dataOf(m.pay({ debt_id: a, account_id: cash.id, accounting_type_id: type.id, amount: 100 }));
    await dataOf(m.pay({ debt_id: b, account_id: cash.id, accounting_type_id: type.id, amount: '40,50' }));
    const list = async (body: Record<string, unknown>) =>
      (await call(owner, 'POST', '/debts?page=1', { apartment_id: flat!.apartment.id, ...body })).json();
    const all = await list({});
    expect(all.Records.map((r: { id: number }) => r.id)).toEqual([c, b, a]);
    expect(all.AdditionalData).toEqual({ amount: 250, paid: 140.5, remaining: 109.5 });
    expect(all.Records[1]).toMatchObject({
      building_name: flat!.building.name,
      identifier: '1',
      resident_id: flat!.owner.id,
      accounting_type: type.name,
      amount: 100,
      paid: 40.5,
      remaining: 59.5,
      due_date: '10.02.2025',
      multi_debt_id: null,
      status: 'partial',
    });
    expect((await list({ status: 'paid' })).Records.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await list({ status: 'unpaid' })).Records.map((r: { id: number }) => r.id)).toEqual([c]);
    expect((await list({ accounting_type_id: other.id })).TotalRecords).toBe(1);
    expect(
      (await list({ start_date: '01.02.2025', end_date: '28.02.2025', status: null })).Records.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([b]);
    const badDate = await call(owner, 'POST', '/debts?page=1', { start_date: '31.02.2025' });
    expect(badDate.json().errors).toEqual({ start_date: 'Geçerli bir tarih giriniz (GG.AA.YYYY).' });

    const statement = (
      await call(owner, 'GET', `/apartment/debts?apartment_id=${flat!.apartment.id}&is_print=true`)
    ).json();
    expect(statement.Records.map((r: { id: number }) => r.id)).toEqual([a, b, c]);
    expect(statement.AdditionalData).toMatchObject({
      amount: 250,
      remaining: 109.5,
      assoc_name: 'Borç Sitesi',
      title: `${flat!.building.name} 1 numaralı daire hesap ekstresi`,
    });
    const resident = (
      await call(owner, 'GET', `/resident/debts?resident_id=${flat!.owner.id}&page=1`)
    ).json();
    expect(resident.AdditionalData).toEqual({
      amount: 250,
      paid: 140.5,
      remaining: 109.5,
      advance_balance: 0,
    });
    const collections = (
      await call(owner, 'GET', `/apartment/debt/payments?apartment_id=${flat!.apartment.id}&page=1`)
    ).json();
    expect(collections.TotalRecords).toBe(2);
    expect(collections.AdditionalData.amount).toBe(140.5);
    const ofDebt = (await call(owner, 'GET', `/debt/payments?debt_id=${b}`)).json();
    expect(ofDebt.Records).toEqual([
      expect.objectContaining({
        debt_id: b,
        amount: 40.5,
        source: 'collection',
        account_id: cash.id,
        receipt_number: expect.any(Number),
      }),
    ]);
  });
});
