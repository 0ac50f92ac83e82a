/**
 * GET /groups?phone: the groups of the flats where a resident with that phone lives or owns now (docs/decisions.md,
 * "GET /groups?phone"), within the caller's account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Telefon Sitesi' });
  call = caller(ctx);
});
afterAll(() => ctx?.close());

async function names(who: SignedIn, query: string): Promise<string[]> {
  const answer = await call(who, 'GET', `/groups?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Records.map((g: { name: string }) => g.name);
}

describe('GET /groups?phone', () => {
  it("lists the dues and debt groups of the phone's flats, and none once the resident has moved out", async () => {
    const make = property(ctx, owner);
    const dues = await make.group({ name: 'Aidat A', type: 2 });
    const debt = await make.group({ name: 'Borç A', type: 1 });
    await make.group({ name: 'Borç B', type: 1 });
    const building = await make.building();
    const flat = await make.apartment({ building_id: building.id, group_id: dues.id });
    await dataOf(call(owner, 'POST', '/debt/group', { apartment_id: flat.id, group_id: debt.id }));
    const phone = newPhone();
    const resident = await make.resident({ phone });
    await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });

    const spaced = `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    expect(await names(owner, `phone=${encodeURIComponent(spaced)}`)).toEqual(['Borç A', 'Aidat A']);
    expect(await names(owner, `phone=${phone}&type=2`)).toEqual(['Aidat A']);
    expect(await names(owner, 'phone=%20')).toHaveLength(3);

    await dataOf(
      call(owner, 'DELETE', '/resident/apartment', {
        apartment_id: flat.id,
        resident_id: resident.id,
        type: 1,
      }),
    );
    expect(await names(owner, `phone=${phone}`)).toEqual([]);
  });

  it("refuses a phone that is not a mobile number in Turkish, and never lists another account's groups", async () => {
    const bad = await call(owner, 'GET', '/groups?phone=12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toMatch(/Telefon numarası/);

    const other = await registerAccount(ctx, { assocName: 'Komşu Site' });
    const theirs = property(ctx, other);
    const group = await theirs.group({ name: 'Komşu aidatı', type: 2 });
    const flat = await theirs.apartment({ building_id: (await theirs.building()).id, group_id: group.id });
    const phone = newPhone();
    await theirs.link({ apartment_id: flat.id, resident_id: (await theirs.resident({ phone })).id, type: 1 });
    await property(ctx, owner).resident({ phone });
    expect(await names(other, `phone=${phone}`)).toEqual(['Komşu aidatı']);
    expect(await names(owner, `phone=${phone}`)).toEqual([]);
  });
});
