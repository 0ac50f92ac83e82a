import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Grup Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

const groupNames = (response: { json(): { Records?: { name: string }[]; data?: { name: string }[] } }) =>
  (response.json().Records ?? response.json().data ?? []).map((g) => g.name);

describe('debt groups of an apartment', () => {
  it('adds, replaces and removes debt groups; dues groups are refused', async () => {
    const apartment = await make.apartment({ building_id: (await make.building()).id });
    const elevator = await make.group({ name: 'Asansör', type: 1, amount: 150 });
    const parking = await make.group({ name: 'Otopark', type: 1, amount: 75 });
    const garden = await make.group({ name: 'Bahçe', type: 1, amount: 20 });
    const dues = await make.group({ name: 'Aidat', type: 2, amount: 850 });

    const added = await call(owner, 'POST', '/debt/group', {
      apartment_id: apartment.id,
      group_id: elevator.id,
    });
    expect(added.json()).toMatchObject({ description: 'Daire borç grubuna eklendi.' });
    expect(groupNames(added)).toEqual(['Asansör']);
    const twice = await call(owner, 'POST', '/debt/group', {
      apartment_id: apartment.id,
      group_id: elevator.id,
    });
    expect(twice.statusCode).toBe(409);
    const duesRefused = await call(owner, 'POST', '/debt/group', {
      apartment_id: apartment.id,
      group_id: dues.id,
    });
    expect(duesRefused.statusCode).toBe(400);
    expect(duesRefused.json().errors.group_id).toBe(
      'Aidat bir aidat grubu. Buraya yalnızca borç grupları eklenebilir.',
    );

    const replaced = await call(owner, 'POST', '/debt/groups', {
      apartment_id: apartment.id,
      group_ids: [parking.id, garden.id, parking.id],
    });
    expect(replaced.json().description).toBe('Borç grupları kaydedildi.');
    expect(groupNames(replaced)).toEqual(['Bahçe', 'Otopark']);
    const list = await call(owner, 'GET', `/debt/groups?apartment_id=${apartment.id}`);
    expect(list.json().Records).toEqual([
      { id: garden.id, name: 'Bahçe', type: 1, amount: 20 },
      { id: parking.id, name: 'Otopark', type: 1, amount: 75 },
    ]);
    const mixed = await call(owner, 'POST', '/debt/groups', {
      apartment_id: apartment.id,
      group_ids: [elevator.id, dues.id],
    });
    expect(mixed.statusCode).toBe(400);
    expect(groupNames(await call(owner, 'GET', `/debt/groups?apartment_id=${apartment.id}`))).toEqual([
      'Bahçe',
      'Otopark',
    ]);

    const removed = await call(owner, 'DELETE', '/debt/group', {
      apartment_id: apartment.id,
      group_id: garden.id,
    });
    expect(groupNames(removed)).toEqual(['Otopark']);
    expect(
      (await call(owner, 'DELETE', '/debt/group', { apartment_id: apartment.id, group_id: garden.id }))
        .statusCode,
    ).toBe(404);
    const cleared = await call(owner, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [] });
    expect(groupNames(cleared)).toEqual([]);
    expect(await auditActions(ctx, 'apartment_debt_groups', `${apartment.id}:${elevator.id}`)).toEqual([
      'insert',
      'delete',
    ]);
    expect(await auditActions(ctx, 'apartment_debt_groups', `${apartment.id}:${parking.id}`)).toEqual([
      'insert',
      'delete',
    ]);
  });
});

