import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { apartmentResidents, residentParents, residents } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, moneyFixtures, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sakin Sitesi' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

type Person = { id: number; name: string; surname: string };
const fullNames = (response: { json(): { Records: Person[] } }) =>
  response.json().Records.map((r) => `${r.name} ${r.surname}`);

describe('residents', () => {
  it('creates a resident with a normalised phone, a birth day and a gender, and audits it', async () => {
    const created = await call(owner, 'POST', '/resident', {
      name: ' Şule ',
      surname: 'Işıkçı',
      phone: '0532 123 45 67',
      gender: 'female',
      birth_day: '29.02.1984',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      description: 'Sakin eklendi.',
      data: {
        name: 'Şule',
        surname: 'Işıkçı',
        phone: '5321234567',
        gender: 'female',
        birth_day: '29.02.1984',
        apartments: [],
      },
    });
    const id = created.json().data.id;
    const [stored] = await ctx.db.select().from(residents).where(eq(residents.id, id));
    expect(stored).toMatchObject({ birthDay: '1984-02-29', phone: '5321234567' });
    expect(await auditActions(ctx, 'residents', id)).toEqual(['insert']);
    const bare = await make.resident({ phone: null, gender: null, birth_day: null });
    expect(bare).toMatchObject({ phone: null, gender: null, birth_day: null });
  });

  it('refuses a phone that is not a Turkish mobile, an unreal or future birth day and an unknown gender', async () => {
    const post = (body: object) =>
      call(owner, 'POST', '/resident', { name: 'Ali', surname: 'Veli', ...body });
    const landline = await post({ phone: '0212 123 45 67' });
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors.phone).toBe('Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).');
    expect((await post({ phone: '12345' })).json().errors.phone).toMatch(/cep telefonu/);
    const february = await post({ birth_day: '31.02.2020' });
    expect(february.statusCode).toBe(400);
    expect(february.json().errors.birth_day).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
    expect((await post({ birth_day: '2020-01-01' })).json().errors.birth_day).toMatch(/GG.AA.YYYY/);
    const next = todayInIstanbul();
    const future = formatDmy({ ...next, year: next.year + 1 });
    expect((await post({ birth_day: future })).json().errors.birth_day).toBe(
      'Doğum tarihi ileri bir tarih olamaz.',
    );
    expect((await post({ gender: 'other' })).statusCode).toBe(400);
    expect((await post({ surname: undefined })).json().errors.surname).toBe('Bu alan zorunludur.');
    const count = (await call(owner, 'POST', '/resident/not/paginate', { name: 'ali veli' })).json()
      .TotalRecords;
    expect(count).toBe(0);
  });

  it('lists with Turkish-aware name search, partial phone, gender, building and paging', async () => {
    const building = await make.building('Çınar Blok');
    const apartment = await make.apartment({ building_id: building.id, identifier: '4' });
    const ismail = await make.resident({
      name: 'İsmail',
      surname: 'Güneş',
      phone: '5441112233',
      gender: 'male',
    });
    await make.resident({ name: 'Işıl', surname: 'Öz', phone: '5059998877', gender: 'female' });
    await make.link({ apartment_id: apartment.id, resident_id: ismail.id, type: 1 });
    const list = (body: object, query = '') => call(owner, 'POST', `/resident/all?page=1${query}`, body);

    expect(fullNames(await list({ name: 'ismail gunes' }))).toEqual(['İsmail Güneş']);
    expect(fullNames(await list({ name: 'ISIL' }))).toEqual(['Işıl Öz']);
    expect(fullNames(await list({ phone: '0544 111' }))).toEqual(['İsmail Güneş']);
    expect(fullNames(await list({ phone: '9988' }))).toEqual(['Işıl Öz']);
    expect(fullNames(await list({ gender: 'female', name: 'öz' }))).toEqual(['Işıl Öz']);
    const inBuilding = await list({
      building_id: building.id,
      name: null,
      phone: null,
      gender: null,
      debt_remaining: null,
    });
    expect(inBuilding.json().Records).toEqual([
      expect.objectContaining({
        name: 'İsmail',
        building_names: 'Çınar Blok',
        apartment_identifiers: '4',
        apartments: [
          expect.objectContaining({ apartment_id: apartment.id, type: 1, type_name: 'Ev sahibi' }),
        ],
      }),
    ]);
    const total = (await list({})).json().TotalRecords;
    const page = await call(owner, 'POST', '/resident/all?page=2&per_page=2&sort=surname', {});
    expect(page.json()).toMatchObject({ TotalRecords: total, Page: 2, PerPage: 2 });
    const all = await call(owner, 'POST', '/resident/not/paginate', {});
    expect(all.json().Records).toHaveLength(total);
    const lookup = await call(owner, 'GET', '/resident/main?key=isma');
    expect(lookup.json().Records).toEqual([
      { id: ismail.id, name: 'İsmail', surname: 'Güneş', phone: '5441112233' },
    ]);
  });

  it('lists the residents of an apartment (POST /resident?page), current links only', async () => {
    const building = await make.building();
    const flat = await make.apartment({ building_id: building.id });
    const neighbour = await make.apartment({ building_id: building.id });
    const ownerOfFlat = await make.resident({ name: 'Deniz', surname: 'Ev' });
    const tenant = await make.resident({ name: 'Kerem', surname: 'Kira' });
    const gone = await make.resident({ name: 'Eski', surname: 'Kiracı' });
    await make.resident({ name: 'Bağsız', surname: 'Kişi' });
    await make.link({ apartment_id: flat.id, resident_id: ownerOfFlat.id, type: 1 });
    await make.link({ apartment_id: flat.id, resident_id: tenant.id, type: 2 });
    await make.link({ apartment_id: neighbour.id, resident_id: gone.id, type: 2, move_in: '01.01.2020' });
    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: neighbour.id,
        resident_id: gone.id,
        type: 2,
      }),
    );

    const ofFlat = await call(owner, 'POST', '/resident?page=1', { apartment_id: flat.id });
    expect(fullNames(ofFlat)).toEqual(['Deniz Ev', 'Kerem Kira']);
    const ofBuilding = await call(owner, 'POST', '/resident?page=1', { building_id: building.id });
    expect(fullNames(ofBuilding)).toEqual(['Deniz Ev', 'Kerem Kira']);
    const linked = await call(owner, 'POST', '/resident?page=1&per_page=100', { apartment_id: null });
    expect(fullNames(linked)).not.toContain('Bağsız Kişi');
    expect(fullNames(linked)).not.toContain('Eski Kiracı');
  });

  it('shows one resident with every apartment link (history too) and relatives', async () => {
    const building = await make.building('Detay Blok');
    const apartment = await make.apartment({ building_id: building.id, identifier: '12' });
    const earlier = await make.apartment({ building_id: building.id, identifier: '3' });
    const resident = await make.resident({ name: 'Hakan', surname: 'Demir' });
    await make.link({ apartment_id: earlier.id, resident_id: resident.id, type: 2, move_in: '01.06.2019' });
    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: earlier.id,
        resident_id: resident.id,
        type: 2,
        move_out: '31.05.2021',
      }),
    );
    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1, move_in: '01.06.2021' });
    await dataOf(
      call(owner, 'POST', '/resident/parent', { resident_id: resident.id, name: 'Emine', surname: 'Demir' }),
    );

    const single = await call(owner, 'GET', `/resident/single?id=${resident.id}`);
    expect(single.statusCode, single.body).toBe(200);
    const data = single.json().data;
    expect(data).toMatchObject({ name: 'Hakan', building_names: 'Detay Blok', apartment_identifiers: '12' });
    expect(data.apartments).toEqual([
      expect.objectContaining({ identifier: '12', type: 1, move_in: '01.06.2021', move_out: null }),
      expect.objectContaining({
        identifier: '3',
        type: 2,
        type_name: 'Kiracı',
        move_in: '01.06.2019',
        move_out: '31.05.2021',
      }),
    ]);
    expect(data.parents).toEqual([expect.objectContaining({ name: 'Emine', lives_in: true })]);
  });

  it('updates a resident and deletes one only when no apartment link is current', async () => {
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id });
    const resident = await make.resident({ name: 'Silinecek', surname: 'Kişi', phone: '5321110000' });
    const updated = await call(owner, 'PUT', '/resident', {
      id: resident.id,
      name: 'Silinecek',
      surname: 'Kişi',
      phone: '+90 532 111 00 01',
      gender: 'male',
      birth_day: '01.01.1970',
    });
    expect(updated.json()).toMatchObject({
      description: 'Sakin güncellendi.',
      data: { phone: '5321110001', gender: 'male', birth_day: '01.01.1970' },
    });
    const badUpdate = await call(owner, 'PUT', '/resident', {
      id: resident.id,
      name: 'S',
      surname: 'K',
      phone: '123',
    });
    expect(badUpdate.statusCode).toBe(400);

    await make.link({ apartment_id: apartment.id, resident_id: resident.id, type: 1, move_in: '01.01.2020' });
    await dataOf(
      call(owner, 'POST', '/resident/parent', { resident_id: resident.id, name: 'Yakın', surname: 'Kişi' }),
    );
    const refused = await call(owner, 'DELETE', '/resident', { id: resident.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe(
      'Bu kişi 1 dairede kayıtlı. Önce daire detayından kişinin daireden çıkışını yapınız.',
    );
    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: apartment.id,
        resident_id: resident.id,
        type: 1,
      }),
    );
    const removed = await call(owner, 'DELETE', '/resident', { id: resident.id });
    expect(removed.json().description).toBe('Sakin silindi.');
    expect((await call(owner, 'GET', `/resident/single?id=${resident.id}`)).statusCode).toBe(404);
    expect(
      await ctx.db.select().from(residentParents).where(eq(residentParents.residentId, resident.id)),
    ).toEqual([]);
    expect(
      await ctx.db.select().from(apartmentResidents).where(eq(apartmentResidents.residentId, resident.id)),
    ).toEqual([]);
    expect(await auditActions(ctx, 'residents', resident.id)).toEqual(['insert', 'update', 'delete']);
  });
});

