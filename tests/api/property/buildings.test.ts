import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { lastCode, startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Çamlık Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
});
afterAll(() => ctx?.close());

const create = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/building', headers: who.headers, payload });

describe('buildings', () => {
  it('creates, lists with Turkish-aware search and paging, and updates a building', async () => {
    for (const name of ['Işık Blok', 'Şimşek Blok', 'İnci Blok', 'Gül Blok']) {
      const response = await create(owner, { name, apartment_limit: '12' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().description).toBe('Bina eklendi.');
      expect(response.json().data.apartment_limit).toBe(12);
    }
    const page1 = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1&per_page=3',
      headers: owner.headers,
    });
    expect(page1.json().TotalRecords).toBe(4);
    expect(page1.json().Records).toHaveLength(3);
    const page2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=2&per_page=3',
      headers: owner.headers,
    });
    expect(page2.json().Records).toHaveLength(1);

    const search = async (key: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/building?key=${encodeURIComponent(key)}&page=1`,
          headers: owner.headers,
        })
      )
        .json()
        .Records.map((b: { name: string }) => b.name);
    expect(await search('ışık')).toEqual(['Işık Blok']);
    expect(await search('ISIK')).toEqual(['Işık Blok']);
    expect(await search('simsek')).toEqual(['Şimşek Blok']);
    expect(await search('inci')).toEqual(['İnci Blok']);

    const gul = page1.json().Records.find((b: { name: string }) => b.name === 'Gül Blok');
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api/building',
      headers: owner.headers,
      payload: { id: gul.id, name: 'Gül Blok 2', apartment_limit: 20 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Gül Blok 2', apartment_limit: 20 });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'buildings'), eq(auditLog.recordId, String(gul.id))));
    expect(audits.map((a) => a.action)).toEqual(['insert', 'update']);
  });

  it('refuses a duplicate name and bad input with Turkish messages', async () => {
    const duplicate = await create(owner, { name: 'ışık blok', apartment_limit: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors.name).toBe('Bu isimde bir bina zaten var.');
    const missing = await create(owner, { apartment_limit: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.name).toBe('Bu alan zorunludur.');
    const wrongType = await create(owner, { name: 'X', apartment_limit: 'on iki' });
    expect(wrongType.json().errors.apartment_limit).toBe('Bir sayı giriniz.');
    const tooLong = await create(owner, { name: 'x'.repeat(101), apartment_limit: 1 });
    expect(tooLong.json().errors.name).toBe('En fazla 100 karakter olabilir.');
  });

  it('deletes a building only with the code sent to the owner', async () => {
    const building = (await create(owner, { name: 'Silinecek Blok', apartment_limit: 1 })).json().data;
    const request = await ctx.app.inject({
      method: 'GET',
      url: `/api/building/delete/request?id=${building.id}`,
      headers: owner.headers,
    });
    expect(request.statusCode, request.body).toBe(200);
    const code = lastCode(ctx, owner.phone);
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/building',
      headers: owner.headers,
      payload: { id: building.id, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().description).toMatch(/Kod hatalı/);
    const ok = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/building',
      headers: owner.headers,
      payload: { id: building.id, code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/building',
      headers: owner.headers,
      payload: { id: building.id, code },
    });
    expect(again.statusCode).toBe(404);
  });

  it("never shows or changes another account's buildings", async () => {
    const mine = (await create(owner, { name: 'Gizli Blok', apartment_limit: 1 })).json().data;
    const list = await ctx.app.inject({ method: 'GET', url: '/api/building?page=1', headers: other.headers });
    expect(list.json().TotalRecords).toBe(0);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/building/${mine.id}`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: '/api/building',
      headers: other.headers,
      payload: { id: mine.id, name: 'Ele geçirildi', apartment_limit: 1 },
    });
    expect(update.statusCode).toBe(404);
    const deleteRequest = await ctx.app.inject({
      method: 'GET',
      url: `/api/building/delete/request?id=${mine.id}`,
      headers: other.headers,
    });
    expect(deleteRequest.statusCode).toBe(404);
    const still = await ctx.app.inject({
      method: 'GET',
      url: `/api/building/${mine.id}`,
      headers: owner.headers,
    });
    expect(still.json().data.name).toBe('Gizli Blok');
  });

  it('answers 401 without, with a malformed and with an expired token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/building?page=1' });
    expect(none.statusCode).toBe(401);
    expect(none.json().description).toBe('missing or malformed jwt');
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1',
      headers: { authorization: 'Bearer abc' },
    });
    expect(malformed.json().description).toBe('missing or malformed jwt');
    const expired = ctx.app.jwt.sign(
      { sub: owner.user.id, acc: owner.user.account_id, ver: 0, typ: 'user' },
      { expiresIn: -10 },
    );
    const late = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().description).toBe('invalid or expired jwt');
  });
});
