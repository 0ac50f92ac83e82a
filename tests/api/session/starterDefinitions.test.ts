/** What a new account starts with (issue 8, point 5): a cash desk and the usual income and expense types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'İlk Gün Sitesi' });
  call = caller(ctx);
});
afterAll(() => ctx?.close());

type Named = { id: number; name: string };
const typeNames = async (kind: 1 | 2) =>
  (await call(owner, 'GET', `/accounting/types?is_print=true&type=${kind}`))
    .json()
    .Records.map((t: Named) => t.name);

describe('a newly registered account', () => {
  it('has the cash desk Merkez Kasa and income and expense types in their right direction', async () => {
    const cash = (await call(owner, 'GET', '/accounts')).json().Records;
    expect(cash).toEqual([expect.objectContaining({ name: 'Merkez Kasa', opening_balance: 0, balance: 0 })]);

    const incomes = await typeNames(1);
    expect(incomes).toEqual(
      expect.arrayContaining(['Aidat', 'Demirbaş', 'Yakıt', 'Gecikme tazminatı', 'Kira geliri']),
    );
    const expenses = await typeNames(2);
    expect(expenses).toEqual(
      expect.arrayContaining([
        'Elektrik',
        'Su',
        'Doğalgaz',
        'Asansör bakımı',
        'Temizlik',
        'Personel maaşı',
        'Bahçe bakımı',
        'Banka masrafı',
      ]),
    );
    // Each type in one direction only: what flats are charged is never also what the association pays.
    expect(incomes.filter((name: string) => expenses.includes(name))).toEqual([]);
  });

  it('records a first collection without creating a cash account or a type first', async () => {
    const make = property(ctx, owner);
    const building = await make.building('A Blok');
    const apartment = await make.apartment({ building_id: building.id, identifier: '1' });
    const resident = await make.resident({ name: 'Selin', surname: 'Kaya' });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
    const types = (await call(owner, 'GET', '/accounting/types?is_print=true&type=1')).json().Records;
    const aidat = types.find((t: Named) => t.name === 'Aidat');
    const [kasa] = (await call(owner, 'GET', '/accounts')).json().Records;

    const entry = await dataOf<{ rows: { debt_id: number }[] }>(
      call(owner, 'POST', '/debt/single', {
        apartment_id: apartment.id,
        accounting_type_id: aidat.id,
        amount: '850,00',
        due_date: '05.01.2025',
      }),
    );
    const paid = await call(owner, 'POST', '/payment/debt', {
      debt_id: entry.rows[0]!.debt_id,
      account_id: kasa.id,
      accounting_type_id: aidat.id,
      amount: '850,00',
      date: '05.01.2025',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().description).toMatch(/^Tahsilat kaydedildi\. Makbuz no: \d+\.$/);
    const after = (await call(owner, 'GET', '/accounts')).json().Records[0];
    expect(after).toMatchObject({ name: 'Merkez Kasa', balance: 850 });
  });

  it('lets the manager rename the starter cash desk and types, and delete an unused type', async () => {
    const [kasa] = (await call(owner, 'GET', '/accounts')).json().Records;
    const renamed = await dataOf(call(owner, 'PUT', '/account', { id: kasa.id, name: 'Yönetim Kasası' }));
    expect(renamed).toMatchObject({ name: 'Yönetim Kasası' });

    const expenses = (await call(owner, 'GET', '/accounting/types?is_print=true&type=2')).json().Records;
    const water = expenses.find((t: Named) => t.name === 'Su');
    const updated = await dataOf(
      call(owner, 'PUT', '/accounting/type', { id: water.id, name: 'Su faturası', type: 2 }),
    );
    expect(updated).toMatchObject({ name: 'Su faturası', type: 2 });
    const stationery = expenses.find((t: Named) => t.name === 'Kırtasiye');
    const removed = await call(owner, 'DELETE', '/accounting/type', { id: stationery.id });
    expect(removed.json().description).toBe('Tür silindi.');

    const now = await typeNames(2);
    expect(now).toContain('Su faturası');
    expect(now).not.toContain('Su');
    expect(now).not.toContain('Kırtasiye');
    expect((await call(owner, 'GET', '/accounts')).json().Records.map((a: Named) => a.name)).toEqual([
      'Yönetim Kasası',
    ]);
  });
});
