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
  owner = await registerAccount(ctx, { assocName: 'Sakin Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

const VALID_TCKN = 10000000146;
type Person = { id: number; name: string; surname: string };
const fullNames = (response: { json(): { Records: Person[] } }) =>
  response.json().Records.map((r) => `${r.name} ${r.surname}`);

describe('relatives', () => {
  it('adds, reads, lists, updates and deletes relatives with a checked TCKN and phone', async () => {
    const resident = await make.resident({ name: 'Baba', surname: 'Yıldız' });
    const created = await call(owner, 'POST', '/resident/parent', {
      resident_id: resident.id,
      name: 'Oğul',
      surname: 'Yıldız',
      national_id: VALID_TCKN,
      phone: '0 533 444 55 66',
      relation: 'oğlu',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      description: 'Yakın eklendi.',
      data: { national_id: VALID_TCKN, phone: '5334445566', relation: 'oğlu', lives_in: true },
    });
    const id = created.json().data.id;
    const asText = await dataOf(
      call(owner, 'POST', '/resident/parent', {
        resident_id: resident.id,
        name: 'Kız',
        surname: 'Yıldız',
        national_id: String(VALID_TCKN),
        lives_in: false,
      }),
    );
    expect(asText).toMatchObject({ national_id: VALID_TCKN, lives_in: false, phone: null });

    expect((await call(owner, 'GET', `/resident/parent?id=${id}`)).json().data.name).toBe('Oğul');
    const list = await call(owner, 'GET', `/resident/parents?resident_id=${resident.id}`);
    expect(fullNames(list)).toEqual(['Kız Yıldız', 'Oğul Yıldız']);
    const updated = await call(owner, 'PUT', '/resident/parent', {
      id,
      name: 'Oğul',
      surname: 'Yıldız',
      lives_in: false,
    });
    expect(updated.json()).toMatchObject({
      description: 'Yakın güncellendi.',
      data: { lives_in: false, national_id: null },
    });
    const moved = await call(owner, 'PUT', '/resident/parent', {
      id,
      resident_id: (await make.resident()).id,
      name: 'O',
      surname: 'Y',
    });
    expect(moved.statusCode).toBe(400);
    const removed = await call(owner, 'DELETE', '/resident/parent', { id });
    expect(removed.json().description).toBe('Yakın silindi.');
    expect((await call(owner, 'GET', `/resident/parent?id=${id}`)).statusCode).toBe(404);
    expect(await auditActions(ctx, 'resident_parents', id)).toEqual(['insert', 'update', 'delete']);
  });

  it('refuses an invalid TCKN and phone; a bulk add with one bad relative adds none', async () => {
    const resident = await make.resident();
    const post = (body: object) =>
      call(owner, 'POST', '/resident/parent', { resident_id: resident.id, name: 'A', surname: 'B', ...body });
    const tckn = await post({ national_id: 12345678901 });
    expect(tckn.statusCode).toBe(400);
    expect(tckn.json().errors.national_id).toBe('Geçerli bir T.C. kimlik numarası giriniz.');
    expect((await post({ national_id: 123 })).json().errors.national_id).toMatch(/T.C. kimlik/);
    expect((await post({ phone: '0312 444 55 66' })).json().errors.phone).toMatch(/cep telefonu/);

    const bulk = await call(owner, 'POST', '/resident/parents', {
      resident_id: resident.id,
      parents: [
        { name: 'Anne', surname: 'B', national_id: VALID_TCKN },
        { name: 'Baba', surname: 'B', national_id: 11111111111 },
      ],
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors['parents.1.national_id']).toBe('Geçerli bir T.C. kimlik numarası giriniz.');
    expect(
      (await call(owner, 'GET', `/resident/parents?resident_id=${resident.id}`)).json().TotalRecords,
    ).toBe(0);
    const good = await call(owner, 'POST', '/resident/parents', {
      resident_id: resident.id,
      parents: [
        { name: 'Anne', surname: 'B' },
        { name: 'Baba', surname: 'B', relation: 'babası' },
      ],
    });
    expect(good.json()).toMatchObject({ description: '2 yakın eklendi.' });
    expect(good.json().data).toHaveLength(2);
  });
});

describe('non-members', () => {
  it('adds, searches, updates and deletes non-members with a checked phone', async () => {
    const created = await call(owner, 'POST', '/non/members', {
      name: 'Tedarikçi Şükrü',
      phone: '0 542 000 11 22',
    });
    expect(created.json()).toMatchObject({ description: 'Kişi eklendi.', data: { phone: '5420001122' } });
    const id = created.json().data.id;
    await dataOf(call(owner, 'POST', '/non/members', { name: 'Bahçıvan Rıza', phone: '5420001123' }));
    expect(
      (await call(owner, 'POST', '/non/members', { name: 'X', phone: '0212 000 11 22' })).json().errors.phone,
    ).toMatch(/cep telefonu/);
    const search = await call(owner, 'GET', '/non/members?page=1&key=sukru');
    expect(search.json().Records.map((m: { name: string }) => m.name)).toEqual(['Tedarikçi Şükrü']);
    expect((await call(owner, 'GET', '/non/members?page=1&per_page=1')).json()).toMatchObject({
      TotalRecords: 2,
    });
    const updated = await call(owner, 'PUT', '/non/members', {
      id,
      name: 'Tedarikçi Şükrü Bey',
      phone: '5420001124',
    });
    expect(updated.json().data).toEqual({
      id,
      name: 'Tedarikçi Şükrü Bey',
      phone: '5420001124',
      email: null,
    });
    expect((await call(owner, 'DELETE', '/non/members', { id })).json().description).toBe('Kişi silindi.');
    expect(await auditActions(ctx, 'non_members', id)).toEqual(['insert', 'update', 'delete']);
  });
});

describe('isolation', () => {
  it("never shows or changes another account's residents, links, relatives or non-members", async () => {
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id });
    const resident = await make.resident({ name: 'Gizli', surname: 'Sakin', phone: '5329990011' });
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1 });
    const parent = await dataOf(
      call(owner, 'POST', '/resident/parent', { resident_id: resident.id, name: 'Gizli', surname: 'Yakın' }),
    );
    const member = await dataOf(
      call(owner, 'POST', '/non/members', { name: 'Gizli Kişi', phone: '5329990012' }),
    );
    const theirs = property(ctx, other);
    const theirApartment = await theirs.apartment({ building_id: (await theirs.building()).id });
    const theirResident = await theirs.resident();

    const attempts = [
      await call(other, 'GET', `/resident/single?id=${resident.id}`),
      await call(other, 'PUT', '/resident', { id: resident.id, name: 'Ele', surname: 'Geçti' }),
      await call(other, 'DELETE', '/resident', { id: resident.id }),
      await call(other, 'GET', `/resident/apartment?apartment_id=${apartment.id}&page=1`),
      await call(other, 'POST', '/resident/apartment', {
        apartment_id: apartment.id,
        resident_id: theirResident.id,
        type: 2,
      }),
      await call(other, 'POST', '/resident/apartment', {
        apartment_id: theirApartment.id,
        resident_id: resident.id,
        type: 2,
      }),
      await call(other, 'DELETE', '/resident/apartment', {
        apartment_id: apartment.id,
        resident_id: resident.id,
        type: 1,
      }),
      await call(other, 'GET', `/resident/parents?resident_id=${resident.id}`),
      await call(other, 'GET', `/resident/parent?id=${parent.id}`),
      await call(other, 'POST', '/resident/parent', { resident_id: resident.id, name: 'X', surname: 'Y' }),
      await call(other, 'PUT', '/resident/parent', { id: parent.id, name: 'X', surname: 'Y' }),
      await call(other, 'DELETE', '/resident/parent', { id: parent.id }),
      await call(other, 'PUT', '/non/members', { id: member.id, name: 'X', phone: '5320000000' }),
      await call(other, 'DELETE', '/non/members', { id: member.id }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    for (const list of [
      await call(other, 'POST', '/resident/all?page=1', { name: 'gizli' }),
      await call(other, 'POST', '/resident/not/paginate', { name: 'gizli' }),
      await call(other, 'POST', '/resident?page=1', { apartment_id: apartment.id }),
      await call(other, 'GET', '/resident/main?key=gizli'),
      await call(other, 'GET', '/non/members?page=1&key=gizli'),
    ]) {
      expect(list.json().TotalRecords, list.body).toBe(0);
    }
    const still = (await call(owner, 'GET', `/resident/single?id=${resident.id}`)).json().data;
    expect(still).toMatchObject({
      name: 'Gizli',
      phone: '5329990011',
      apartments: [expect.objectContaining({ move_out: null })],
    });
    expect(still.parents).toHaveLength(1);
  });
});
