import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Yetki Sitesi' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

/** A flat with an owner, a relative, a debt group, an exemption and a non-member, all made by the owner. */
async function scene() {
  const building = await make.building();
  const apartment = await make.apartment({ building_id: building.id });
  const resident = await make.resident();
  await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
  const parent = await dataOf(
    call(owner, 'POST', '/resident/parent', { resident_id: resident.id, name: 'Y', surname: 'K' }),
  );
  const group = await make.group({ type: 1 });
  await dataOf(call(owner, 'POST', '/debt/group', { apartment_id: apartment.id, group_id: group.id }));
  const type = await make.accountingType();
  const exemption = await dataOf(
    call(owner, 'POST', '/debt/exemption', { apartment_id: apartment.id, accounting_type_id: type.id }),
  );
  const member = await dataOf(
    call(owner, 'POST', '/non/members', { name: 'Üye Değil', phone: '5320001100' }),
  );
  return { building, apartment, resident, parent, group, type, exemption, member };
}

const VIEW_DENIED = 'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
const WRITE_DENIED = 'Bu bölümde kayıt ekleme veya düzenleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
const DELETE_DENIED = 'Silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';

describe('lookups behind the money screens', () => {
  const NO_AREA = {
    show_resident_and_apartments: 0,
    show_definitions: 0,
    exec_definitions: 0,
    show_debit: 0,
    show_accounting: 0,
  } as const;

  async function lookups(sub: SignedIn, s: Awaited<ReturnType<typeof scene>>) {
    return Promise.all([
      call(sub, 'GET', '/apartments?key=a'),
      call(sub, 'POST', '/apartments/by/building', { building_id: [s.building.id] }),
      call(sub, 'GET', '/resident/main?key=a'),
      call(sub, 'POST', '/buildings', { all: true }),
      call(sub, 'GET', '/accounting/types'),
      call(sub, 'GET', `/resident/debts?resident_id=${s.resident.id}&page=1`),
      call(sub, 'GET', `/apartment/debts?apartment_id=${s.apartment.id}&page=1`),
    ]);
  }

  it('are open to a clerk who only enters debts or only collects, but not their lists and details', async () => {
    const s = await scene();
    for (const rights of [
      { ...NO_AREA, show_debit: 1 } as const,
      { ...NO_AREA, show_accounting: 1 } as const,
    ]) {
      const clerk = await createSubUser(ctx, owner, rights);
      for (const response of await lookups(clerk, s)) expect(response.statusCode, response.body).toBe(200);
      const types = (await call(clerk, 'GET', '/accounting/types')).json().Records;
      expect(types.map((t: { id: number }) => t.id)).toContain(s.type.id);
      expect((await call(clerk, 'POST', '/all/apartments?page=1', {})).statusCode).toBe(403);
      expect((await call(clerk, 'GET', `/resident/single?id=${s.resident.id}`)).statusCode).toBe(403);
      expect((await call(clerk, 'POST', '/accounting/type', { name: 'Yasak Tür', type: 1 })).statusCode).toBe(
        403,
      );
    }
  });

  it('are refused to a sub-user with none of those areas', async () => {
    const s = await scene();
    const nobody = await createSubUser(ctx, owner, NO_AREA);
    for (const response of await lookups(nobody, s)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().description).toBe(VIEW_DENIED);
    }
  });

  it('finds a resident by the phone typed as a manager reads it', async () => {
    const person = await make.resident({ phone: '541 987 65 43' });
    const found = (
      await call(owner, 'GET', `/resident/main?key=${encodeURIComponent('0541 987 65 43')}`)
    ).json();
    expect(found.Records.map((r: { id: number }) => r.id)).toEqual([person.id]);
    const byName = (await call(owner, 'GET', '/resident/main?key=541')).json();
    expect(byName.Records.map((r: { id: number }) => r.id)).toContain(person.id);
  });
});

