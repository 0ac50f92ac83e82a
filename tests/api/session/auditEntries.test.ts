/**
 * What the system logs say of an expense and of a budget save (issue 26): an expense's entry carries its amount,
 * date, cash account and description; saving the budget writes entries only for the lines that changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

interface Change {
  field: string;
  before: unknown;
  after: unknown;
  before_name?: string | null;
  after_name?: string | null;
}
interface Entry {
  table: string;
  action: string;
  record_id: string | null;
  changes: Change[];
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Kayıt Defteri Sitesi' });
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const logs = async (table: string) => {
  const response = await call(owner, 'GET', `/system/logs?page=1&per_page=100&table=${table}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Records: Entry[] }).Records;
};
const field = (entry: Entry | undefined, name: string) => entry?.changes.find((c) => c.field === name);

describe('system log entries', () => {
  it("an expense's entry carries its amount, date, cash account and description", async () => {
    const cash = await m.cashAccount({ name: 'Yönetim kasası', opening_balance: 10000 });
    const type = await m.make.accountingType({ name: 'Kayıt testi gideri', type: 2 });
    const expense = await dataOf(
      call(owner, 'POST', '/expense', {
        amount: '4321,90',
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '12.05.2026',
        description: 'Ortak alan elektriği',
      }),
    );
    const [added] = await logs('expenses');
    expect(added).toMatchObject({ action: 'insert', record_id: String(expense.id) });
    // Kuruş as text: the page shows it as ₺4.321,90 (tests/component/SystemLogsPage.test.tsx).
    expect(field(added, 'amount')?.after).toBe('432190');
    expect(field(added, 'date')?.after).toBe('2026-05-12');
    expect(field(added, 'cashAccountId')).toMatchObject({ after: cash.id, after_name: 'Yönetim kasası' });
    expect(field(added, 'description')?.after).toBe('Ortak alan elektriği');

    await dataOf(
      call(owner, 'PUT', '/expense', {
        id: expense.id,
        amount: '4500',
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '12.05.2026',
        description: 'Ortak alan elektriği',
      }),
    );
    const [changed] = await logs('expenses');
    expect(changed?.action).toBe('update');
    expect(changed?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['amount', '432190', '450000'],
    ]);
  });

  it('saving the budget writes entries only for the lines that changed', async () => {
    const types: { id: number }[] = [];
    for (const name of ['Temizlik', 'Asansör', 'Bahçe', 'Sigorta']) {
      types.push(await m.make.accountingType({ name: `Bütçe ${name}`, type: 2 }));
    }
    const save = (amounts: number[]) =>
      dataOf(
        call(owner, 'PUT', '/budgets', {
          year: 2026,
          items: types.map((type, index) => ({ accounting_type_id: type.id, amount: amounts[index] })),
        }),
      );
    await save([1000, 2000, 0, 0]);
    const first = await logs('budgets');
    expect(first.map((e) => e.record_id).sort()).toEqual(
      [`2026-${types[0]!.id}`, `2026-${types[1]!.id}`].sort(),
    );

    // The same form saved again with one line changed: one more entry, for that line.
    await save([1000, 2500, 0, 0]);
    const second = await logs('budgets');
    expect(second).toHaveLength(3);
    expect(second[0]).toMatchObject({ action: 'update', record_id: `2026-${types[1]!.id}` });
    expect(field(second[0], 'amount')).toMatchObject({ before: '200000', after: '250000' });

    // Saved unchanged: nothing written.
    await save([1000, 2500, 0, 0]);
    expect(await logs('budgets')).toHaveLength(3);
  });
});
