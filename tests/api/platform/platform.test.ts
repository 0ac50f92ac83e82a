import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../server/services/platform/operators';
import {
  ayse,
  call,
  ctx,
  mert,
  operator,
  q,
  startOperatorScene,
  stopOperatorScene,
  zeynep,
} from '../helpers/operatorScene';
import { property } from '../helpers/propertyFixtures';

/** The platform operator's back office (issue 12): simple-rest shape, refusals both ways, operators. Support, and the real simple-rest client: platformSupport.test.ts. */
describe('platform operator API', () => {
  beforeAll(startOperatorScene);
  afterAll(stopOperatorScene);

  it('refuses an account token on operator routes and an operator token on account routes', async () => {
    for (const url of [
      '/api/platform/accounts',
      '/api/platform/support-requests',
      '/api/platform/audit-log',
    ]) {
      const refused = await ctx.app.inject({ method: 'GET', url, headers: ayse.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().description).toBe('Bu bölüm yalnızca platform yöneticisine açıktır.');
    }
    const impersonate = await ctx.app.inject({
      method: 'POST',
      url: `/api/platform/accounts/${zeynep.user.account_id}/impersonate`,
      headers: ayse.headers,
    });
    expect(impersonate.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/platform/accounts' })).statusCode).toBe(401);

    for (const [method, url] of [
      ['GET', '/api/support'],
      ['GET', '/api/building?page=1'],
      ['GET', '/api/me'],
    ] as const) {
      const refused = await ctx.app.inject({ method, url, headers: operator.headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().description).toBe('Bu işlem hesap kullanıcılarına açıktır.');
    }
  });

  it('lists accounts in ra-data-simple-rest’s shape: a bare array and Content-Range', async () => {
    const page = await call(
      operator,
      'GET',
      `/platform/accounts?sort=${q(['assoc_name', 'ASC'])}&range=${q([0, 1])}`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-range']).toBe('accounts 0-1/3');
    expect(page.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(page.json().map((a: { assoc_name: string }) => a.assoc_name)).toEqual([
      'Akasya Sitesi',
      'Menekşe Konutları',
    ]);
    const rest = await call(
      operator,
      'GET',
      `/platform/accounts?sort=${q(['assoc_name', 'ASC'])}&range=${q([2, 3])}`,
    );
    expect(rest.headers['content-range']).toBe('accounts 2-2/3');
    expect(rest.json()).toHaveLength(1);
    expect(rest.json()[0]).toMatchObject({
      id: zeynep.user.account_id,
      assoc_name: 'Zambak Apartmanı',
      owner_name: 'Ali Veli',
      owner_phone: zeynep.phone,
      apartment_count: 0,
      sms_credits: 0,
    });
    expect(rest.json()[0].licence_end).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    // Each account's own flats are counted, whatever the ids.
    const make = property(ctx, zeynep);
    const block = await make.building();
    for (const identifier of ['1', '2']) await make.apartment({ building_id: block.id, identifier });
    const counted = await call(operator, 'GET', `/platform/accounts/${zeynep.user.account_id}`);
    expect(counted.json()).toMatchObject({ apartment_count: 2, owner_name: 'Ali Veli' });

    const byDesc = await call(
      operator,
      'GET',
      `/platform/accounts?sort=${q(['id', 'DESC'])}&range=${q([0, 9])}`,
    );
    expect(byDesc.json().map((a: { id: number }) => a.id)).toEqual([
      mert.user.account_id,
      zeynep.user.account_id,
      ayse.user.account_id,
    ]);

    // Turkish search: "menekse" finds "Menekşe".
    const found = await call(
      operator,
      'GET',
      `/platform/accounts?range=${q([0, 9])}&filter=${q({ q: 'menekse' })}`,
    );
    expect(found.headers['content-range']).toBe('accounts 0-0/1');
    expect(found.json()[0].id).toBe(mert.user.account_id);
    const none = await call(
      operator,
      'GET',
      `/platform/accounts?range=${q([0, 9])}&filter=${q({ q: 'yok böyle' })}`,
    );
    expect(none.headers['content-range']).toBe('accounts */0');
    expect(none.json()).toEqual([]);

    const many = await call(
      operator,
      'GET',
      `/platform/accounts?filter=${q({ id: [ayse.user.account_id, mert.user.account_id] })}`,
    );
    expect(
      many
        .json()
        .map((a: { id: number }) => a.id)
        .sort(),
    ).toEqual([ayse.user.account_id, mert.user.account_id].sort());

    const one = await call(operator, 'GET', `/platform/accounts/${ayse.user.account_id}`);
    expect(one.json()).toMatchObject({ id: ayse.user.account_id, assoc_name: 'Akasya Sitesi' });
    expect((await call(operator, 'GET', '/platform/accounts/999999')).statusCode).toBe(404);

    const bad = await call(operator, 'GET', '/platform/accounts?range=[0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().description).toBe('Liste isteği okunamadı.');
  });

  it('records the last login of an account when one of its users signs in', async () => {
    const before = await call(operator, 'GET', `/platform/accounts/${zeynep.user.account_id}`);
    expect(before.json().last_login_at).toBeNull();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: zeynep.phone, password: zeynep.password },
    });
    expect(login.statusCode).toBe(200);
    const after = await call(operator, 'GET', `/platform/accounts/${zeynep.user.account_id}`);
    expect(Date.now() - Date.parse(after.json().last_login_at)).toBeLessThan(60_000);
    const sorted = await call(
      operator,
      'GET',
      `/platform/accounts?sort=${q(['last_login_at', 'DESC'])}&range=${q([0, 0])}`,
    );
    expect(sorted.json()[0].id).toBe(zeynep.user.account_id);
  });

  it('creates operators only with a valid, unused phone and a long enough password', async () => {
    await expect(
      createOperator(ctx.db, { name: 'İkinci', phone: '5551234567', password: 'baska-parola' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expect(
      createOperator(ctx.db, { name: 'Üçüncü', phone: '1234', password: 'baska-parola' }),
    ).rejects.toMatchObject({ errors: { phone: 'Geçerli bir cep telefonu numarası giriniz.' } });
    await expect(
      createOperator(ctx.db, { name: 'Dördüncü', phone: '5551112233', password: 'kisa' }),
    ).rejects.toMatchObject({ errors: { password: 'Şifre en az 8 karakter olmalıdır.' } });
  });
});
