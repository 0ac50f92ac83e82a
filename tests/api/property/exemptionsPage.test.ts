import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, type Flat, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Muafiyet Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

interface Row {
  id: number;
  apartment_id: number;
  building_name: string;
  identifier: string;
  owner_name: string | null;
  tenant_name: string | null;
  accounting_type_name: string;
  starts_on: string | null;
  ends_on: string | null;
}

const list = async (query: string) => {
  const answer = await call(owner, 'GET', `/debt/exemptions?per_page=100&${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { Records: Row[]; TotalRecords: number };
};
const flatsOf = (rows: Row[]) => rows.map((row) => row.identifier).sort();

describe('the exemptions page', () => {
  let flats: Flat[];
  let elevator: { id: number; name: string };
  let fuel: { id: number };

  it('adds flats in bulk, skipping and counting the ones already exempt', async () => {
    flats = await m.flats(4);
    elevator = (await m.incomeType('Asansör katkısı')) as { id: number; name: string };
    fuel = await m.incomeType('Kalorifer katkısı');
    await dataOf(
      call(owner, 'POST', '/debt/exemption', {
        apartment_id: flats[0]!.apartment.id,
        accounting_type_id: elevator.id,
      }),
    );
    const added = await call(owner, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[0]!.apartment.id, flats[1]!.apartment.id],
      accounting_type_id: elevator.id,
      starts_on: '01.2026',
      ends_on: '12.2026',
    });
    expect(added.json()).toEqual({
      description: '1 daireye muafiyet eklendi. 1 daire zaten muaf olduğu için atlandı.',
      data: { created: 1, skipped: 1 },
    });
    const whole = await call(owner, 'POST', '/debt/exemptions', {
      building_id: flats[0]!.building.id,
      accounting_type_id: fuel.id,
    });
    expect(whole.json().data).toEqual({ created: 4, skipped: 0 });

    const all = await list('');
    expect(all.TotalRecords).toBe(6);
    const second = all.Records.find((r) => r.apartment_id === flats[1]!.apartment.id && r.starts_on);
    expect(second).toMatchObject({
      building_name: flats[1]!.building.name,
      identifier: '2',
      owner_name: `${flats[1]!.owner.name} ${flats[1]!.owner.surname}`,
      tenant_name: null,
      accounting_type_name: 'Asansör katkısı',
      starts_on: '01.2026',
      ends_on: '12.2026',
    });
    expect(await auditActions(ctx, 'debt_exemptions', second!.id)).toEqual(['insert']);
  });

  it('filters by building, flat, group, income type and period', async () => {
    expect(flatsOf((await list(`accounting_type_id=${elevator.id}`)).Records)).toEqual(['1', '2']);
    expect(flatsOf((await list(`apartment_id=${flats[2]!.apartment.id}`)).Records)).toEqual(['3']);
    expect((await list(`building_id=${flats[0]!.building.id}`)).TotalRecords).toBe(6);
    const otherBuilding = await m.make.building();
    expect((await list(`building_id=${otherBuilding.id}`)).TotalRecords).toBe(0);

    const dues = await m.make.group({ type: 2, amount: 500 });
    const flat = flats[3]!;
    await dataOf(
      call(owner, 'PUT', '/apartment', {
        id: flat.apartment.id,
        building_id: flat.building.id,
        identifier: flat.apartment.identifier,
        group_id: dues.id,
      }),
    );
    const debtGroup = await m.make.group({ type: 1, amount: 20 });
    await dataOf(
      call(owner, 'POST', '/debt/group', { apartment_id: flats[2]!.apartment.id, group_id: debtGroup.id }),
    );
    expect(flatsOf((await list(`group_id=${dues.id}`)).Records)).toEqual(['4']);
    expect(flatsOf((await list(`group_id=${debtGroup.id}`)).Records)).toEqual(['3']);

    // Open-ended exemptions are in force every month; the 2026 one only in 2026.
    const in2027 = await list(`accounting_type_id=${elevator.id}&starts_on=03.2027&ends_on=03.2027`);
    expect(flatsOf(in2027.Records)).toEqual(['1']);
    const in2026 = await list(`accounting_type_id=${elevator.id}&starts_on=06.2026`);
    expect(flatsOf(in2026.Records)).toEqual(['1', '2']);
    const bad = await call(owner, 'GET', '/debt/exemptions?starts_on=13.2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ starts_on: 'Ay AA.YYYY biçiminde olmalıdır (ör. 01.2026).' });
  });

  it('refuses what is not the account’s or not an income type, and changes nothing', async () => {
    const before = (await list('')).TotalRecords;
    const expense = await m.make.accountingType({ type: 2 });
    const refused = await call(owner, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[2]!.apartment.id],
      accounting_type_id: expense.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      accounting_type_id: 'Muafiyet yalnızca gelir (borç) türleri için tanımlanabilir.',
    });
    const theirs = await moneyFixtures(ctx, other).flats(1);
    const foreignFlat = await call(owner, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[2]!.apartment.id, theirs[0]!.apartment.id],
      accounting_type_id: elevator.id,
    });
    expect(foreignFlat.statusCode).toBe(404);
    expect(foreignFlat.json().description).toBe('Daire bulunamadı.');
    const theirType = await moneyFixtures(ctx, other).incomeType();
    const foreignType = await call(owner, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[2]!.apartment.id],
      accounting_type_id: theirType.id,
    });
    expect(foreignType.statusCode).toBe(404);
    expect(foreignType.json().description).toBe('Borç türü bulunamadı.');
    const backwards = await call(owner, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[2]!.apartment.id],
      accounting_type_id: elevator.id,
      starts_on: '05.2026',
      ends_on: '04.2026',
    });
    expect(backwards.json().errors).toEqual({ ends_on: 'Bitiş ayı başlangıç ayından önce olamaz.' });
    expect((await list('')).TotalRecords).toBe(before);

    // The other account sees none of them and cannot remove them.
    const theirList = await call(other, 'GET', '/debt/exemptions');
    expect(theirList.json().TotalRecords).toBe(0);
    const ids = (await list('')).Records.map((row) => row.id);
    expect((await call(other, 'DELETE', '/debt/exemptions', { ids: [ids[0]] })).statusCode).toBe(404);
    expect((await list('')).TotalRecords).toBe(before);
  });

  it('removes several together, or none when one is unknown', async () => {
    const rows = (await list(`accounting_type_id=${fuel.id}`)).Records;
    const ids = rows.map((row) => row.id);
    const unknown = await call(owner, 'DELETE', '/debt/exemptions', { ids: [ids[0], 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect((await list(`accounting_type_id=${fuel.id}`)).TotalRecords).toBe(4);
    const removed = await call(owner, 'DELETE', '/debt/exemptions', { ids: ids.slice(0, 3) });
    expect(removed.json()).toEqual({ description: '3 muafiyet kaldırıldı.' });
    expect((await list(`accounting_type_id=${fuel.id}`)).TotalRecords).toBe(1);
    expect(await auditActions(ctx, 'debt_exemptions', ids[0]!)).toEqual(['insert', 'delete']);
  });

  it('is refused to a sub-user without the residents and apartments area', async () => {
    const sub = await createSubUser(ctx, owner, {
      show_resident_and_apartments: 0,
      exec_resident_and_apartments: 0,
    });
    expect((await call(sub, 'GET', '/debt/exemptions')).statusCode).toBe(403);
    const add = await call(sub, 'POST', '/debt/exemptions', {
      apartment_ids: [flats[2]!.apartment.id],
      accounting_type_id: elevator.id,
    });
    expect(add.statusCode).toBe(403);
    const ids = (await list('')).Records.map((row) => row.id);
    expect((await call(sub, 'DELETE', '/debt/exemptions', { ids })).statusCode).toBe(403);
    expect((await list('')).TotalRecords).toBe(ids.length);
  });
});

describe('an exemption with a period', () => {
  it('skips the flat in a dues run inside the period and bills it after', async () => {
    const type = await m.incomeType('Aidat 2026 dönemi');
    const dues = await m.make.group({ type: 2, amount: '850,00' });
    const flats = await m.flats(2);
    for (const flat of flats) {
      await dataOf(
        call(owner, 'PUT', '/apartment', {
          id: flat.apartment.id,
          building_id: flat.building.id,
          identifier: flat.apartment.identifier,
          group_id: dues.id,
        }),
      );
    }
    await dataOf(
      call(owner, 'POST', '/debt/exemptions', {
        apartment_ids: [flats[0]!.apartment.id],
        accounting_type_id: type.id,
        starts_on: '01.2026',
        ends_on: '12.2026',
      }),
    );
    const job = await dataOf(
      call(owner, 'POST', '/debt/job', {
        name: 'Aylık aidat',
        group_id: dues.id,
        accounting_type_id: type.id,
        day_of_month: 5,
      }),
    );
    const run = (period: string) => dataOf(call(owner, 'POST', '/debt/job/run', { id: job.id, period }));
    expect(await run('2026-12')).toMatchObject({
      debt_count: 1,
      skipped: [
        expect.objectContaining({
          apartment_id: flats[0]!.apartment.id,
          reason: 'Daire bu borç türünden muaf.',
        }),
      ],
    });
    expect(await run('2027-01')).toMatchObject({ debt_count: 2, skipped: [] });
    expect(await run('2025-12')).toMatchObject({ debt_count: 2, skipped: [] });
  });

  it('skips the flat in a bulk entry due inside the period only', async () => {
    const type = await m.incomeType('Bahçe katkısı');
    const flats = await m.flats(2);
    await dataOf(
      call(owner, 'POST', '/debt/exemption', {
        apartment_id: flats[1]!.apartment.id,
        accounting_type_id: type.id,
        starts_on: '03.2026',
      }),
    );
    const enter = (due: string) =>
      dataOf<{ rows: { apartment_id: number }[] }>(
        call(owner, 'POST', '/debt/amount', {
          accounting_type_id: type.id,
          building_ids: [flats[0]!.building.id],
          amount: 100,
          due_date: due,
        }),
      );
    expect((await enter('28.02.2026')).rows).toHaveLength(2);
    expect((await enter('01.03.2026')).rows.map((r) => r.apartment_id)).toEqual([flats[0]!.apartment.id]);
    expect((await enter('01.03.2030')).rows).toHaveLength(1);
  });
});
