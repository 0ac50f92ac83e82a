import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let flat12: number;
let flat14: number;
let otherFlat: number;

interface Guest {
  id: number;
  apartment_id: number;
  apartment: string;
  name: string;
  phone: string | null;
  plate: string | null;
  arrived_at: string;
  left_at: string | null;
  note: string | null;
}

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  const mine = property(ctx, owner);
  const building = await mine.building('A Blok');
  flat12 = (await mine.apartment({ building_id: building.id, identifier: '12' })).id;
  flat14 = (await mine.apartment({ building_id: building.id, identifier: '14' })).id;
  const theirs = property(ctx, other);
  otherFlat = (await theirs.apartment({ building_id: (await theirs.building('Z Blok')).id, identifier: '1' }))
    .id;
});
afterAll(() => ctx?.close());

const visit = (who: SignedIn, body: Record<string, unknown>) =>
  dataOf<Guest>(
    call(who, 'POST', '/guest', { name: 'Mehmet Kaya', arrived_at: '01.04.2026 10:00', ...body }),
  );

const list = async (who: SignedIn, query = '') => {
  const answer = await call(who, 'GET', `/guests?page=1&type=1${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { description: string; Records: Guest[]; TotalRecords: number };
};

describe('guests (visits)', () => {
  it('records a visit to a flat with phone and plate and reads it back', async () => {
    const guest = await visit(owner, {
      apartment_id: flat12,
      name: 'Ayşe Demir',
      phone: '0532 111 22 33',
      plate: '34 abc 123',
      arrived_at: '02.04.2026 09:30',
      left_at: '02.04.2026 11:05',
      note: 'Kargo teslimi',
    });
    expect(guest).toMatchObject({
      apartment_id: flat12,
      apartment: 'A Blok 12',
      name: 'Ayşe Demir',
      phone: '5321112233',
      plate: '34 ABC 123',
      arrived_at: '02.04.2026 09:30',
      left_at: '02.04.2026 11:05',
      note: 'Kargo teslimi',
    });
    expect(await dataOf<Guest>(call(owner, 'GET', `/guest/${guest.id}`))).toEqual(guest);
    expect(await auditActions(ctx, 'guests', guest.id)).toEqual(['insert']);
  });

  it('filters by arrival day range and flat, newest first, with the two Turkish texts', async () => {
    const a = await visit(owner, { apartment_id: flat12, arrived_at: '10.05.2026 08:00' });
    const b = await visit(owner, { apartment_id: flat14, arrived_at: '11.05.2026 23:59' });
    const c = await visit(owner, { apartment_id: flat12, arrived_at: '12.05.2026 00:00' });
    await visit(owner, { apartment_id: flat12, arrived_at: '09.05.2026 23:59' });
    await visit(owner, { apartment_id: flat14, arrived_at: '13.05.2026 00:01' });

    const range = await list(owner, '&start_date=10.05.2026&end_date=12.05.2026');
    expect(range.description).toBe('Ziyaretler Listelendi');
    expect(range.Records.map((g) => g.id)).toEqual([c.id, b.id, a.id]);
    const flat = await list(owner, `&start_date=10.05.2026&end_date=12.05.2026&apartment_id=${flat12}`);
    expect(flat.Records.map((g) => g.id)).toEqual([c.id, a.id]);
    expect(flat.TotalRecords).toBe(2);

    const none = await list(owner, '&start_date=01.01.2020&end_date=31.01.2020');
    expect(none.description).toBe('Apartmana ait Ziyaret Bulunamadı');
    expect(none.Records).toEqual([]);
  });

  it('refuses a departure before the arrival, a bad phone and a bad time, in Turkish', async () => {
    const early = await call(owner, 'POST', '/guest', {
      apartment_id: flat12,
      name: 'Ali',
      arrived_at: '03.04.2026 12:00',
      left_at: '03.04.2026 11:59',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors.left_at).toBe('Çıkış zamanı geliş zamanından önce olamaz.');
    const phone = await call(owner, 'POST', '/guest', {
      apartment_id: flat12,
      name: 'Ali',
      phone: '12345',
      arrived_at: '03.04.2026 12:00',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors.phone).toMatch(/cep telefonu/);
    const time = await call(owner, 'POST', '/guest', {
      apartment_id: flat12,
      name: 'Ali',
      arrived_at: '03.04.2026 25:00',
    });
    expect(time.statusCode).toBe(400);
    expect(time.json().errors.arrived_at).toMatch(/tarih ve saat/);
  });

  it('edits a visit and records the departure now with "Çıkış yaptı"', async () => {
    const guest = await visit(owner, { apartment_id: flat12, arrived_at: '04.04.2026 14:00' });
    const edited = await dataOf<Guest>(
      call(owner, 'PUT', `/guest/${guest.id}`, {
        apartment_id: flat14,
        name: 'Mehmet Kaya',
        arrived_at: '04.04.2026 14:30',
        plate: '06 XY 42',
      }),
    );
    expect(edited).toMatchObject({
      apartment: 'A Blok 14',
      arrived_at: '04.04.2026 14:30',
      plate: '06 XY 42',
    });
    const left = await dataOf<Guest>(call(owner, 'PUT', `/guest/${guest.id}/departure`));
    expect(left.left_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await auditActions(ctx, 'guests', guest.id)).toEqual(['insert', 'update', 'update']);

    const removed = await call(owner, 'DELETE', `/guest/${guest.id}`);
    expect(removed.json().description).toBe('Ziyaret silindi.');
    expect((await call(owner, 'GET', `/guest/${guest.id}`)).statusCode).toBe(404);
  });

  it("keeps another account's visits and flats out of reach", async () => {
    const theirs = await visit(other, { apartment_id: otherFlat, name: 'Gizli Ziyaretçi' });
    expect((await list(owner)).Records.some((g) => g.id === theirs.id)).toBe(false);
    expect((await list(owner, `&apartment_id=${otherFlat}`)).Records).toEqual([]);
    expect((await call(owner, 'GET', `/guest/${theirs.id}`)).statusCode).toBe(404);
    const body = { apartment_id: flat12, name: 'Ele geçirildi', arrived_at: '01.04.2026 10:00' };
    expect((await call(owner, 'PUT', `/guest/${theirs.id}`, body)).statusCode).toBe(404);
    expect((await call(owner, 'PUT', `/guest/${theirs.id}/departure`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/guest/${theirs.id}`)).statusCode).toBe(404);
    const intoTheirFlat = await call(owner, 'POST', '/guest', { ...body, apartment_id: otherFlat });
    expect(intoTheirFlat.statusCode).toBe(404);
    expect(intoTheirFlat.json().description).toBe('Daire bulunamadı.');
    expect(await dataOf<Guest>(call(other, 'GET', `/guest/${theirs.id}`))).toEqual(theirs);
  });

  it('refuses a sub-user at level 0 of residents and apartments', async () => {
    const none = await createSubUser(ctx, owner, {
      show_resident_and_apartments: 0,
      exec_resident_and_apartments: 0,
    });
    const guest = await visit(owner, { apartment_id: flat12 });
    const body = { apartment_id: flat12, name: 'X', arrived_at: '01.04.2026 10:00' };
    for (const [method, url, payload] of [
      ['GET', '/guests?page=1', undefined],
      ['GET', `/guest/${guest.id}`, undefined],
      ['POST', '/guest', body],
      ['PUT', `/guest/${guest.id}`, body],
      ['DELETE', `/guest/${guest.id}`, undefined],
    ] as const) {
      const answer = await call(none, method, url, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
