/** Duyurular: multipart create and edit, passive 1 shows / 0 hides, the optional file, account isolation. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, smsCampaigns } from '../../../server/db/schema';
import { deliverCampaign } from '../../../server/services/sms/sending';
import { createSubUser, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { outbox, startTestApp, type TestContext } from '../helpers/harness';
import { formBody, PDF, PNG } from '../helpers/multipartBody';
import { caller, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Duyuru Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Komşu Site' });
});
afterAll(() => ctx?.close());

function send(
  who: SignedIn,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string | number>,
  file?: { name: string; bytes: Buffer },
) {
  const body = formBody(fields, file && { field: 'File', ...file });
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

/** The fields the screen sends on create (docs/domain.md, "Limits and constants": passive=1). */
const fieldsOf = (title: string, content: string, more: Record<string, string | number> = {}) => ({
  title,
  content,
  user_id: owner.user.id,
  is_exist_file: 0,
  passive: 1,
  ...more,
});

const announcementFiles = (who: SignedIn) => {
  const folder = join(ctx.dataDir, 'accounts', String(who.user.account_id), 'announcements');
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
};

const listOf = async (who: SignedIn) => {
  const answer = await call(who, 'GET', '/user/anno?page=1');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { Records: Record<string, unknown>[]; TotalRecords: number };
};