describe('remaining debt of residents', () => {
  it('shows what each resident still owes and filters those who owe something (debt_remaining)', async () => {
    const who = await registerAccount(ctx, { assocName: 'Borçlu Sitesi' });
    const m = moneyFixtures(ctx, who);
    const type = await m.incomeType();
    const cash = await m.cashAccount();
    const [a, b, c] = await m.flats(3);
    const pay = (debtId: number, amount: number) =>
      dataOf(
        m.pay({
          debt_id: debtId,
          account_id: cash.id,
          accounting_type_id: type.id,
          amount,
          date: '05.02.2025',
        }),
      );
    const first = await m.debt(a!.apartment.id, type.id, '100,50');
    await m.debt(a!.apartment.id, type.id, 50);
    await pay(first, 20);
    await pay(await m.debt(b!.apartment.id, type.id, 80), 80);
    const deleted = await m.debt(c!.apartment.id, type.id, 30);
    await dataOf(call(who, 'DELETE', '/delete/debt/single', { id: deleted }));

    const list = (body: object, query = '') => call(who, 'POST', `/resident/all?page=1${query}`, body);
    const owed = (response: { json(): { Records: (Person & { debt_remaining: number })[] } }) =>
      response.json().Records.map((r) => [r.id, r.debt_remaining]);
    expect(owed(await list({}, '&sort=id'))).toEqual([
      [a!.owner.id, 130.5],
      [b!.owner.id, 0],
      [c!.owner.id, 0],
    ]);
    expect(owed(await list({ debt_remaining: true }))).toEqual([[a!.owner.id, 130.5]]);
    expect((await list({ debt_remaining: true })).json().TotalRecords).toBe(1);
    expect(owed(await list({ debt_remaining: false }, '&sort=id'))).toEqual([
      [b!.owner.id, 0],
      [c!.owner.id, 0],
    ]);
    expect((await list({ debt_remaining: null })).json().TotalRecords).toBe(3);
    expect(owed(await list({}, '&sort=debt_remaining&order=DESC'))[0]).toEqual([a!.owner.id, 130.5]);
    const exported = await call(who, 'POST', '/resident/not/paginate', { debt_remaining: true });
    expect(exported.json().Records.map((r: Person) => r.id)).toEqual([a!.owner.id]);
    const single = await dataOf<{ debt_remaining: number }>(
      call(who, 'GET', `/resident/single?id=${a!.owner.id}`),
    );
    expect(single.debt_remaining).toBe(130.5);
    expect((await list({ debt_remaining: 'abc' })).statusCode).toBe(400);
    // Another account's residents and debts stay apart.
    const mine = await call(owner, 'POST', '/resident/all?page=1&per_page=500', { debt_remaining: true });
    expect(mine.json().Records.map((r: Person) => r.id)).not.toContain(a!.owner.id);
  });
});
