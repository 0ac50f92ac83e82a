import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, property } from '../helpers/propertyFixtures';

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

describe('owners and tenants of an apartment', () => {
  it('links owners and tenants, refuses the same role twice, ends links keeping history', async () => {
    const building = await make.building();
    const apartment = await make.apartment({ building_id: building.id });
    const ayse = await make.resident({ name: 'Ayşe', surname: 'Sahip' });
    const mert = await make.resident({ name: 'Mert', surname: 'Ortak' });
    const can = await make.resident({ name: 'Can', surname: 'Kiracı' });

    const link = await call(owner, 'POST', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: ayse.id,
      type: 1,
      move_in: '15.03.2018',
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({
      description: 'Ev sahibi daireye eklendi.',
      data: { resident_id: ayse.id, name: 'Ayşe', type: 1, move_in: '15.03.2018', move_out: null },
    });
    // Several owners are allowed: co-owners without shares.
    await make.link({ apartment_id: apartment.id, resident_id: mert.id, type: 1 });
    const tenancy = await make.link({ apartment_id: apartment.id, resident_id: can.id, type: 2 });
    expect(tenancy.move_in).toBe(formatDmy(todayInIstanbul()));

    const twice = await call(owner, 'POST', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: ayse.id,
      type: 1,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('Bu kişi bu dairede zaten ev sahibi olarak kayıtlı.');
    const badDate = await call(owner, 'POST', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: can.id,
      type: 1,
      move_in: '30.02.2024',
    });
    expect(badDate.json().errors.move_in).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
    const stockHolderType = await call(owner, 'POST', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: can.id,
      type: 3,
    });
    expect(stockHolderType.statusCode).toBe(400);

    const list = (query: string) =>
      call(owner, 'GET', `/resident/apartment?apartment_id=${apartment.id}&page=1${query}`);
    // Newest move-in first.
    expect(fullNames(await list('&type=1'))).toEqual(['Mert Ortak', 'Ayşe Sahip']);
    expect(fullNames(await list('&type=2'))).toEqual(['Can Kiracı']);
    expect((await list('')).json().TotalRecords).toBe(3);

    const early = await call(owner, 'DELETE', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: ayse.id,
      type: 1,
      move_out: '01.01.2018',
    });
    expect(early.json().errors.move_out).toBe('Çıkış tarihi giriş tarihinden önce olamaz.');
    const ended = await call(owner, 'DELETE', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: can.id,
      type: 2,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data.move_out).toBe(formatDmy(todayInIstanbul()));
    const notCurrent = await call(owner, 'DELETE', '/resident/apartment', {
      apartment_id: apartment.id,
      resident_id: can.id,
      type: 2,
    });
    expect(notCurrent.statusCode).toBe(404);

    expect(fullNames(await list('&type=2'))).toEqual([]);
    const history = await list('&type=2&all=true');
    expect(history.json().Records).toEqual([
      expect.objectContaining({ name: 'Can', move_out: formatDmy(todayInIstanbul()) }),
    ]);
    // Moving back in is a new link; the old one stays in the history.
    await make.link({ apartment_id: apartment.id, resident_id: can.id, type: 2 });
    expect((await list('&type=2&all=true')).json().TotalRecords).toBe(2);
    expect(await auditActions(ctx, 'apartment_residents', tenancy.id)).toEqual(['insert', 'update']);
  });
});
