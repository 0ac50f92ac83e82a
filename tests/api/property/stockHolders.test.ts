import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apartmentResidents } from '../../../server/db/schema';
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
  owner = await registerAccount(ctx, { assocName: 'Hisse Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
  make = property(ctx, owner);
});
afterAll(() => ctx?.close());

type Holder = { stock_holder_id: number; name: string; percent: number };
type Holders = { Records: Holder[]; AdditionalData: { total_percent: number } };

async function coOwnedFlat() {
  const building = await make.building();
  const apartment = await make.apartment({ building_id: building.id });
  const first = await dataOf<Holders>(
    call(owner, 'POST', '/stock/holder', {
      apartment_id: apartment.id,
      building_id: building.id,
      name: 'Zehra',
      surname: 'Aksoy',
      phone: '0532 700 00 01',
      type: 3,
    }),
  );
  const existing = await make.resident({ name: 'Murat', surname: 'Aksoy' });
  const second = await dataOf<Holders>(
    call(owner, 'POST', '/stock/holder/by/resident', {
      apartment_id: apartment.id,
      building_id: building.id,
      resident_id: existing.id,
    }),
  );
  const zehra = first.Records[0]!.stock_holder_id;
  return { building, apartment, zehra, murat: existing.id, holders: second };
}

const setShares = (apartmentId: number, shares: [number, unknown][]) =>
  call(owner, 'PUT', '/stock/holder/percent', {
    apartment_id: apartmentId,
    stock_holders: shares.map(([id, percent]) => ({ stock_holder_id: id, percent })),
  });

