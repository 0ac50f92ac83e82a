/**
 * Issue 13 changed how the long lists find a page: apartments are paged building by building, residents are read
 * in the order of an index. Walking every page must give the same rows, in the same Turkish order, as one list
 * would: buildings and names with Ç/I/İ/Ö/Ş, flat numbers in natural order, ties broken by id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let make: ReturnType<typeof property>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sayfa Sitesi' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

type Row = { id: number; identifier: string; building_name: string; name: string; surname: string };

/** Every page of `url` (3 rows a page), one after the other, and the total the first page announced. */
async function walk(url: string, body: object = {}) {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; page <= 20; page++) {
    const answer = await call(
      owner,
      'POST',
      `${url}${url.includes('?') ? '&' : '?'}page=${page}&per_page=3`,
      body,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const json = answer.json();
    total = json.TotalRecords;
    if (json.Records.length === 0) break;
    rows.push(...json.Records);
  }
  return { rows, total };
}

const flats = (rows: Row[]) => rows.map((r) => `${r.building_name} ${r.identifier}`);

describe('paging the long lists', () => {
  // Created out of order, so neither insertion order nor ids give the expected order.
  const buildingNames = ['İnci Blok', 'Çınar Blok', 'Işık Blok', 'Dere Blok', 'Cami Blok'];
  const identifiers = ['10', 'B', '2', '1A', '1'];
  const turkishBuildings = ['Cami Blok', 'Çınar Blok', 'Dere Blok', 'Işık Blok', 'İnci Blok'];
  const natural = ['1', '1A', '2', '10', 'B'];

  it('walks the apartments page by page across buildings, in Turkish and natural order, both ways', async () => {
    for (const name of buildingNames) {
      const building = await make.building(name);
      for (const identifier of identifiers) await make.apartment({ building_id: building.id, identifier });
    }
    const expected = turkishBuildings.flatMap((b) => natural.map((n) => `${b} ${n}`));

    const ascending = await walk('/all/apartments');
    expect(ascending.total).toBe(25);
    expect(flats(ascending.rows)).toEqual(expected);

    // order=desc on the default sort turns the flats around inside each building, not the buildings.
    const flatsDown = await walk('/all/apartments?order=desc');
    expect(flats(flatsDown.rows)).toEqual(
      turkishBuildings.flatMap((b) => [...natural].reverse().map((n) => `${b} ${n}`)),
    );

    const buildingsDown = await walk('/all/apartments?sort=building_name&order=desc');
    expect(flats(buildingsDown.rows)).toEqual(
      [...turkishBuildings].reverse().flatMap((b) => natural.map((n) => `${b} ${n}`)),
    );

    // A search keeps the count and the pages to what it found: "ışık" folds to the building "Işık Blok" only.
    const found = await walk('/all/apartments?key=I%C5%9EIK');
    expect(found.total).toBe(5);
    expect(flats(found.rows)).toEqual(natural.map((n) => `Işık Blok ${n}`));
  });

  it('finds a flat by its occupant with Turkish letters typed either way', async () => {
    const building = await make.building('Ömür Blok');
    const flat = await make.apartment({ building_id: building.id, identifier: '7' });
    await make.apartment({ building_id: building.id, identifier: '8' });
    const resident = await make.resident({ name: 'Şükrü', surname: 'Işıklıgöz' });
    await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
    for (const key of ['sukru isikligoz', 'ŞÜKRÜ IŞIKLIGÖZ', 'şükrü ışıklıgöz']) {
      const found = await walk(`/all/apartments?key=${encodeURIComponent(key)}`);
      expect(flats(found.rows), key).toEqual(['Ömür Blok 7']);
      expect(found.total).toBe(1);
    }
  });

  it('walks the residents in Turkish order of name, surname and id', async () => {
    const people = [
      ['Şule', 'Kaya'],
      ['Oya', 'Demir'],
      ['İlker', 'Aydın'],
      ['Cem', 'Yıldız'],
      ['Ömer', 'Çelik'],
      ['Irmak', 'Arslan'],
      ['Çağrı', 'Koç'],
      ['Sude', 'Öz'],
      ['Cem', 'Çetin'],
      ['Cem', 'Yıldız'],
    ] as const;
    const created: number[] = [];
    for (const [name, surname] of people) created.push((await make.resident({ name, surname })).id);
    const ids = (name: string, surname: string) =>
      created.filter((_, i) => people[i]![0] === name && people[i]![1] === surname);
    const before = await walk('/resident/all', { name: null });
    // Only this test's residents (the earlier test added Şükrü Işıklıgöz).
    const mine = before.rows.filter((r) => created.includes(r.id));
    expect(mine.map((r) => `${r.name} ${r.surname}`)).toEqual([
      'Cem Çetin',
      'Cem Yıldız',
      'Cem Yıldız',
      'Çağrı Koç',
      'Irmak Arslan',
      'İlker Aydın',
      'Oya Demir',
      'Ömer Çelik',
      'Sude Öz',
      'Şule Kaya',
    ]);
    // Two "Cem Yıldız": the older record first.
    expect(mine.filter((r) => r.name === 'Cem' && r.surname === 'Yıldız').map((r) => r.id)).toEqual(
      ids('Cem', 'Yıldız').sort((a, b) => a - b),
    );
    expect(before.total).toBe(before.rows.length);
    const down = await walk('/resident/all?order=desc', { name: null });
    expect(down.rows.filter((r) => created.includes(r.id)).map((r) => r.name)).toEqual([
      'Şule',
      'Sude',
      'Ömer',
      'Oya',
      'İlker',
      'Irmak',
      'Çağrı',
      'Cem',
      'Cem',
      'Cem',
    ]);
  });
});
