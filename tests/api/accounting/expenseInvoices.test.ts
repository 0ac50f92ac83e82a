/**
 * An expense with a supplier and an invoice date records the invoice and its payment together (issue 26): the
 * supplier owes nothing after it, its statement shows both rows, and the invoice follows the expense. On PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Fatura Sitesi' });
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

interface Line {
  id: number;
  kind: string;
  date: string;
  debit: number;
  credit: number;
  balance: number;
  expense_id: number | null;
}

const statement = async (supplierId: number, query = '') => {
  const answer = await call(owner, 'GET', `/current/records?page=1&current_account_id=${supplierId}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { Records: Line[]; AdditionalData: Record<string, number> };
};
const owed = async (supplierId: number) =>
  (await call(owner, 'GET', '/current/accounts'))
    .json()
    .Records.find((s: { id: number }) => s.id === supplierId)?.balance;

describe('an expense with its invoice fields', () => {
  it('records the invoice with its payment: the supplier owes 0,00 and the statement shows both rows', async () => {
    const cash = await m.cashAccount({ opening_balance: 10000 });
    const type = await m.make.accountingType({ name: 'Asansör onarımı', type: 2 });
    const supplier = await dataOf(call(owner, 'POST', '/current/account', { name: 'Kuzey Asansör' }));
    const expense = await dataOf(
      call(owner, 'POST', '/expense', {
        amount: '4321,90',
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '12.05.2026',
        bill_date: '10.05.2026',
        description: 'Kapı motoru',
        current_account_id: supplier.id,
      }),
    );
    expect(await owed(supplier.id)).toBe(0);
    const lines = await statement(supplier.id);
    expect(lines.Records.map((l) => [l.kind, l.date, l.debit, l.credit, l.balance, l.expense_id])).toEqual([
      ['invoice', '10.05.2026', 4321.9, 0, 4321.9, expense.id],
      ['payment', '12.05.2026', 0, 4321.9, 0, expense.id],
    ]);
    expect(lines.AdditionalData).toEqual({ invoiced: 4321.9, paid: 4321.9, opening: 0, balance: 0 });

    // The invoice is the expense's: the statement does not change or delete it on its own.
    const refused = await call(owner, 'DELETE', '/current/record', { id: lines.Records[0]!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/Giderler ekranında/);

    // Changing the expense changes its invoice; still nothing owed.
    await dataOf(
      call(owner, 'PUT', '/expense', {
        id: expense.id,
        amount: '5000',
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '12.05.2026',
        bill_date: '11.05.2026',
        description: 'Kapı motoru',
        current_account_id: supplier.id,
      }),
    );
    expect(await owed(supplier.id)).toBe(0);
    expect((await statement(supplier.id)).Records.map((l) => [l.date, l.debit, l.credit])).toEqual([
      ['11.05.2026', 5000, 0],
      ['12.05.2026', 0, 5000],
    ]);

    // Undoing the expense undoes its invoice.
    await dataOf(call(owner, 'DELETE', '/expense', { id: expense.id }));
    expect(await owed(supplier.id)).toBe(0);
    expect((await statement(supplier.id)).Records).toEqual([]);
  });

  it('an expense without an invoice date is a payment only, as before', async () => {
    const cash = await m.cashAccount({ opening_balance: 1000 });
    const type = await m.make.accountingType({ name: 'Avans ödemesi', type: 2 });
    const supplier = await dataOf(call(owner, 'POST', '/current/account', { name: 'Güney Boya' }));
    await dataOf(
      call(owner, 'POST', '/expense', {
        amount: 300,
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '01.06.2026',
        current_account_id: supplier.id,
      }),
    );
    expect(await owed(supplier.id)).toBe(-300);
    expect((await statement(supplier.id)).Records.map((l) => l.kind)).toEqual(['payment']);
  });

  it('filters the statement by date; the balance runs from the first record', async () => {
    const supplier = await dataOf(call(owner, 'POST', '/current/account', { name: 'Yeşil Bahçe' }));
    for (const [amount, date] of [
      [1000, '01.03.2026'],
      [2000, '01.04.2026'],
      [4000, '01.05.2026'],
    ] as const) {
      await dataOf(call(owner, 'POST', '/current/record', { current_account_id: supplier.id, amount, date }));
    }
    const april = await statement(supplier.id, '&start_date=01.04.2026&end_date=30.04.2026');
    expect(april.Records.map((l) => [l.date, l.debit, l.balance])).toEqual([['01.04.2026', 2000, 3000]]);
    expect(april.AdditionalData).toEqual({ invoiced: 2000, paid: 0, opening: 1000, balance: 3000 });
  });
});
