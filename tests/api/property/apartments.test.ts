import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apartments } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { lastCode, startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Daire Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

type Row = { id: number; identifier: string; building_name: string };
const identifiers = (response: { json(): { Records: Row[] } }) =>
  response.json().Records.map((r) => r.identifier);

describe('apartments', () => {
  it('creates apartments with area, land share and dues group, and reads one back', async () => {
    const building = await make.building('Işık Blok');
    const dues = await make.group({ name: 'Standart Aidat', type: 2, amount: 850 });
    const created = await call(owner, 'POST', '/apartment', {
      building_id: building.id,
      group_id: dues.id,
      identifier: ' 5 ',
      area: '120,50',
      land: 24.1235,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      description: 'Daire eklendi.',
      data: {
        building_id: building.id,
        building_name: 'Işık Blok',
        group_id: dues.id,
        group_name: 'Standart Aidat',
        identifier: '5',
        area: 120.5,
        land: 24.1235,
        owner_name: null,
        resident_count: 0,
      },
    });
    const id = created.json().data.id;
    const [stored] = await ctx.db.select().from(apartments).where(eq(apartments.id, id));
    expect(stored).toMatchObject({ area: '120.50', land: '24.1235', accountId: owner.user.account_id });
    const read = await call(owner, 'GET', `/apartment?id=${id}`);
    expect(read.json().data).toMatchObject({ id, identifier: '5', area: 120.5 });
    expect(await auditActions(ctx, 'apartments', id)).toEqual(['insert']);
  });

  it('keeps identifiers unique within a building only', async () => {
    const first = await make.building();
    const second = await make.building();
    await make.apartment({ building_id: first.id, identifier: '7' });
    const duplicate = await call(owner, 'POST', '/apartment', { building_id: first.id, identifier: '7' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.identifier).toBe('Bu blokta 7 numaralı daire zaten var.');
    expect(duplicate.json().description).toBe('Bu blokta 7 numaralı daire zaten var.');
    await make.apartment({ building_id: second.id, identifier: '7' });
    const eight = await make.apartment({ building_id: second.id, identifier: '8' });
    const renamed = await call(owner, 'PUT', '/apartment', {
      id: eight.id,
      building_id: second.id,
      identifier: '7',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses bad area, land and group values with Turkish field errors', async () => {
    const building = await make.building();
    const post = (body: object) =>
      call(owner, 'POST', '/apartment', { building_id: building.id, identifier: 'X1', ...body });
    expect((await post({ area: 12.345 })).json().errors.area).toBe('En fazla 2 ondalık basamak girilebilir.');
    expect((await post({ land: '1,23456' })).json().errors.land).toBe(
      'En fazla 4 ondalık basamak girilebilir.',
    );
    expect((await post({ area: -3 })).json().errors.area).toBe('Negatif olamaz.');
    expect((await post({ land: 'yirmi' })).json().errors.land).toBe('Bir sayı giriniz.');
    expect((await post({ identifier: '  ' })).json().errors.identifier).toBe('Bu alan boş bırakılamaz.');
    const debtGroup = await make.group({ type: 1 });
    const wrongKind = await post({ group_id: debtGroup.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.group_id).toMatch(/aidat grubu/);
    expect((await post({ group_id: 999999 })).statusCode).toBe(404);
    expect(
      (await call(owner, 'POST', '/apartment', { building_id: 999999, identifier: '1' })).statusCode,
    ).toBe(404);
    const zero = await dataOf(post({ identifier: 'Z0', area: 0, land: '0' }));
    expect(zero).toMatchObject({ area: 0, land: 0 });
  });

  it('updates an apartment, keeping its dues group when none is sent', async () => {
    const building = await make.building();
    const dues = await make.group({ type: 2 });
    const apartment = await make.apartment({ building_id: building.id, group_id: dues.id, area: 90 });
    for (const group_id of [undefined, null, '']) {
      const updated = await call(owner, 'PUT', '/apartment', {
        id: apartment.id,
        building_id: building.id,
        identifier: '42',
        area: '95,25',
        ...(group_id !== undefined && { group_id }),
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({
        description: 'Daire güncellendi.',
        data: { identifier: '42', group_id: dues.id, area: 95.25 },
      });
    }
    const other = await make.group({ type: 2 });
    const moved = await dataOf(
      call(owner, 'PUT', '/apartment', {
        id: apartment.id,
        building_id: building.id,
        identifier: '42',
        group_id: other.id,
      }),
    );
    expect(moved.group_id).toBe(other.id);
    expect(await auditActions(ctx, 'apartments', apartment.id)).toEqual([
      'insert',
      'update',
      'update',
      'update',
      'update',
    ]);
  });

  it('lists with filters, Turkish-aware key search, natural identifier order and paging', async () => {
    const sema = await make.building('Şema Blok');
    const inci = await make.building('İnci Blok');
    const dues = await make.group({ type: 2 });
    for (const identifier of ['10', '2', '1', '1A']) {
      await make.apartment({
        building_id: sema.id,
        identifier,
        area: 100,
        land: 10,
        group_id: identifier === '2' ? dues.id : null,
      });
    }
    await make.apartment({ building_id: inci.id, identifier: '3', area: 80.5, land: 8.25 });
    const list = (query: string, body: object = {}) =>
      call(owner, 'POST', `/all/apartments?page=1${query}`, body);

    const bySema = await list('', {
      building_id: sema.id,
      group_id: null,
      identifier: null,
      area: null,
      land: null,
    });
    expect(identifiers(bySema)).toEqual(['1', '1A', '2', '10']);
    expect(identifiers(await list('&order=desc', { building_id: sema.id }))).toEqual(['10', '2', '1A', '1']);
    expect(identifiers(await list('&key=sema'))).toEqual(['1', '1A', '2', '10']);
    expect((await list('&key=İNCİ')).json().Records.map((r: Row) => r.building_name)).toEqual(['İnci Blok']);
    expect(identifiers(await list('', { group_id: dues.id }))).toEqual(['2']);
    expect(identifiers(await list('', { building_id: sema.id, identifier: '1a' }))).toEqual(['1A']);
    expect(identifiers(await list('', { area: '80,5' }))).toEqual(['3']);
    expect(identifiers(await list('', { land: 8.25 }))).toEqual(['3']);
    expect((await list('', { area: '1,234' })).statusCode).toBe(400);
    const paged = await call(owner, 'POST', '/all/apartments?page=2&per_page=3', { building_id: sema.id });
    expect(paged.json()).toMatchObject({ TotalRecords: 4, Page: 2, PerPage: 3 });
    expect(identifiers(paged)).toEqual(['10']);
    const byArea = await call(owner, 'POST', '/all/apartments?page=1&sort=area&order=desc', {
      building_id: inci.id,
    });
    expect(identifiers(byArea)).toEqual(['3']);
  });

  it('answers the lookup and building lists, and the occupied-apartment list with land and area', async () => {
    const rose = await make.building('Gül Blok');
    const violet = await make.building('Menekşe Blok');
    const a1 = await make.apartment({ building_id: rose.id, identifier: '1', land: 12, area: 100 });
    await make.apartment({ building_id: rose.id, identifier: '2', land: null, area: 90 });
    const b1 = await make.apartment({ building_id: violet.id, identifier: '1', land: 0, area: null });
    const resident = await make.resident({ name: 'Şule', surname: 'Kaya' });
    const tenant = await make.resident({ name: 'Cem', surname: 'Ak' });
    await make.link({ apartment_id: a1.id, resident_id: resident.id, type: 1 });
    await make.link({ apartment_id: a1.id, resident_id: tenant.id, type: 2 });
    await make.link({ apartment_id: b1.id, resident_id: resident.id, type: 1 });

    const lookup = await call(owner, 'GET', '/apartments?key=gul');
    expect(lookup.json().Records).toEqual([
      { id: a1.id, identifier: '1', building_id: rose.id, building_name: 'Gül Blok', name: 'Gül Blok 1' },
      expect.objectContaining({ identifier: '2', name: 'Gül Blok 2' }),
    ]);
    const both = await call(owner, 'POST', '/apartments', { building_id: [rose.id, violet.id] });
    expect(both.json().TotalRecords).toBe(3);
    const paged = await call(owner, 'POST', '/apartments?page=1&per_page=2', {
      building_id: [rose.id, violet.id],
    });
    expect(paged.json()).toMatchObject({ TotalRecords: 3, PerPage: 2 });
    expect(paged.json().Records).toHaveLength(2);
    const byBuilding = await call(owner, 'POST', '/apartments/by/building', { building_id: [violet.id] });
    expect(byBuilding.json().Records).toEqual([
      expect.objectContaining({ id: b1.id, owner_name: 'Şule', owner_surname: 'Kaya', resident_count: 1 }),
    ]);
    const first = (await call(owner, 'GET', `/apartment?id=${a1.id}`)).json().data;
    expect(first).toMatchObject({
      owner_name: 'Şule',
      tenant_name: 'Cem',
      tenant_surname: 'Ak',
      resident_count: 2,
    });

    const occupied = await call(owner, 'POST', '/apartments/only/resident', {
      buildings: [rose.id, violet.id],
    });
    expect(occupied.json().Records.map((r: Row) => r.id)).toEqual([a1.id, b1.id]);
    const withLand = await call(owner, 'POST', '/apartments/only/resident', {
      buildings: [rose.id, violet.id],
      land: true,
    });
    expect(withLand.json().Records).toEqual([expect.objectContaining({ id: a1.id, land: 12, area: 100 })]);
    const withArea = await call(owner, 'POST', '/apartments/only/resident', {
      buildings: [violet.id],
      area: true,
    });
    expect(withArea.json().TotalRecords).toBe(0);
  });

  it('enforces the account apartment limit with the limit and how to raise it', async () => {
    const account = await registerAccount(ctx, { assocName: 'Küçük Site' });
    await ctx.db.update(accounts).set({ apartmentLimit: 2 }).where(eq(accounts.id, account.user.account_id));
    const small = property(ctx, account);
    const building = await small.building();
    await small.apartment({ building_id: building.id, identifier: '1' });
    await small.apartment({ building_id: building.id, identifier: '2' });
    const third = await call(account, 'POST', '/apartment', { building_id: building.id, identifier: '3' });
    expect(third.statusCode).toBe(409);
    expect(third.json().description).toBe(
      'Hesabınızın daire limiti 2 ve 2 daire kayıtlı. Daha fazla daire için Lisans sayfasından daha yüksek daire ' +
        'sayılı bir paket satın alınız veya bizimle iletişime geçiniz.',
    );
    expect((await call(account, 'GET', '/me')).json().data.apartment_count).toBe(2);
  });

  it('deletes an apartment only with the code sent to the owner, and only when nobody is linked', async () => {
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id, identifier: '9' });
    const resident = await make.resident();
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 2, move_in: '01.01.2024' });
    const debtGroup = await make.group({ type: 1 });
    await dataOf(call(owner, 'POST', '/debt/group', { apartment_id: apartment.id, group_id: debtGroup.id }));

    const request = await call(owner, 'GET', `/apartment/delete/request?id=${apartment.id}`);
    expect(request.json().description).toBe('Silme onay kodu hesap sahibinin telefonuna gönderildi.');
    const code = lastCode(ctx, owner.phone);
    const wrong = await call(owner, 'DELETE', '/apartment', {
      id: apartment.id,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().description).toMatch(/Kod hatalı/);
    const occupied = await call(owner, 'DELETE', '/apartment', { id: apartment.id, code });
    expect(occupied.statusCode).toBe(409);
    expect(occupied.json().description).toMatch(/Dairede 1 kişi kayıtlı/);
    expect((await call(owner, 'GET', `/apartment?id=${apartment.id}`)).statusCode).toBe(200);

    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: apartment.id,
        resident_id: resident.id,
        type: 2,
      }),
    );
    const removed = await call(owner, 'DELETE', '/apartment', { id: apartment.id, code });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().description).toBe('Daire silindi.');
    expect((await call(owner, 'GET', `/apartment?id=${apartment.id}`)).statusCode).toBe(404);
    expect(await auditActions(ctx, 'apartments', apartment.id)).toEqual(['insert', 'delete']);
    expect(await auditActions(ctx, 'apartment_debt_groups', `${apartment.id}:${debtGroup.id}`)).toEqual([
      'insert',
      'delete',
    ]);
    const again = await call(owner, 'DELETE', '/apartment', { id: apartment.id, code });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a building with apartments from being deleted', async () => {
    const building = await make.building();
    await make.apartment({ building_id: building.id });
    await call(owner, 'GET', `/building/delete/request?id=${building.id}`);
    const refused = await call(owner, 'DELETE', '/building', {
      id: building.id,
      code: lastCode(ctx, owner.phone),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/Binada 1 daire kayıtlı/);
  });

  it("never shows or changes another account's apartments", async () => {
    const building = await make.building('Gizli Blok');
    const apartment = await make.apartment({ building_id: building.id, identifier: '1', area: 50 });
    const theirs = property(ctx, other);
    const theirBuilding = await theirs.building();
    const attempts = [
      await call(other, 'GET', `/apartment?id=${apartment.id}`),
      await call(other, 'PUT', '/apartment', {
        id: apartment.id,
        building_id: theirBuilding.id,
        identifier: 'x',
      }),
      await call(other, 'PUT', '/apartment', { id: apartment.id, building_id: building.id, identifier: 'x' }),
      await call(other, 'POST', '/apartment', { building_id: building.id, identifier: '99' }),
      await call(other, 'GET', `/apartment/delete/request?id=${apartment.id}`),
      await call(other, 'DELETE', '/apartment', { id: apartment.id, code: '123456' }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    const lists = [
      await call(other, 'POST', '/all/apartments?page=1', {}),
      await call(other, 'POST', '/all/apartments?page=1', { building_id: building.id }),
      await call(other, 'POST', '/apartments', { building_id: [building.id] }),
      await call(other, 'GET', '/apartments?key=gizli'),
      await call(other, 'POST', '/apartments/by/building', { building_id: [building.id] }),
      await call(other, 'POST', '/apartments/only/resident', { buildings: [building.id] }),
    ];
    for (const list of lists) expect(list.json().TotalRecords, list.body).toBe(0);
    const still = (await call(owner, 'GET', `/apartment?id=${apartment.id}`)).json().data;
    expect(still).toMatchObject({ identifier: '1', building_id: building.id, area: 50 });
  });
});
