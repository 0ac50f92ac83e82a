import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** The platform operator's support (issue 12): requests answered, read-only support sessions, audit; and the real ra-data-simple-rest client on them. */
describe('platform operator API: support', () => {
  beforeAll(startOperatorScene);
  afterAll(stopOperatorScene);

  it('carries a support request from the help page to the operator and the answer back', async () => {
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: mert.headers,
      payload: { subject: 'Aidat dağıtımı', body: 'Aidatları daire büyüklüğüne göre nasıl dağıtırım?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as number;
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers: mert.headers,
      payload: { subject: '   ', body: 'x' },
    });
    expect(blank.statusCode).toBe(400);

    const waiting = await call(
      operator,
      'GET',
      `/platform/support-requests?range=${q([0, 9])}&filter=${q({ answered: false })}`,
    );
    expect(waiting.headers['content-range']).toBe('support-requests 0-0/1');
    expect(waiting.json()[0]).toMatchObject({
      id,
      assoc_name: 'Menekşe Konutları',
      user_name: 'Ali Veli',
      subject: 'Aidat dağıtımı',
      answer: null,
    });

    const answered = await call(operator, 'PUT', `/platform/support-requests/${id}`, {
      id,
      subject: 'ignored',
      answer: '  Aidat Dağıtımı ekranında "m² oranında" seçeneğini seçiniz.  ',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      id,
      subject: 'Aidat dağıtımı',
      answer: 'Aidat Dağıtımı ekranında "m² oranında" seçeneğini seçiniz.',
    });
    const stillWaiting = await call(
      operator,
      'GET',
      `/platform/support-requests?range=${q([0, 9])}&filter=${q({ answered: false })}`,
    );
    expect(stillWaiting.json()).toEqual([]);

    const mine = await ctx.app.inject({ method: 'GET', url: '/api/support', headers: mert.headers });
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id,
        subject: 'Aidat dağıtımı',
        answer: 'Aidat Dağıtımı ekranında "m² oranında" seçeneğini seçiniz.',
      }),
    ]);
    const othersSee = await ctx.app.inject({ method: 'GET', url: '/api/support', headers: ayse.headers });
    expect(othersSee.json().data).toEqual([]);

    const audit = await call(
      operator,
      'GET',
      `/platform/audit-log?range=${q([0, 9])}&filter=${q({ table: 'support_requests' })}`,
    );
    expect(audit.json()[0]).toMatchObject({
      operator_name: 'Destek Ekibi',
      account_id: mert.user.account_id,
      assoc_name: 'Menekşe Konutları',
      action: 'update',
      record_id: String(id),
    });
    expect(
      (await call(operator, 'PUT', '/platform/support-requests/999999', { answer: 'x' })).statusCode,
    ).toBe(404);
  });

  it('opens a read-only support session as the account, written to both logs', async () => {
    const answer = await call(operator, 'POST', `/platform/accounts/${ayse.user.account_id}/impersonate`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { token, user } = answer.json() as { token: string; user: { id: number; assoc_name: string } };
    expect(user).toMatchObject({ id: ayse.user.id, assoc_name: 'Akasya Sitesi', support_session: true });
    const headers = { authorization: `Bearer ${token}` };
    // The back office reads the user again on a reload: the session still says it is a support session, and the
    // owner's own session does not.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.json().data).toMatchObject({ id: ayse.user.id, support_session: true });
    const ownMe = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: ayse.headers });
    expect(ownMe.json().data).not.toHaveProperty('support_session');

    const reads = await ctx.app.inject({ method: 'GET', url: '/api/building?page=1', headers });
    expect(reads.statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/building',
      headers,
      payload: { name: 'Destek Blok', apartment_limit: 4 },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().description).toBe(
      'Destek oturumu salt okunurdur: platform yöneticisi bu hesapta değişiklik yapamaz.',
    );
    const support = await ctx.app.inject({
      method: 'POST',
      url: '/api/support',
      headers,
      payload: { subject: 'a', body: 'b' },
    });
    expect(support.statusCode).toBe(403);
    // The owner's own token still writes.
    const ownWrite = await ctx.app.inject({
      method: 'POST',
      url: '/api/building',
      headers: ayse.headers,
      payload: { name: 'Sahibin Bloğu', apartment_limit: 4 },
    });
    expect(ownWrite.statusCode, ownWrite.body).toBe(200);

    const platformLog = await call(
      operator,
      'GET',
      `/platform/audit-log?range=${q([0, 9])}&filter=${q({ table: 'support_sessions' })}`,
    );
    expect(platformLog.json()).toEqual([
      expect.objectContaining({
        operator_name: 'Destek Ekibi',
        account_id: ayse.user.account_id,
        action: 'insert',
      }),
    ]);
    const ownerLog = await ctx.app.inject({
      method: 'GET',
      url: '/api/system/logs?page=1&table=support_sessions',
      headers: ayse.headers,
    });
    expect(ownerLog.json().Records).toEqual([
      expect.objectContaining({ table: 'support_sessions', by_operator: true, user_id: null }),
    ]);
    const otherLog = await ctx.app.inject({
      method: 'GET',
      url: '/api/system/logs?page=1&table=support_sessions',
      headers: zeynep.headers,
    });
    expect(otherLog.json().Records).toEqual([]);
    expect((await call(operator, 'POST', '/platform/accounts/999999/impersonate')).statusCode).toBe(404);
  });

  it('answers the real ra-data-simple-rest client over HTTP', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const httpClient = (url: string, options: fetchUtils.Options = {}) =>
      fetchUtils.fetchJson(url, {
        ...options,
        user: { authenticated: true, token: `Bearer ${operator.token}` },
      });
    const provider = simpleRestProvider(`http://127.0.0.1:${port}/api/platform`, httpClient);

    const list = await provider.getList('accounts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'assoc_name', order: 'DESC' },
      filter: {},
    });
    expect(list.total).toBe(3);
    expect(list.data.map((a) => a.assoc_name)).toEqual(['Zambak Apartmanı', 'Menekşe Konutları']);
    const searched = await provider.getList('accounts', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'akasya' },
    });
    expect(searched).toMatchObject({ total: 1, data: [{ id: ayse.user.account_id }] });
    const one = await provider.getOne('accounts', { id: mert.user.account_id });
    expect(one.data.assoc_name).toBe('Menekşe Konutları');
    const many = await provider.getMany('accounts', { ids: [zeynep.user.account_id] });
    expect(many.data.map((a) => a.id)).toEqual([zeynep.user.account_id]);

    const requests = await provider.getList('support-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    const first = requests.data[0]!;
    const updated = await provider.update('support-requests', {
      id: first.id,
      data: { ...first, answer: 'Düzeltilmiş yanıt.' },
      previousData: first,
    });
    expect(updated.data).toMatchObject({ id: first.id, answer: 'Düzeltilmiş yanıt.' });
    const log = await provider.getList('audit-log', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'at', order: 'DESC' },
      filter: {},
    });
    expect(log.total).toBeGreaterThanOrEqual(3);

    // A refusal reaches react-admin as an HttpError with the status (it signs the user out on 401/403).
    const anonymous = simpleRestProvider(`http://127.0.0.1:${port}/api/platform`);
    await expect(
      anonymous.getList('accounts', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ status: 401 });
  });
});
