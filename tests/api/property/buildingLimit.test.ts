/**
 * A building's "Daire sınırı" (apartment_limit) is the number of flats it has (issue 8, point 7): the flats
 * recorded are shown beside it, no flat is recorded beyond it, it is never lowered below them, and 0 is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readApartmentSheet } from '../../../common/importRows';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, property } from '../helpers/propertyFixtures';
import { fileKey, sheetRows, workbookOf } from '../helpers/xlsx';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sınır Sitesi' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

const FULL =
  'Lale Blok binasının daire sınırı 2 ve 2 daire kayıtlı. Daha fazla daire eklemek için önce Binalar sayfasından binanın daire sınırını yükseltiniz.';

type Building = { id: number; name: string; apartment_limit: number; apartment_count: number };
const shown = async (id: number): Promise<Building> =>
  (await call(owner, 'GET', `/building/${id}`)).json().data;
const listed = async (name: string): Promise<Building> =>
  (await call(owner, 'GET', `/building?page=1&key=${encodeURIComponent(name)}`)).json().Records[0];
const newBuilding = (name: string, limit: number) =>
  dataOf<Building>(call(owner, 'POST', '/building', { name, apartment_limit: limit }));

describe('a building’s apartment limit', () => {
  it('shows the flats recorded beside the limit, in the list and on the building', async () => {
    const building = await newBuilding('Gül Blok', 12);
    expect(building).toMatchObject({ apartment_limit: 12, apartment_count: 0 });
    await make.apartment({ building_id: building.id, identifier: '1' });
    await make.apartment({ building_id: building.id, identifier: '2' });
    expect(await listed('Gül Blok')).toMatchObject({ apartment_limit: 12, apartment_count: 2 });
    expect(await shown(building.id)).toMatchObject({ apartment_limit: 12, apartment_count: 2 });
  });

  it('refuses 0 and a negative limit, and creates nothing', async () => {
    for (const limit of [0, -3]) {
      const refused = await call(owner, 'POST', '/building', { name: 'Boş Blok', apartment_limit: limit });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ apartment_limit: 'En az 1 olmalıdır.' });
    }
    expect((await call(owner, 'GET', '/building?page=1&key=Boş Blok')).json().TotalRecords).toBe(0);
  });

  it('refuses a flat beyond the limit with a Turkish message, and records nothing', async () => {
    const building = await newBuilding('Lale Blok', 2);
    await make.apartment({ building_id: building.id, identifier: '1' });
    await make.apartment({ building_id: building.id, identifier: '2' });
    const third = await call(owner, 'POST', '/apartment', { building_id: building.id, identifier: '3' });
    expect(third.statusCode).toBe(409);
    expect(third.json().description).toBe(FULL);
    expect(await shown(building.id)).toMatchObject({ apartment_limit: 2, apartment_count: 2 });

    // Moving a flat of another building into the full one is refused the same way.
    const other = await newBuilding('Papatya Blok', 5);
    const flat = await make.apartment({ building_id: other.id, identifier: '9' });
    const moved = await call(owner, 'PUT', '/apartment', {
      id: flat.id,
      building_id: building.id,
      identifier: '9',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().description).toBe(FULL);
    expect((await call(owner, 'GET', `/apartment?id=${flat.id}`)).json().data.building_id).toBe(other.id);
    expect(await shown(building.id)).toMatchObject({ apartment_count: 2 });
  });

  it('refuses lowering the limit below the flats recorded, and keeps it', async () => {
    const building = await newBuilding('Menekşe Blok', 4);
    for (const identifier of ['1', '2', '3']) await make.apartment({ building_id: building.id, identifier });
    const lowered = await call(owner, 'PUT', '/building', {
      id: building.id,
      name: 'Menekşe Blok',
      apartment_limit: 2,
    });
    expect(lowered.statusCode).toBe(409);
    const reason = 'Binada 3 daire kayıtlı; daire sınırı kayıtlı daire sayısından az olamaz.';
    expect(lowered.json()).toMatchObject({ description: reason, errors: { apartment_limit: reason } });
    const zero = await call(owner, 'PUT', '/building', {
      id: building.id,
      name: 'Menekşe Blok',
      apartment_limit: 0,
    });
    expect(zero.json().errors).toEqual({ apartment_limit: 'En az 1 olmalıdır.' });
    expect(await shown(building.id)).toMatchObject({ apartment_limit: 4, apartment_count: 3 });

    // Down to exactly the flats recorded is allowed.
    const exact = await dataOf<Building>(
      call(owner, 'PUT', '/building', { id: building.id, name: 'Menekşe Blok', apartment_limit: 3 }),
    );
    expect(exact).toMatchObject({ apartment_limit: 3, apartment_count: 3 });
  });

  it('refuses the imported flats beyond an existing building’s limit, and imports none of the file', async () => {
    const building = await newBuilding('Sümbül Blok', 3);
    await make.apartment({ building_id: building.id, identifier: '1' });
    const file = await workbookOf([
      ['Blok', 'Daire No', 'Brüt m²', 'Arsa Payı', 'Grup'],
      ['Sümbül Blok', '2', 100, null, null],
      ['Sümbül Blok', '3', 100, null, null],
      ['Sümbül Blok', '4', 100, null, null],
      ['Yeni Blok', '1', 90, null, null],
    ]);
    const { rows } = readApartmentSheet(await sheetRows(file));
    const answer = await call(owner, 'POST', '/apartment/multi', { file_key: fileKey(file), rows });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.problems).toEqual([
      {
        row: 4,
        column: 'Blok',
        reason:
          'Sümbül Blok binasının daire sınırı 3 ve 1 daire kayıtlı. Daha fazla daire eklemek için önce Binalar sayfasından binanın daire sınırını yükseltiniz.',
      },
    ]);
    expect(await shown(building.id)).toMatchObject({ apartment_limit: 3, apartment_count: 1 });
    expect((await call(owner, 'GET', '/building?page=1&key=Yeni Blok')).json().TotalRecords).toBe(0);
  });
});
