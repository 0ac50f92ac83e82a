import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../common/date';
import { MESSAGES } from '../../common/messages';
import { accounts, apartments, auditLog } from '../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';

/** A stand-in for the support chat-bot: records what it receives and answers as told. */
interface Hook {
  server: Server;
  url: string;
  received: Record<string, unknown>[];
  answer: 'ok' | 'fail' | 'hang';
  next(): Promise<Record<string, unknown>>;
}

async function startHook(): Promise<Hook> {
  const waiting: ((body: Record<string, unknown>) => void)[] = [];
  const hook: Hook = {
    server: createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(text) as Record<string, unknown>;
        hook.received.push(body);
        waiting.shift()?.(body);
        if (hook.answer === 'hang') return;
        response.writeHead(hook.answer === 'ok' ? 200 : 500).end();
      });
    }),
    url: '',
    received: [],
    answer: 'ok',
    next: () => new Promise((resolve) => waiting.push(resolve)),
  };
  await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve));
  hook.url = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/tutorial-finished`;
  return hook;
}

let hook: Hook;
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  hook = await startHook();
  ctx = await startTestApp({ tutorialWebhookUrl: hook.url });
  owner = await registerAccount(ctx, { assocName: 'Manolya Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
});
afterAll(async () => {
  await ctx?.close();
  hook.server.closeAllConnections();
  await new Promise((resolve) => hook.server.close(resolve));
});

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(who && { headers: who.headers }) });
const put = (who: SignedIn, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url, headers: who.headers, payload });

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs), built here so the test needs no fixture file. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const scanline = Buffer.from([0, 0x2e, 0x7d, 0x32, 0xff]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function multipart(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = `----sitetest${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const uploadLogo = (who: SignedIn, form: ReturnType<typeof multipart>) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/logo',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });

describe('current user', () => {
  it('GET /me answers the signed-in user; a sub-user gets its own levels', async () => {
    const me = await get(owner, '/api/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      description: '',
      data: { id: owner.user.id, name: 'Ali', assoc_name: 'Manolya Sitesi', role: 'main', show_sms: 2 },
    });
    const sub = await createSubUser(ctx, owner, { show_sms: 0, exec_debit: 1 });
    const subMe = await get(sub, '/api/me');
    expect(subMe.json().data).toMatchObject({
      id: sub.user.id,
      role: 'sub',
      main_user_id: owner.user.id,
      assoc_name: 'Manolya Sitesi',
      show_sms: 0,
      exec_debit: 1,
      show_debit: 2,
    });
  });

  it('PUT /user updates the profile and, for the main user, the site name', async () => {
    const response = await put(owner, '/api/user', {
      name: ' Ali Rıza ',
      surname: 'Veli',
      email: 'ali@example.com',
      national_id: '10000000146',
      assoc_name: 'Manolya Evleri',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().description).toBe('Bilgileriniz güncellendi.');
    expect(response.json().data).toMatchObject({
      name: 'Ali Rıza',
      email: 'ali@example.com',
      national_id: '10000000146',
      assoc_name: 'Manolya Evleri',
    });
    const cleared = await put(owner, '/api/user', {
      name: 'Ali Rıza',
      surname: 'Veli',
      email: '',
      national_id: null,
    });
    expect(cleared.json().data).toMatchObject({
      email: null,
      national_id: null,
      assoc_name: 'Manolya Evleri',
    });

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, owner.user.id), eq(auditLog.action, 'update')));
    expect(audits.map((a) => a.tableName)).toEqual(['users', 'accounts', 'users']);
    expect(audits[1]).toMatchObject({
      before: { assocName: 'Manolya Sitesi' },
      after: { assocName: 'Manolya Evleri' },
    });
  });

  it('a sub-user may edit its own profile but not the site name', async () => {
    const sub = await createSubUser(ctx, owner);
    const own = await put(sub, '/api/user', { name: 'Selin', surname: 'Ak', assoc_name: 'Manolya Evleri' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ name: 'Selin', assoc_name: 'Manolya Evleri' });
    const rename = await put(sub, '/api/user', { name: 'Selin', surname: 'Ak', assoc_name: 'Benim Sitem' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().description).toBe('Site adını yalnızca hesap sahibi değiştirebilir.');
    expect((await get(owner, '/api/me')).json().data.assoc_name).toBe('Manolya Evleri');
    expect((await get(sub, '/api/me')).json().data.name).toBe('Selin');
  });

  it('PUT /user refuses an invalid T.C. Kimlik No and bad fields', async () => {
    const tckn = await put(owner, '/api/user', { name: 'Ali', surname: 'Veli', national_id: '12345678901' });
    expect(tckn.statusCode).toBe(400);
    expect(tckn.json().errors.national_id).toBe('Geçerli bir T.C. Kimlik No giriniz (11 hane).');
    const missing = await put(owner, '/api/user', { surname: 'Veli' });
    expect(missing.json().errors.name).toBe('Bu alan zorunludur.');
    const blank = await put(owner, '/api/user', { name: 'Ali', surname: ' ' });
    expect(blank.json().errors.surname).toBe('Bu alan boş bırakılamaz.');
    const long = await put(owner, '/api/user', { name: 'Ali', surname: 'v'.repeat(61) });
    expect(long.json().errors.surname).toBe('En fazla 60 karakter olabilir.');
    const email = await put(owner, '/api/user', { name: 'Ali', surname: 'Veli', email: 'ali at example' });
    expect(email.json().errors.email).toBe('Biçimi hatalı.');
    const wrongType = await put(owner, '/api/user', { name: 'Ali', surname: 'Veli', assoc_name: { x: 1 } });
    expect(wrongType.json().errors.assoc_name).toBe('Geçersiz değer.');
  });

  it('answers 401 without, with a malformed and with an expired token', async () => {
    const none = await get(null, '/api/me');
    expect(none.statusCode).toBe(401);
    expect(none.json().description).toBe('missing or malformed jwt');
    const malformed = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Bearer a.b' },
    });
    expect(malformed.json().description).toBe('missing or malformed jwt');
    const expired = ctx.app.jwt.sign(
      { sub: owner.user.id, acc: owner.user.account_id, ver: 0, typ: 'user' },
      { expiresIn: -10 },
    );
    const late = await ctx.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().description).toBe('invalid or expired jwt');
    const noTokenUpload = await ctx.app.inject({
      method: 'PUT',
      url: '/api/logo',
      ...multipart('logo', 'logo.png', 'image/png', tinyPng()),
    });
    expect(noTokenUpload.statusCode).toBe(401);
  });
});

