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
  owner = await registerAccount(ctx, { assocName: 'Bina Sakinleri Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
});
afterAll(() => ctx?.close());

const namesInBuilding = async (buildingId: number) =>
  (await call(owner, 'POST', '/resident/all?page=1&per_page=50', { building_id: buildingId }))
    .json()
    .Records.map((r: { name: string; surname: string }) => `${r.name} ${r.surname}`);

describe("a resident's building (docs/domain.md, Entities and states)", () => {
  it('is kept, shown and editable, and the building filter finds the resident by it or by their flat', async () => {
    const mine = property(ctx, owner);
    const a = await mine.building('A Blok');
    const b = await mine.building('B Blok');
    const flat = await mine.apartment({ building_id: b.id, identifier: '4' });

    const waiting = await call(owner, 'POST', '/resident', {
      name: 'Elif',
      surname: 'Bekler',
      building_id: a.id,
    });
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.json().data.building_id).toBe(a.id);
    const living = await mine.resident({ name: 'Can', surname: 'Oturur' });
    await mine.link({ apartment_id: flat.id, resident_id: living.id, type: 1 });

    expect(await namesInBuilding(a.id)).toEqual(['Elif Bekler']);
    expect(await namesInBuilding(b.id)).toEqual(['Can Oturur']);

    const moved = await call(owner, 'PUT', '/resident', {
      id: waiting.json().data.id,
      name: 'Elif',
      surname: 'Bekler',
      building_id: b.id,
    });
    expect(moved.json().data.building_id).toBe(b.id);
    expect(await namesInBuilding(a.id)).toEqual([]);
    expect(await namesInBuilding(b.id)).toEqual(['Can Oturur', 'Elif Bekler']);
    const shown = await call(owner, 'GET', `/resident/single?id=${waiting.json().data.id}`);
    expect(shown.json().data.building_id).toBe(b.id);
  });

  it("refuses another account's building, in Turkish, and records nothing", async () => {
    const theirs = await property(ctx, other).building('Z Blok');
    const refused = await call(owner, 'POST', '/resident', {
      name: 'Gizli',
      surname: 'Bina',
      building_id: theirs.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.building_id).toBe('Bina bulunamadı.');
    const all = await call(owner, 'POST', '/resident/all?page=1&per_page=50', { name: 'Gizli' });
    expect(all.json().TotalRecords).toBe(0);
  });
});
