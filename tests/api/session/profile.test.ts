import { crc32, deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, startTestApp, type TestContext } from '../helpers/harness';

/** The signed-in user's profile (GET /me, PUT /user) and the account's logo. */
let ctx: TestContext;
let owner: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Manolya Sitesi' });
});
afterAll(() => ctx?.close());

const api = caller(() => ctx);

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
    const me = await api.get(owner, '/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      description: '',
      data: { id: owner.user.id, name: 'Ali', assoc_name: 'Manolya Sitesi', role: 'main', show_sms: 2 },
    });
    const sub = await createSubUser(ctx, owner, { show_sms: 0, exec_debit: 1 });
    const subMe = await api.get(sub, '/me');
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
    const response = await api.put(owner, '/user', {
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
    const cleared = await api.put(owner, '/user', {
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
    const own = await api.put(sub, '/user', { name: 'Selin', surname: 'Ak', assoc_name: 'Manolya Evleri' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({ name: 'Selin', assoc_name: 'Manolya Evleri' });
    const rename = await api.put(sub, '/user', { name: 'Selin', surname: 'Ak', assoc_name: 'Benim Sitem' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().description).toBe('Site adını yalnızca hesap sahibi değiştirebilir.');
    expect((await api.get(owner, '/me')).json().data.assoc_name).toBe('Manolya Evleri');
    expect((await api.get(sub, '/me')).json().data.name).toBe('Selin');
  });

  it('PUT /user refuses an invalid T.C. Kimlik No and bad fields', async () => {
    const tckn = await api.put(owner, '/user', { name: 'Ali', surname: 'Veli', national_id: '12345678901' });
    expect(tckn.statusCode).toBe(400);
    expect(tckn.json().errors.national_id).toBe('Geçerli bir T.C. Kimlik No giriniz (11 hane).');
    const missing = await api.put(owner, '/user', { surname: 'Veli' });
    expect(missing.json().errors.name).toBe('Bu alan zorunludur.');
    const blank = await api.put(owner, '/user', { name: 'Ali', surname: ' ' });
    expect(blank.json().errors.surname).toBe('Bu alan boş bırakılamaz.');
    const long = await api.put(owner, '/user', { name: 'Ali', surname: 'v'.repeat(61) });
    expect(long.json().errors.surname).toBe('En fazla 60 karakter olabilir.');
    const email = await api.put(owner, '/user', { name: 'Ali', surname: 'Veli', email: 'ali at example' });
    expect(email.json().errors.email).toBe('Biçimi hatalı.');
    const wrongType = await api.put(owner, '/user', { name: 'Ali', surname: 'Veli', assoc_name: { x: 1 } });
    expect(wrongType.json().errors.assoc_name).toBe('Geçersiz değer.');
  });

  it('answers 401 without, with a malformed and with an expired token', async () => {
    const none = await api.get(null, '/me');
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
    expect((await api.get(owner, '/me')).json().data.logo).toBe(url);

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
    const json = await api.put(owner, '/logo', { logo: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors.logo).toMatch(/Bir logo dosyası seçiniz/);
  });

  it('removes the logo; its address then answers a JSON 404', async () => {
    const url = (await uploadLogo(owner, multipart('logo', 'l.png', 'image/png', tinyPng()))).json().data
      .logo;
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/logo', headers: owner.headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ description: 'Logo kaldırıldı.', data: { logo: null } });
    expect((await api.get(owner, '/me')).json().data.logo).toBeNull();
    const gone = await ctx.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().description).toBe('Logo bulunamadı.');
    const [row] = await ctx.db.select().from(accounts).where(eq(accounts.id, owner.user.account_id));
    expect(row).toMatchObject({ logo: null, logoMime: null, logoKey: null });
  });
});