describe('exemptions', () => {
  it('exempts an apartment from income types, refuses expense types and duplicates, and removes exemptions', async () => {
    const apartment = await make.apartment({ building_id: (await make.building()).id });
    const elevator = await make.accountingType({ name: 'Asansör bakım', type: 1 });
    const fuel = await make.starterType('Yakıt');
    const electricity = await make.starterType('Elektrik', 2);

    const created = await call(owner, 'POST', '/debt/exemption', {
      apartment_id: apartment.id,
      accounting_type_id: elevator.id,
    });
    expect(created.json()).toMatchObject({
      description: 'Muafiyet eklendi.',
      data: {
        apartment_id: apartment.id,
        accounting_type_id: elevator.id,
        accounting_type_name: 'Asansör bakım',
      },
    });
    const id = created.json().data.id;
    await dataOf(
      call(owner, 'POST', '/debt/exemption', { apartment_id: apartment.id, accounting_type_id: fuel.id }),
    );
    const twice = await call(owner, 'POST', '/debt/exemption', {
      apartment_id: apartment.id,
      accounting_type_id: fuel.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('Daire zaten Yakıt için muaf.');
    const expense = await call(owner, 'POST', '/debt/exemption', {
      apartment_id: apartment.id,
      accounting_type_id: electricity.id,
    });
    expect(expense.json().errors.accounting_type_id).toBe(
      'Muafiyet yalnızca gelir (borç) türleri için tanımlanabilir.',
    );

    const list = await call(owner, 'GET', `/debt/exemptions/apartment?apartment_id=${apartment.id}`);
    expect(list.json().Records.map((e: { accounting_type_name: string }) => e.accounting_type_name)).toEqual([
      'Asansör bakım',
      'Yakıt',
    ]);
    expect((await call(owner, 'DELETE', '/debt/exemption', { id })).json().description).toBe(
      'Muafiyet kaldırıldı.',
    );
    const byPair = await call(owner, 'DELETE', '/debt/exemption', {
      apartment_id: apartment.id,
      accounting_type_id: fuel.id,
    });
    expect(byPair.statusCode, byPair.body).toBe(200);
    expect((await call(owner, 'DELETE', '/debt/exemption', { id })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', '/debt/exemption', { apartment_id: apartment.id })).statusCode).toBe(
      400,
    );
    expect(
      (await call(owner, 'GET', `/debt/exemptions/apartment?apartment_id=${apartment.id}`)).json()
        .TotalRecords,
    ).toBe(0);
    expect(await auditActions(ctx, 'debt_exemptions', id)).toEqual(['insert', 'delete']);
  });
});

describe('isolation', () => {
  it("never reads or changes another account's apartment groups and exemptions", async () => {
    const apartment = await make.apartment({ building_id: (await make.building()).id });
    const group = await make.group({ type: 1 });
    const type = await make.accountingType();
    await dataOf(call(owner, 'POST', '/debt/group', { apartment_id: apartment.id, group_id: group.id }));
    const exemption = await dataOf(
      call(owner, 'POST', '/debt/exemption', { apartment_id: apartment.id, accounting_type_id: type.id }),
    );
    const theirs = property(ctx, other);
    const theirApartment = await theirs.apartment({ building_id: (await theirs.building()).id });
    const attempts = [
      await call(other, 'GET', `/debt/groups?apartment_id=${apartment.id}`),
      await call(other, 'POST', '/debt/groups', { apartment_id: apartment.id, group_ids: [] }),
      await call(other, 'POST', '/debt/groups', { apartment_id: theirApartment.id, group_ids: [group.id] }),
      await call(other, 'POST', '/debt/group', { apartment_id: theirApartment.id, group_id: group.id }),
      await call(other, 'DELETE', '/debt/group', { apartment_id: apartment.id, group_id: group.id }),
      await call(other, 'GET', `/debt/exemptions/apartment?apartment_id=${apartment.id}`),
      await call(other, 'POST', '/debt/exemption', {
        apartment_id: theirApartment.id,
        accounting_type_id: type.id,
      }),
      await call(other, 'DELETE', '/debt/exemption', { id: exemption.id }),
      await call(other, 'DELETE', '/debt/exemption', {
        apartment_id: apartment.id,
        accounting_type_id: type.id,
      }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    expect((await call(owner, 'GET', `/debt/groups?apartment_id=${apartment.id}`)).json().TotalRecords).toBe(
      1,
    );
    expect(
      (await call(owner, 'GET', `/debt/exemptions/apartment?apartment_id=${apartment.id}`)).json()
        .TotalRecords,
    ).toBe(1);
  });
});
