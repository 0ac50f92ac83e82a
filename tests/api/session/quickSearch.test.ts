/**
 * GET /search: the app bar's quick search over residents, flats, suppliers and receipts (issue 26), on PostgreSQL.
 * Scoped to the caller's account, each kind only for a user allowed to list it, Turkish-folded, limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Collection } from '../helpers/collectionScene';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

interface Found {
  residents: { id: number; name: string }[];
  flats: { id: number; name: string }[];
  suppliers: { id: number; name: string }[];
  receipts: { id: number; number: number; payer: string | null }[];
}

const search = async (who: SignedIn, q: string) => {
  const answer = await call(who, 'GET', `/search?q=${encodeURIComponent(q)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Found;
};

let flatId: number;
let receiptNumber: number;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Arama Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Komşu Arama Sitesi' });
  m = moneyFixtures(ctx, owner);
  const building = await m.make.building('A Blok');
  for (const identifier of ['3', '4', '14']) {
    const flat = await m.make.apartment({ building_id: building.id, identifier });
    if (identifier === '4') flatId = flat.id;
  }
  await m.make.resident({ name: 'MERVE', surname: 'ÇELİK' });
  await m.make.resident({ name: 'Merve', surname: 'Işık' });
  await m.make.resident({ name: 'İsmail', surname: 'Irmak' });
  // The other account's Merve is never found from this one.
  await dataOf(call(stranger, 'POST', '/resident', { name: 'Merve', surname: 'Yabancı' }));
  await dataOf(call(owner, 'POST', '/current/account', { name: 'Merve Temizlik Ltd.' }));

  const type = await m.incomeType();
  const cash = await m.cashAccount();
  const payer = await m.make.resident({ name: 'Makbuz', surname: 'Sahibi' });
  const flat = await m.make.apartment({ building_id: building.id, identifier: '9' });
  await m.make.link({ apartment_id: flat.id, resident_id: payer.id, type: 1 });
  const debtId = await m.debt(flat.id, type.id, 100);
  const paid = (
    await m.pay({
      debt_id: debtId,
      account_id: cash.id,
      accounting_type_id: type.id,
      amount: 100,
      date: '05.02.2025',
    })
  ).json().data as Collection;
  receiptNumber = paid.receipt_number;
});
afterAll(() => ctx?.close());

describe('quick search', () => {
  it('"merve" finds "MERVE" and "Merve" of this account only, and the supplier', async () => {
    const found = await search(owner, 'merve');
    expect(found.residents.map((r) => r.name).sort()).toEqual(['MERVE ÇELİK', 'Merve Işık']);
    expect(found.suppliers.map((s) => s.name)).toEqual(['Merve Temizlik Ltd.']);
    expect((await search(stranger, 'merve')).residents.map((r) => r.name)).toEqual(['Merve Yabancı']);
  });

  it('folds İ/i and I/ı the Turkish way', async () => {
    expect((await search(owner, 'işık')).residents.map((r) => r.name)).toEqual(['Merve Işık']);
    expect((await search(owner, 'ISIK')).residents.map((r) => r.name)).toEqual(['Merve Işık']);
    expect((await search(owner, 'ismail')).residents.map((r) => r.name)).toEqual(['İsmail Irmak']);
    expect((await search(owner, 'ırmak')).residents.map((r) => r.name)).toEqual(['İsmail Irmak']);
  });

  it('"A Blok 4" finds the flat, not 14', async () => {
    const found = await search(owner, 'A Blok 4');
    expect(found.flats).toEqual([{ id: flatId, name: 'A Blok 4' }]);
  });

  it('finds a receipt by its number', async () => {
    const found = await search(owner, `Makbuz ${receiptNumber}`);
    expect(found.receipts).toMatchObject([{ number: receiptNumber, payer: 'Makbuz Sahibi' }]);
    expect((await search(stranger, String(receiptNumber))).receipts).toEqual([]);
  });

  it('limits each kind and finds nothing for one letter', async () => {
    const building = await m.make.building('Kalabalık Blok');
    for (let index = 1; index <= 8; index++) {
      await m.make.apartment({ building_id: building.id, identifier: String(index) });
    }
    expect((await search(owner, 'Kalabalık')).flats).toHaveLength(5);
    expect(await search(owner, 'm')).toEqual({ residents: [], flats: [], suppliers: [], receipts: [] });
  });

  it('gives a user only the kinds their rights list', async () => {
    const clerk = await createSubUser(ctx, owner, { show_accounting: 1, show_resident_and_apartments: 0 });
    const found = await search(clerk, 'merve');
    expect(found.residents).toEqual([]);
    expect(found.flats).toEqual([]);
    expect(found.suppliers.map((s) => s.name)).toEqual(['Merve Temizlik Ltd.']);

    const desk = await createSubUser(ctx, owner, { show_resident_and_apartments: 1, show_accounting: 0 });
    const seen = await search(desk, 'merve');
    expect(seen.residents).toHaveLength(2);
    expect(seen.suppliers).toEqual([]);
    expect((await search(desk, String(receiptNumber))).receipts).toEqual([]);
  });
});