describe('announcements', () => {
  it('creates one without a file, shown (passive 1), hides and shows it again from the list', async () => {
    const created = await send(
      owner,
      'POST',
      '/user/anno',
      fieldsOf('Su kesintisi', 'Yarın 10:00-14:00 arası su yok.'),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().description).toBe('Duyuru eklendi.');
    const anno = created.json().data;
    expect(anno).toMatchObject({
      title: 'Su kesintisi',
      passive: 1,
      is_exist_file: 0,
      file_name: null,
      user_id: owner.user.id,
    });

    const hidden = await send(
      owner,
      'PUT',
      `/user/anno/${anno.id}`,
      fieldsOf(anno.title, anno.content, { passive: 0 }),
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await listOf(owner)).Records.find((row) => row.id === anno.id)).toMatchObject({ passive: 0 });
    await send(owner, 'PUT', `/user/anno/${anno.id}`, fieldsOf(anno.title, anno.content, { passive: 1 }));
    expect((await listOf(owner)).Records.find((row) => row.id === anno.id)).toMatchObject({ passive: 1 });
    expect((await listOf(stranger)).TotalRecords).toBe(0);
  });

  it('keeps a file with an announcement, downloads it, keeps it on a toggle, removes it on is_exist_file=0', async () => {
    const created = await send(
      owner,
      'POST',
      '/user/anno',
      fieldsOf('Genel kurul', 'Genel kurul 20 Mart’ta.'),
      { name: 'Gündem (2026).pdf', bytes: PDF },
    );
    expect(created.statusCode, created.body).toBe(200);
    const anno = created.json().data;
    expect(anno).toMatchObject({ is_exist_file: 1, file_name: 'Gündem2026.pdf', mime: 'application/pdf' });
    expect(announcementFiles(owner)).toHaveLength(1);

    const file = await call(owner, 'GET', `/user/anno/${anno.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Gündem2026.pdf'));
    expect((await call(stranger, 'GET', `/user/anno/${anno.id}/file`)).statusCode).toBe(404);

    // Hiding it sends the same fields with is_exist_file=1: the file stays.
    const hidden = await send(
      owner,
      'PUT',
      `/user/anno/${anno.id}`,
      fieldsOf(anno.title, anno.content, { passive: 0, is_exist_file: 1 }),
    );
    expect(hidden.json().data).toMatchObject({ passive: 0, is_exist_file: 1 });
    expect(announcementFiles(owner)).toHaveLength(1);

    const replaced = await send(
      owner,
      'PUT',
      `/user/anno/${anno.id}`,
      fieldsOf(anno.title, anno.content, { is_exist_file: 1 }),
      { name: 'afiş.png', bytes: PNG },
    );
    expect(replaced.json().data).toMatchObject({ file_name: 'afiş.png', mime: 'image/png' });
    expect(announcementFiles(owner)).toHaveLength(1);
    expect((await call(owner, 'GET', `/user/anno/${anno.id}/file`)).rawPayload.equals(PNG)).toBe(true);

    const without = await send(
      owner,
      'PUT',
      `/user/anno/${anno.id}`,
      fieldsOf(anno.title, anno.content, { is_exist_file: 0 }),
    );
    expect(without.json().data).toMatchObject({ is_exist_file: 0, file_name: null });
    expect(announcementFiles(owner)).toHaveLength(0);
    const gone = await call(owner, 'GET', `/user/anno/${anno.id}/file`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().description).toBe('Bu duyurunun dosyası yok.');
  });

  it('refuses a text file named .pdf, a file over 10 MB and an empty title, in Turkish', async () => {
    const text = await send(owner, 'POST', '/user/anno', fieldsOf('Sahte', 'dosya'), {
      name: 'duyuru.pdf',
      bytes: Buffer.from('düz metin'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().description).toBe('Duyuru dosyası PDF veya resim (JPEG, PNG, WEBP) olmalıdır.');
    const big = await send(owner, 'POST', '/user/anno', fieldsOf('Büyük', 'dosya'), {
      name: 'b.pdf',
      bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().description).toBe('Duyuru dosyası en fazla 10 MB olabilir.');
    const blank = await send(owner, 'POST', '/user/anno', fieldsOf('   ', 'içerik'));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.title).toBe('Bu alan boş bırakılamaz.');
    const json = await call(owner, 'POST', '/user/anno', { title: 'JSON', content: 'gövde' });
    expect(json.statusCode).toBe(400);
    expect(json.json().description).toMatch(/multipart\/form-data/);
    expect(announcementFiles(owner)).toHaveLength(0);
  });

  it('deletes an announcement with its file; another account can neither change nor delete it', async () => {
    const anno = (
      await send(owner, 'POST', '/user/anno', fieldsOf('Asansör bakımı', 'Cuma günü.'), {
        name: 'plan.png',
        bytes: PNG,
      })
    ).json().data;
    expect(
      (await send(stranger, 'PUT', `/user/anno/${anno.id}`, { title: 'x', content: 'y', passive: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/user/anno/${anno.id}`)).statusCode).toBe(404);
    expect(announcementFiles(owner)).toHaveLength(1);
    const removed = await call(owner, 'DELETE', `/user/anno/${anno.id}`);
    expect(removed.json().description).toBe('Duyuru silindi.');
    expect(announcementFiles(owner)).toHaveLength(0);
    expect((await listOf(owner)).Records.some((row) => row.id === anno.id)).toBe(false);
  });

  it('refuses a sub-user whose additional-features levels are 0', async () => {
    const none = await createSubUser(ctx, owner, {
      show_additional_features: 0,
      exec_additional_features: 0,
    });
    expect((await call(none, 'GET', '/user/anno?page=1')).statusCode).toBe(403);
    const create = await send(none, 'POST', '/user/anno', fieldsOf('Yetkisiz', 'deneme'));
    expect(create.statusCode).toBe(403);
    expect(create.json().description).toMatch(/yetkiniz yok/);
  });
});