describe('logo', () => {
  it('stores a real PNG and serves it to an <img> with its type and a long cache', async () => {
    const png = tinyPng();
    const upload = await uploadLogo(owner, multipart('logo', 'logo.png', 'image/png', png));
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().description).toBe('Logo güncellendi.');
    const url = upload.json().data.logo as string;
    expect(url).toMatch(/^\/api\/logo\/file\/[A-Za-z0-9_-]+$/);
    expect((await get(owner, '/api/me')).json().data.logo).toBe(url);

    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.rawPayload.equals(png)).toBe(true);

    // A new upload gets a new address; the old one no longer answers.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(16),
    ]);
    const second = await uploadLogo(owner, multipart('logo', 'logo', 'application/octet-stream', webp));
    expect(second.statusCode, second.body).toBe(200);
    const newUrl = second.json().data.logo;
    expect(newUrl).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: newUrl })).headers['content-type']).toBe('image/webp');

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'accounts'), eq(auditLog.userId, owner.user.id)));
    const uploaded = audits.find(
      (a) => `/api/logo/file/${(a.after as { logoKey?: string }).logoKey}` === url,
    );
    expect(uploaded?.after).toEqual({ logoKey: expect.any(String), logoMime: 'image/png', size: png.length });
  });

  it('judges the file by its bytes: a text file named .png is refused', async () => {
    const fake = await uploadLogo(
      owner,
      multipart('logo', 'x.png', 'image/png', Buffer.from('bu bir resim değil, düz metin')),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().description).toBe('Logo PNG, JPEG veya WEBP biçiminde bir resim olmalıdır.');
    const jpeg = await uploadLogo(
      owner,
      multipart('logo', 'logo.txt', 'text/plain', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])),
    );
    expect(jpeg.statusCode, jpeg.body).toBe(200);
  });

  it('refuses a file over 2 MB, a wrong field and a non-multipart body', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadLogo(owner, multipart('logo', 'big.png', 'image/png', big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().description).toBe('Logo en fazla 2 MB olabilir. Daha küçük bir dosya seçiniz.');
    const field = await uploadLogo(owner, multipart('picture', 'logo.png', 'image/png', tinyPng()));
    expect(field.statusCode).toBe(400);
    expect(field.json().description).toMatch(/Bir logo dosyası seçiniz/);
    const json = await put(owner, '/api/logo', { logo: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.logo).toMatch(/Bir logo dosyası seçiniz/);
  });

  it('removes the logo; its address then answers a JSON 404', async () => {
    const url = (await uploadLogo(owner, multipart('logo', 'l.png', 'image/png', tinyPng()))).json().data
      .logo;
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/logo', headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ description: 'Logo kaldırıldı.', data: { logo: null } });
    expect((await get(owner, '/api/me')).json().data.logo).toBeNull();
    const gone = await ctx.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().description).toBe('Logo bulunamadı.');
    const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, owner.user.account_id));
    expect(row).toMatchObject({ logo: null, logoMime: null, logoKey: null });
  });
});

