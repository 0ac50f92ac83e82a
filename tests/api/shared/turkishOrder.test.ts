import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { detectTurkishCollation, setTurkishCollation } from '../../../server/db/turkishOrder';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let hasIcu: boolean;

const people = [
  ['Ali', 'Yıldız'],
  ['Zeki', 'Arslan'],
  ['Ali', 'Şimşek'],
  ['Ümit', 'Kaya'],
  ['İsmail', 'Doğan'],
  ['Ali', 'Çelik'],
  ['Ömer', 'Aydın'],
  ['Işık', 'Tan'],
  ['Çağla', 'Er'],
  ['Cem', 'Uz'],
];
const turkishOrder = [
  'Ali Çelik',
  'Ali Şimşek',
  'Ali Yıldız',
  'Cem Uz',
  'Çağla Er',
  'Işık Tan',
  'İsmail Doğan',
  'Ömer Aydın',
  'Ümit Kaya',
  'Zeki Arslan',
];
const blocks = ['C Blok', 'Ç Blok', 'B Blok', 'A Blok', 'Ö Blok', 'O Blok'];
const blockOrder = ['A Blok', 'B Blok', 'C Blok', 'Ç Blok', 'O Blok', 'Ö Blok'];

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Sıralama Sitesi' });
  call = caller(ctx);
  for (const [name, surname] of people) await dataOf(call(owner, 'POST', '/resident', { name, surname }));
  for (const name of blocks) await dataOf(call(owner, 'POST', '/building', { name, apartment_limit: 10 }));
  hasIcu = await detectTurkishCollation(ctx.db);
});
afterEach(async () => {
  await detectTurkishCollation(ctx.db);
});
afterAll(() => ctx?.close());

const residentNames = async (query = '') =>
  (await call(owner, 'POST', `/resident/all?page=1&per_page=50${query}`, {}))
    .json()
    .Records.map((r: { name: string; surname: string }) => `${r.name} ${r.surname}`);
const buildingNames = async () =>
  (await call(owner, 'GET', '/building?page=1&per_page=50'))
    .json()
    .Records.map((b: { name: string }) => b.name);
const lookupNames = async () =>
  (await call(owner, 'POST', '/buildings', { all: true }))
    .json()
    .Records.map((b: { name: string }) => b.name);

describe.each([
  ['the ICU collation tr-x-icu', true],
  ['the collation-free sort key (servers without ICU)', false],
])('names in Turkish alphabetical order with %s', (_, icu) => {
  it('orders residents, buildings and the block filter as a Turkish reader expects', async (context) => {
    if (icu && !hasIcu) context.skip();
    setTurkishCollation(icu);
    expect(await residentNames()).toEqual(turkishOrder);
    expect(await residentNames('&order=DESC')).toEqual([...turkishOrder].reverse());
    expect(await buildingNames()).toEqual(blockOrder);
    expect(await lookupNames()).toEqual(blockOrder);
  });
});
