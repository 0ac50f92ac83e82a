import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Daire Arama Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Arama Sitesi' });
  call = caller(ctx);
  const mine = property(ctx, owner);
  const a = await mine.building('A Blok');
  const b = await mine.building('B Blok');
  const flats: Record<string, { id: number }> = {};
  for (const [building, identifier] of [
    [a, '3'],
    [a, '13'],
    [a, '30'],
    [b, '3'],
    [b, '7'],
  ] as const) {
    flats[`${building.id}-${identifier}`] = await mine.apartment({ building_id: building.id, identifier });
  }
  const ayse = await mine.resident({ name: 'Ayşe', surname: 'Şimşek', phone: '5321234567' });
  const mehmet = await mine.resident({ name: 'Mehmet', surname: 'Işık' });
  await mine.link({ apartment_id: flats[`${a.id}-13`]!.id, resident_id: ayse.id, type: 1 });
  await mine.link({ apartment_id: flats[`${b.id}-7`]!.id, resident_id: mehmet.id, type: 2 });
  // Another association's A Blok 3 must never come back.
  const theirs = property(ctx, other);
  await theirs.apartment({ building_id: (await theirs.building('A Blok')).id, identifier: '3' });
});
afterAll(() => ctx?.close());

const lookup = async (key: string) =>
  (await call(owner, 'GET', `/apartments?key=${encodeURIComponent(key)}`))
    .json()
    .Records.map((r: { building_name: string; identifier: string }) => `${r.building_name} ${r.identifier}`)
    .sort();
const listed = async (key: string) =>
  (await call(owner, 'POST', `/all/apartments?page=1&per_page=50&key=${encodeURIComponent(key)}`, {}))
    .json()
    .Records.map((r: { building_name: string; identifier: string }) => `${r.building_name} ${r.identifier}`)
    .sort();

describe('one flat search, as people name flats', () => {
  it.each([
    ['A Blok 3', ['A Blok 3']],
    ['a blok 3', ['A Blok 3']],
    ['B Blok 7', ['B Blok 7']],
    ['A-3', ['A Blok 3']],
    ['A3', ['A Blok 3']],
    ['A 3', ['A Blok 3']],
    ['ŞİMŞEK', ['A Blok 13']],
    ['ayse simsek', ['A Blok 13']],
    ['Işık', ['B Blok 7']],
    ['0532 123 45 67', ['A Blok 13']],
  ])('%s finds %j in the picker and the apartment list', async (key, expected) => {
    expect(await lookup(key)).toEqual(expected);
    expect(await listed(key)).toEqual(expected);
  });

  it('a bare flat number finds that number in every building (and those containing it)', async () => {
    expect(await lookup('3')).toEqual(['A Blok 13', 'A Blok 3', 'A Blok 30', 'B Blok 3']);
  });
});