describe('resident_and_apartments levels', () => {
  it('show 0: every list and detail of the area is refused', async () => {
    const s = await scene();
    const sub = await createSubUser(ctx, owner, { show_resident_and_apartments: 0 });
    const reads = [
      call(sub, 'POST', '/all/apartments?page=1', {}),
      call(sub, 'GET', `/apartment?id=${s.apartment.id}`),
      call(sub, 'POST', '/apartments', { building_id: [s.building.id] }),
      call(sub, 'POST', '/apartments/only/resident', { buildings: [s.building.id] }),
      call(sub, 'POST', '/resident/all?page=1', {}),
      call(sub, 'POST', '/resident/not/paginate', {}),
      call(sub, 'POST', '/resident?page=1', {}),
      call(sub, 'GET', `/resident/single?id=${s.resident.id}`),
      call(sub, 'GET', `/resident/apartment?apartment_id=${s.apartment.id}`),
      call(sub, 'GET', `/stock/holders?apartment_id=${s.apartment.id}`),
      call(sub, 'GET', `/resident/parents?resident_id=${s.resident.id}`),
      call(sub, 'GET', `/resident/parent?id=${s.parent.id}`),
      call(sub, 'GET', '/non/members?page=1'),
      call(sub, 'GET', `/debt/groups?apartment_id=${s.apartment.id}`),
      call(sub, 'GET', `/debt/exemptions/apartment?apartment_id=${s.apartment.id}`),
    ];
    for (const response of await Promise.all(reads)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().description).toBe(VIEW_DENIED);
    }
  });

  it('show 1 and exec 0: lists and reads, but creates and edits nothing', async () => {
    const s = await scene();
    const sub = await createSubUser(ctx, owner, {
      show_resident_and_apartments: 1,
      exec_resident_and_apartments: 0,
    });
    expect((await call(sub, 'POST', '/all/apartments?page=1', {})).statusCode).toBe(200);
    expect((await call(sub, 'POST', '/resident?page=1', {})).statusCode).toBe(200);
    expect((await call(sub, 'GET', `/resident/single?id=${s.resident.id}`)).statusCode).toBe(200);
    const writes = [
      call(sub, 'POST', '/apartment', { building_id: s.building.id, identifier: 'Y1' }),
      call(sub, 'PUT', '/apartment', { id: s.apartment.id, building_id: s.building.id, identifier: 'Y2' }),
      call(sub, 'POST', '/resident', { name: 'Yeni', surname: 'Sakin' }),
      call(sub, 'PUT', '/resident', { id: s.resident.id, name: 'Yeni', surname: 'Ad' }),
      call(sub, 'POST', '/resident/apartment', {
        apartment_id: s.apartment.id,
        resident_id: s.resident.id,
        type: 2,
      }),
      call(sub, 'POST', '/stock/holder', { apartment_id: s.apartment.id, name: 'H', surname: 'S' }),
      call(sub, 'POST', '/resident/parent', { resident_id: s.resident.id, name: 'Y', surname: 'K' }),
      call(sub, 'POST', '/non/members', { name: 'Yeni', phone: '5320001101' }),
      call(sub, 'POST', '/debt/groups', { apartment_id: s.apartment.id, group_ids: [] }),
      call(sub, 'POST', '/debt/exemption', { apartment_id: s.apartment.id, accounting_type_id: s.type.id }),
      call(sub, 'POST', '/apartment/multi', {
        file_key: 'permission-test-1',
        rows: [{ row: 2, building: 'A', identifier: '1' }],
      }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().description).toBe(WRITE_DENIED);
    }
    expect(
      (await call(owner, 'POST', '/resident/not/paginate', { name: 'yeni sakin' })).json().TotalRecords,
    ).toBe(0);
  });

  it('exec 1: creates and edits, but deletes and removes nothing', async () => {
    const s = await scene();
    const sub = await createSubUser(ctx, owner, { exec_resident_and_apartments: 1 });
    const apartment = await dataOf(
      call(sub, 'POST', '/apartment', { building_id: s.building.id, identifier: 'E1' }),
    );
    await dataOf(
      call(sub, 'PUT', '/apartment', { id: apartment.id, building_id: s.building.id, identifier: 'E2' }),
    );
    const resident = await dataOf(call(sub, 'POST', '/resident', { name: 'Alt', surname: 'Ekledi' }));
    await dataOf(
      call(sub, 'POST', '/resident/apartment', {
        apartment_id: apartment.id,
        resident_id: resident.id,
        type: 2,
      }),
    );
    await dataOf(
      call(sub, 'POST', '/resident/parent', { resident_id: resident.id, name: 'Y', surname: 'K' }),
    );
    await dataOf(call(sub, 'POST', '/non/members', { name: 'Alt Üye', phone: '5320001102' }));

    const deletes = [
      call(sub, 'GET', `/apartment/delete/request?id=${s.apartment.id}`),
      call(sub, 'DELETE', '/apartment', { id: s.apartment.id, code: '123456' }),
      call(sub, 'DELETE', '/resident', { id: s.resident.id }),
      call(sub, 'DELETE', '/resident/apartment', {
        apartment_id: s.apartment.id,
        resident_id: s.resident.id,
        type: 1,
      }),
      call(sub, 'DELETE', '/stock/holder', { apartment_id: s.apartment.id, stock_holder_id: s.resident.id }),
      call(sub, 'DELETE', '/resident/parent', { id: s.parent.id }),
      call(sub, 'DELETE', '/non/members', { id: s.member.id }),
      call(sub, 'DELETE', '/debt/group', { apartment_id: s.apartment.id, group_id: s.group.id }),
      call(sub, 'DELETE', '/debt/exemption', { id: s.exemption.id }),
    ];
    for (const response of await Promise.all(deletes)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().description).toBe(DELETE_DENIED);
    }
    const detail = (await call(owner, 'GET', `/resident/single?id=${s.resident.id}`)).json().data;
    expect(detail.apartments).toEqual([
      expect.objectContaining({ apartment_id: s.apartment.id, move_out: null }),
    ]);
    expect(detail.parents).toHaveLength(1);
  });

  it('exec 2: removes links and deletes', async () => {
    const s = await scene();
    const sub = await createSubUser(ctx, owner, { exec_resident_and_apartments: 2 });
    await dataOf(
      call(sub, 'DELETE', '/resident/apartment', {
        apartment_id: s.apartment.id,
        resident_id: s.resident.id,
        type: 1,
      }),
    );
    expect((await call(sub, 'DELETE', '/resident', { id: s.resident.id })).statusCode).toBe(200);
    expect((await call(sub, 'DELETE', '/non/members', { id: s.member.id })).statusCode).toBe(200);
  });
});