describe('stock holders', () => {
  it('adds a new person and an existing resident as stock holders and lists them', async () => {
    const { building, apartment, zehra, murat, holders } = await coOwnedFlat();
    expect(holders.Records.map((h) => h.name).sort()).toEqual(['Murat', 'Zehra']);
    expect(holders.AdditionalData.total_percent).toBe(0);
    const list = await call(
      owner,
      'GET',
      `/stock/holders?apartment_id=${apartment.id}&building_id=${building.id}`,
    );
    expect(list.json().Records).toContainEqual({
      stock_holder_id: zehra,
      name: 'Zehra',
      surname: 'Aksoy',
      phone: '5327000001',
      percent: 0,
    });
    const resident = (await call(owner, 'GET', `/resident/single?id=${zehra}`)).json().data;
    expect(resident.apartments).toEqual([
      expect.objectContaining({ apartment_id: apartment.id, type: 3, type_name: 'Hissedar' }),
    ]);
    const twice = await call(owner, 'POST', '/stock/holder/by/resident', {
      apartment_id: apartment.id,
      resident_id: murat,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().description).toBe('Bu kişi bu dairede zaten hissedar olarak kayıtlı.');
    const badPhone = await call(owner, 'POST', '/stock/holder', {
      apartment_id: apartment.id,
      name: 'A',
      surname: 'B',
      phone: '02125550000',
    });
    expect(badPhone.json().errors.phone).toMatch(/cep telefonu/);
  });

  it('splits a flat 60/40 and 50/50; shares must add up to exactly 100', async () => {
    const { apartment, zehra, murat } = await coOwnedFlat();
    const sixtyForty = await setShares(apartment.id, [
      [zehra, 60],
      [murat, '40'],
    ]);
    expect(sixtyForty.statusCode, sixtyForty.body).toBe(200);
    expect(sixtyForty.json().description).toBe('Hisseler kaydedildi.');
    expect(sixtyForty.json().data.AdditionalData.total_percent).toBe(100);
    expect(sixtyForty.json().data.Records.map((h: Holder) => [h.name, h.percent])).toEqual([
      ['Zehra', 60],
      ['Murat', 40],
    ]);
    const fifty = await setShares(apartment.id, [
      [zehra, '50,00'],
      [murat, 50],
    ]);
    expect(fifty.json().data.AdditionalData.total_percent).toBe(100);

    const ninety = await setShares(apartment.id, [
      [zehra, 50],
      [murat, 40],
    ]);
    expect(ninety.statusCode).toBe(400);
    expect(ninety.json().description).toBe('Hisseler toplamı %100 olmalıdır. Şu anki toplam: %90.');
    const thirds = await setShares(apartment.id, [
      [zehra, 33.33],
      [murat, 66.66],
    ]);
    expect(thirds.json().description).toBe('Hisseler toplamı %100 olmalıdır. Şu anki toplam: %99,99.');
    const decimals = await setShares(apartment.id, [
      [zehra, 33.333],
      [murat, 66.667],
    ]);
    expect(decimals.json().errors['stock_holders.0.percent']).toBe('En fazla 2 ondalık basamak girilebilir.');
    const negative = await setShares(apartment.id, [
      [zehra, -10],
      [murat, 110],
    ]);
    expect(negative.statusCode).toBe(400);
    const missing = await setShares(apartment.id, [[zehra, 100]]);
    expect(missing.json().description).toBe(
      'Dairenin tüm hissedarları için hisse giriniz. Eksik: Murat Aksoy.',
    );
    const stranger = await make.resident();
    const notHolder = await setShares(apartment.id, [
      [zehra, 50],
      [stranger.id, 50],
    ]);
    expect(notHolder.statusCode).toBe(404);

    const stored = await ctx.db
      .select()
      .from(apartmentResidents)
      .where(eq(apartmentResidents.apartmentId, apartment.id));
    expect(stored.map((link) => link.percent).sort()).toEqual(['50.00', '50.00']);
  });

  it('removes a holder keeping the link as history', async () => {
    const { apartment, zehra, murat } = await coOwnedFlat();
    await dataOf(
      setShares(apartment.id, [
        [zehra, 60],
        [murat, 40],
      ]),
    );
    const removed = await call(owner, 'DELETE', '/stock/holder', {
      apartment_id: apartment.id,
      stock_holder_id: murat,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await call(owner, 'GET', `/stock/holders?apartment_id=${apartment.id}`);
    expect(left.json().Records.map((h: Holder) => h.name)).toEqual(['Zehra']);
    expect(left.json().AdditionalData.total_percent).toBe(60);
    const history = await call(
      owner,
      'GET',
      `/resident/apartment?apartment_id=${apartment.id}&page=1&type=3&all=true`,
    );
    expect(
      history.json().Records.find((l: { resident_id: number }) => l.resident_id === murat).move_out,
    ).not.toBeNull();
    expect(
      (await call(owner, 'DELETE', '/stock/holder', { apartment_id: apartment.id, stock_holder_id: murat }))
        .statusCode,
    ).toBe(404);
    const [link] = await ctx.db
      .select()
      .from(apartmentResidents)
      .where(eq(apartmentResidents.residentId, murat));
    expect(await auditActions(ctx, 'apartment_residents', link!.id)).toEqual(['insert', 'update', 'update']);
  });

  it("refuses another account's or a mismatched apartment and building", async () => {
    const { building, apartment, zehra } = await coOwnedFlat();
    const otherBuilding = await make.building();
    expect(
      (
        await call(
          owner,
          'GET',
          `/stock/holders?apartment_id=${apartment.id}&building_id=${otherBuilding.id}`,
        )
      ).statusCode,
    ).toBe(404);
    const theirs = property(ctx, other);
    const theirResident = await theirs.resident();
    const attempts = [
      await call(other, 'GET', `/stock/holders?apartment_id=${apartment.id}&building_id=${building.id}`),
      await call(other, 'POST', '/stock/holder', { apartment_id: apartment.id, name: 'X', surname: 'Y' }),
      await call(other, 'POST', '/stock/holder/by/resident', {
        apartment_id: apartment.id,
        resident_id: theirResident.id,
      }),
      await call(other, 'PUT', '/stock/holder/percent', {
        apartment_id: apartment.id,
        stock_holders: [{ stock_holder_id: zehra, percent: 100 }],
      }),
      await call(other, 'DELETE', '/stock/holder', { apartment_id: apartment.id, stock_holder_id: zehra }),
      await call(owner, 'POST', '/stock/holder/by/resident', {
        apartment_id: apartment.id,
        resident_id: theirResident.id,
      }),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(404);
    expect(
      (await call(owner, 'GET', `/stock/holders?apartment_id=${apartment.id}`)).json().TotalRecords,
    ).toBe(2);
  });
});