describe('announcing by SMS', () => {
  let writer: SignedIn;
  let residents: { id: number; phone: string }[];

  beforeAll(async () => {
    writer = await registerAccount(ctx, { assocName: 'Nergis Sitesi' });
    const make = moneyFixtures(ctx, writer).make;
    const building = await make.building('Nergis Blok');
    residents = [];
    for (const [index, name] of ['Ayşe', 'Bülent'].entries()) {
      const flat = await make.apartment({ building_id: building.id, identifier: String(index + 1) });
      const phone = newPhone();
      const resident = await make.resident({ name, surname: 'Er', phone });
      await make.link({ apartment_id: flat.id, resident_id: resident.id, type: 1 });
      residents.push({ id: resident.id, phone });
    }
    // A former resident (no current flat) is not told.
    await make.resident({ name: 'Eski', surname: 'Sakin', phone: newPhone() });
  });

  const credits = async () => (await call(writer, 'GET', '/sms/credits')).json().credits as number;
  const setCredits = (n: number) =>
    ctx.db.update(accounts).set({ smsCredits: n }).where(eq(accounts.id, writer.user.account_id));
  const announcementSms = async () =>
    (await call(writer, 'GET', '/sms/reports?page=1&per_page=50&audience=announcement')).json().Records as {
      phone: string;
      text: string;
    }[];

  it("sends every resident with a flat the title and their own page's link, and takes the credits", async () => {
    await setCredits(10);
    const created = await send(
      writer,
      'POST',
      '/user/anno',
      fieldsOf('Genel kurul', 'Toplantı 12 Mart 19:00’da.', { sms: 1 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().description).toMatch(/^Duyuru kaydedildi\. 2 kişiye 2 SMS \(2 kredi\)/);
    expect(created.json().data).toMatchObject({ title: 'Genel kurul', sms_sent: true });
    expect(await credits()).toBe(8);
    const listed = await announcementSms();
    expect(listed.map((m) => m.phone).sort()).toEqual(residents.map((r) => r.phone).sort());
    // The reports show the link masked; the gateway gets it when the queue hands the campaign over.
    for (const m of listed) expect(m.text).toMatch(/\/sakin\/•{7}$/);
    const [campaign] = await ctx.db
      .select()
      .from(smsCampaigns)
      .where(eq(smsCampaigns.audience, 'announcement'))
      .orderBy(desc(smsCampaigns.id))
      .limit(1);
    const before = outbox(ctx).length;
    await deliverCampaign(ctx.db, ctx.app.sms, campaign!.id);
    const sent = outbox(ctx).slice(before);
    expect(sent.map((m) => m.to).sort()).toEqual(residents.map((r) => r.phone).sort());
    for (const m of sent)
      expect(m.text).toMatch(
        /^Sayın (Ayşe|Bülent), yeni duyuru: "Genel kurul"\. Okumak için: \S+\/sakin\/[\w-]{20,}$/,
      );
    // Each link opens that resident's page, where the announcement is shown.
    const path = /\/sakin\/([\w-]+)/.exec(sent[0]!.text)![1];
    const page = await ctx.app.inject({ method: 'GET', url: `/api/r/${path}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain('Genel kurul');
  });

  it('keeps the announcement and says why when the SMS cannot go: hidden, too few credits, no right', async () => {
    await setCredits(10);
    const hidden = await send(
      writer,
      'POST',
      '/user/anno',
      fieldsOf('Gizli', 'taslak', { passive: 0, sms: 1 }),
    );
    expect(hidden.json()).toMatchObject({
      description:
        'Duyuru kaydedildi; SMS gönderilmedi: Gizlenen bir duyuru SMS ile duyurulmaz; önce gösterin.',
      data: { sms_sent: false },
    });

    await setCredits(1);
    const poor = await send(writer, 'POST', '/user/anno', fieldsOf('Asansör', 'Bakım var.', { sms: 1 }));
    expect(poor.statusCode).toBe(200);
    expect(poor.json().description).toBe(
      'Duyuru kaydedildi; SMS gönderilmedi: SMS krediniz yetersiz: bu gönderim 2 kredi gerektiriyor, hesabınızda 1 kredi var.',
    );
    expect(await credits()).toBe(1);

    await setCredits(10);
    const clerk = await createSubUser(ctx, writer, { send_sms: 0 });
    const refused = await send(clerk, 'POST', '/user/anno', fieldsOf('Bahçe', 'Sulama.', { sms: 1 }));
    expect(refused.json().description).toBe(
      'Duyuru kaydedildi; SMS gönderilmedi: SMS gönderme yetkiniz yok.',
    );
    expect(await credits()).toBe(10);
    const titles = (await listOf(writer)).Records.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Gizli', 'Asansör', 'Bahçe']));
    // Without "sms" nothing is sent.
    await send(writer, 'POST', '/user/anno', fieldsOf('Sessiz', 'SMS yok.'));
    expect(await credits()).toBe(10);
  });
});
