import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Şablon Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
});
afterAll(() => ctx?.close());

interface Template {
  id: number;
  name: string;
  sms_template_type: number;
  message: string;
  commercial: boolean;
}

const create = (who: SignedIn, body: Record<string, unknown>) =>
  dataOf<Template>(call(who, 'POST', '/sms/template', { sms_template_type: 1, ...body }));

async function names(who: SignedIn, query = ''): Promise<string[]> {
  const list = await call(who, 'GET', `/sms/templates?page=1&per_page=50${query}`);
  expect(list.statusCode, list.body).toBe(200);
  return list.json().Records.map((t: Template) => t.name);
}

describe('SMS templates', () => {
  it('are created, listed, read, changed and deleted, each change audited', async () => {
    const created = await create(owner, {
      name: 'Aidat hatırlatma',
      sms_template_type: 2,
      message: 'Sayın {ad_soyad}, {daire} için {borc} borcunuz var.',
    });
    expect(created).toMatchObject({ sms_template_type: 2, commercial: false });
    expect(await names(owner)).toContain('Aidat hatırlatma');

    const one = await call(owner, 'GET', `/sms/template/${created.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.message).toBe('Sayın {ad_soyad}, {daire} için {borc} borcunuz var.');

    const changed = await call(owner, 'PUT', `/sms/template/${created.id}`, {
      name: 'Kampanya',
      sms_template_type: 5,
      message: 'Yeni dönem indirimi {yonetim}',
      commercial: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().description).toBe('SMS şablonu güncellendi.');
    const reread = await dataOf<Template>(call(owner, 'GET', `/sms/template/${created.id}`));
    expect(reread).toMatchObject({ name: 'Kampanya', sms_template_type: 5, commercial: true });

    const removed = await call(owner, 'DELETE', `/sms/template/${created.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call(owner, 'GET', `/sms/template/${created.id}`)).statusCode).toBe(404);
    expect(await auditActions(ctx, 'sms_templates', created.id)).toEqual(['insert', 'update', 'delete']);
  });

  it('the name filter narrows the list, Turkish-aware', async () => {
    await create(owner, {
      name: 'Doğum günü kutlaması',
      sms_template_type: 3,
      message: 'İyi ki doğdun {ad}',
    });
    await create(owner, { name: 'Genel duyuru', sms_template_type: 5, message: 'Su kesintisi yarın.' });
    expect(await names(owner, '&name=DOĞUM')).toEqual(['Doğum günü kutlaması']);
    expect(await names(owner, '&name=duyuru')).toEqual(['Genel duyuru']);
  });

  it('refuses an unknown field with the Turkish text, and saves nothing', async () => {
    const response = await call(owner, 'POST', '/sms/template', {
      name: 'Hatalı alanlı',
      sms_template_type: 1,
      message: 'Merhaba {isim}, borcunuz {borc}.',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toBe('Bilinmeyen alan: {isim}. Listeden bir alan seçin.');
    expect(response.json().errors.message).toBe('Bilinmeyen alan: {isim}. Listeden bir alan seçin.');
    expect(await names(owner, '&name=Hatalı')).toEqual([]);

    // Nor can an existing template be changed to one.
    const kept = await create(owner, { name: 'Sağlam', message: 'Merhaba {ad}' });
    const edit = await call(owner, 'PUT', `/sms/template/${kept.id}`, {
      name: 'Sağlam',
      sms_template_type: 1,
      message: 'Merhaba {adi}',
    });
    expect(edit.statusCode).toBe(400);
    expect((await dataOf<Template>(call(owner, 'GET', `/sms/template/${kept.id}`))).message).toBe(
      'Merhaba {ad}',
    );
  });

  it('refuses a blank name or message, a taken name and a text over seven parts', async () => {
    const blank = await call(owner, 'POST', '/sms/template', {
      name: '   ',
      sms_template_type: 1,
      message: '  ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toMatchObject({
      name: 'Bu alan boş bırakılamaz.',
      message: 'Bu alan boş bırakılamaz.',
    });

    await create(owner, { name: 'Toplantı', message: 'Genel kurul cumartesi.' });
    const taken = await call(owner, 'POST', '/sms/template', {
      name: 'TOPLANTI',
      sms_template_type: 1,
      message: 'Başka metin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().description).toBe('Bu adla bir SMS şablonu zaten var. Başka bir ad yazın.');
    // Another account may use the same name.
    await create(other, { name: 'Toplantı', message: 'Bizim toplantı.' });

    // 7 parts of plain text hold 7 × 153 characters; one more makes an eighth.
    expect(
      (
        await call(owner, 'POST', '/sms/template', {
          name: 'Uzun ama sığar',
          sms_template_type: 1,
          message: 'a'.repeat(7 * 153),
        })
      ).statusCode,
    ).toBe(200);
    const long = await call(owner, 'POST', '/sms/template', {
      name: 'Çok uzun',
      sms_template_type: 1,
      message: 'a'.repeat(7 * 153 + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().description).toBe(
      'Mesaj çok uzun: 8 SMS tutuyor, en fazla 7 SMS olabilir. Metni kısaltın.',
    );

    const badType = await call(owner, 'POST', '/sms/template', {
      name: 'Tür yok',
      sms_template_type: 6,
      message: 'Metin',
    });
    expect(badType.statusCode).toBe(400);
  });

  it("another account's template cannot be read, listed, changed or deleted", async () => {
    const mine = await create(owner, { name: 'Gizli şablon', message: 'Sadece bizim {ad}' });
    expect((await call(other, 'GET', `/sms/template/${mine.id}`)).statusCode).toBe(404);
    expect(await names(other)).not.toContain('Gizli şablon');
    const edit = await call(other, 'PUT', `/sms/template/${mine.id}`, {
      name: 'Ele geçirildi',
      sms_template_type: 1,
      message: 'x',
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/sms/template/${mine.id}`)).statusCode).toBe(404);
    expect((await dataOf<Template>(call(owner, 'GET', `/sms/template/${mine.id}`))).name).toBe(
      'Gizli şablon',
    );
  });

  it('a sub-user without show_sms cannot list; without exec_sms cannot write', async () => {
    const template = await create(owner, { name: 'Yetki şablonu', message: 'Merhaba' });
    const blind = await createSubUser(ctx, owner, { show_sms: 0 });
    expect((await call(blind, 'GET', '/sms/templates?page=1')).statusCode).toBe(403);
    expect((await call(blind, 'GET', `/sms/template/${template.id}`)).statusCode).toBe(403);

    const reader = await createSubUser(ctx, owner, { show_sms: 1, exec_sms: 0 });
    expect((await call(reader, 'GET', '/sms/templates?page=1')).statusCode).toBe(200);
    const body = { name: 'Alt kullanıcı şablonu', sms_template_type: 1, message: 'Merhaba' };
    const attempts = [
      await call(reader, 'POST', '/sms/template', body),
      await call(reader, 'PUT', `/sms/template/${template.id}`, body),
      await call(reader, 'DELETE', `/sms/template/${template.id}`),
    ];
    for (const attempt of attempts) expect(attempt.statusCode, attempt.body).toBe(403);
    expect((await dataOf<Template>(call(owner, 'GET', `/sms/template/${template.id}`))).name).toBe(
      'Yetki şablonu',
    );
  });
});