describe('licence and info', () => {
  it('GET /licance shows the end date, days left and limits of the account', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Lisans Sitesi' });
    const today = todayInIstanbul();
    const end = new Date(Date.UTC(today.year, today.month - 1, today.day + 30));
    const response = await get(fresh, '/api/licance');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      licence_end: formatDmy({
        year: end.getUTCFullYear(),
        month: end.getUTCMonth() + 1,
        day: end.getUTCDate(),
      }),
      days_left: 30,
      is_expired: false,
      apartment_limit: 50,
      apartment_count: 0,
      sms_credits: 0,
    });
    await ctx.db
      .update(accounts)
      .set({ licenceEnd: '2020-01-31' })
      .where(eq(accounts.id, fresh.user.account_id));
    const expired = await get(fresh, '/api/licance');
    expect(expired.json().data).toMatchObject({ licence_end: '31.01.2020', days_left: 0, is_expired: true });
  });

  it('GET /info is public and shows no demo login outside demo mode', async () => {
    const response = await get(null, '/api/info');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      name: 'Site Yönetimi',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      demo: false,
      demo_phone: null,
      demo_password: null,
      support_phone: '0850 000 00 00',
    });
  });
});

describe('settings', () => {
  const valid = {
    auto_payment_advance_payments: true,
    birth_day: true,
    birth_day_message_template: 'Doğum gününüz kutlu olsun {name}!',
    remin_debt: true,
    remind_debt_with_since_day: 15,
    send_payment_message: true,
    payment_message_template: '  ',
  };

  it('starts from the defaults, saves every field for the account and writes the audit log', async () => {
    const initial = await get(other, '/api/settings');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().data).toEqual({
      auto_payment_advance_payments: false,
      birth_day: false,
      birth_day_message_template: null,
      remin_debt: false,
      remind_debt_with_since_day: 0,
      send_payment_message: false,
      payment_message_template: null,
    });
    const saved = await put(other, '/api/settings', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().description).toBe('Ayarlar kaydedildi.');
    const expected = { ...valid, payment_message_template: null };
    expect(saved.json().data).toEqual(expected);
    expect((await get(other, '/api/settings')).json().data).toEqual(expected);
    expect((await get(owner, '/api/settings')).json().data.remind_debt_with_since_day).toBe(0);
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'settings'), eq(auditLog.accountId, other.user.account_id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ remindDebtWithSinceDay: 15 });
  });

  it('refuses missing, wrong-typed and out-of-range values', async () => {
    const { birth_day: _, ...withoutBirthDay } = valid;
    const missing = await put(owner, '/api/settings', withoutBirthDay);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.birth_day).toBe('Bu alan zorunludur.');
    const wrongType = await put(owner, '/api/settings', { ...valid, remin_debt: 'belki' });
    expect(wrongType.json().errors.remin_debt).toBe('Geçersiz değer.');
    const days = await put(owner, '/api/settings', { ...valid, remind_debt_with_since_day: 366 });
    expect(days.json().errors.remind_debt_with_since_day).toBe('En fazla 365 olabilir.');
    const long = await put(owner, '/api/settings', { ...valid, birth_day_message_template: 'a'.repeat(501) });
    expect(long.json().errors.birth_day_message_template).toBe('En fazla 500 karakter olabilir.');
  });
});

describe('tutorial', () => {
  it('keeps each user’s steps and tells the support chat-bot once, when the tutorial is finished', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Akasya Sitesi' });
    const initial = await get(fresh, '/api/tutorial');
    expect(initial.json().data).toEqual({ step: 0, is_completed: false, is_first: true });
    const step = await put(fresh, '/api/tutorial', { step: 2, is_completed: false, is_first: false });
    expect(step.statusCode, step.body).toBe(200);
    expect(step.json()).toEqual({
      description: 'Kaydedildi.',
      data: { step: 2, is_completed: false, is_first: false },
    });

    const notified = hook.next();
    const done = await put(fresh, '/api/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().description).toBe(MESSAGES.tutorialFinished);
    expect(await notified).toEqual({
      member_id: fresh.user.id,
      site_name: 'Akasya Sitesi',
      contact_name: 'Ali Veli',
      phone: fresh.phone,
    });

    const count = hook.received.length;
    const again = await put(fresh, '/api/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(again.json().description).toBe('Kaydedildi.');
    const reopened = await put(fresh, '/api/tutorial', { step: 1, is_completed: false, is_first: false });
    expect(reopened.statusCode).toBe(200);
    await put(fresh, '/api/tutorial', { step: 5, is_completed: true, is_first: false });
    expect(hook.received.length).toBe(count);

    const sub = await createSubUser(ctx, fresh);
    expect((await get(sub, '/api/tutorial')).json().data).toEqual({
      step: 0,
      is_completed: false,
      is_first: true,
    });
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'tutorials'), eq(auditLog.recordId, String(fresh.user.id))));
    expect(audits).toHaveLength(5);
  });

  it('finishes the tutorial even when the chat-bot fails or does not answer', async () => {
    for (const answer of ['fail', 'hang'] as const) {
      hook.answer = answer;
      const user = await registerAccount(ctx, { assocName: `Çınar ${answer}` });
      const notified = hook.next();
      const done = await put(user, '/api/tutorial', { step: 3, is_completed: true, is_first: false });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().description).toBe(MESSAGES.tutorialFinished);
      expect((await notified).site_name).toBe(`Çınar ${answer}`);
    }
    hook.answer = 'ok';
  });

  it('refuses bad tutorial input', async () => {
    const missing = await put(owner, '/api/tutorial', { step: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      is_completed: 'Bu alan zorunludur.',
      is_first: 'Bu alan zorunludur.',
    });
    const wrong = await put(owner, '/api/tutorial', { step: 'ilk', is_completed: true, is_first: true });
    expect(wrong.json().errors.step).toBe('Bir sayı giriniz.');
  });
});

describe('dashboard', () => {
  it('counts the account’s own buildings, apartments and sub-users', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Sayım Sitesi' });
    for (const name of ['A Blok', 'B Blok']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/building',
        headers: fresh.headers,
        payload: { name, apartment_limit: 2 },
      });
    }
    const [building] = (await get(fresh, '/api/building?page=1')).json().Records;
    await ctx.db.insert(apartments).values([
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '1' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '2' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '3' },
    ]);
    await createSubUser(ctx, fresh);
    await ctx.db.update(accounts).set({ smsCredits: 250 }).where(eq(accounts.id, fresh.user.account_id));

    const response = await get(fresh, '/api/dashboard?start_date=01.01.2000&end_date=31.12.2030');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      description: '',
      data: {
        building_count: 2,
        apartment_count: 3,
        sub_user_count: 1,
        sms_credits: 250,
        licence_days_left: 30,
      },
    });
    const otherAccount = await get(other, '/api/dashboard');
    expect(otherAccount.json().data).toMatchObject({
      building_count: 0,
      apartment_count: 0,
      sub_user_count: 0,
    });
  });

  it('refuses dates that are not DD.MM.YYYY or a range that ends before it starts', async () => {
    const iso = await get(owner, '/api/dashboard?start_date=2024-01-01');
    expect(iso.statusCode).toBe(400);
    expect(iso.json().errors.start_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const impossible = await get(owner, '/api/dashboard?end_date=31.02.2024');
    expect(impossible.json().errors.end_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const backwards = await get(owner, '/api/dashboard?start_date=02.01.2024&end_date=01.01.2024');
    expect(backwards.json().errors.end_date).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  });
});

describe('demo mode', () => {
  it('GET /info shows the demo login on a demo server', async () => {
    const demo = await startTestApp({ demo: true });
    try {
      const response = await demo.app.inject({ method: 'GET', url: '/api/info' });
      expect(response.json().data).toMatchObject({
        demo: true,
        demo_phone: '555 000 00 00',
        demo_password: 'demo1234',
      });
    } finally {
      await demo.close();
    }
  });
});
