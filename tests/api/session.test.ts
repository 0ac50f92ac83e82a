import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarDate, formatDmy, todayInIstanbul } from '../../common/date';
import { JWT_ERRORS, MESSAGES } from '../../common/messages';
import { PERMISSION_KEYS } from '../../common/permissions';
import { accounts, auditLog, oneTimeCodes, operators, smsMessages, users } from '../../server/db/schema';
import { hashPassword } from '../../server/services/passwords';
import { login, newPhone, registerAccount, type SignedIn } from './fixtures';
import { lastCode, outbox, startTestApp, type TestContext } from './harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const WRONG_CREDENTIALS = 'Telefon numarası veya şifre hatalı.';
const BAD_PHONE = 'Geçerli bir cep telefonu numarası giriniz (5xx xxx xx xx).';

const postLogin = (payload: Record<string, unknown>, url = '/api/login') =>
  ctx.app.inject({ method: 'POST', url, payload });
const sendRegisterCode = (phone: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${encodeURIComponent(phone)}` });
const controlCode = (phone: string, code: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/register/control/code?phone=${encodeURIComponent(phone)}&code=${encodeURIComponent(code)}`,
  });
const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/register', payload });
const buildingsWith = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/building?page=1', headers: { authorization } });
const bearer = (token: string) => `Bearer ${token}`;
const refresh = (cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/jwt/refresh-token',
    ...(cookie === undefined ? {} : { cookies: { refresh_token: cookie } }),
  });

function refreshCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return cookie as typeof cookie & { httpOnly?: boolean; path?: string; sameSite?: string };
}

function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
const isoOf = (d: CalendarDate) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Whether `digits` appears in `text` as a whole number (not inside a longer one, such as a phone). */
const containsNumber = (text: string, digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`).test(text);

/** A code that is certainly not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function setLicenceEnd(accountId: number, iso: string) {
  await ctx.db.update(accounts).set({ licenceEnd: iso }).where(eq(accounts.id, accountId));
}

async function codeRows(phone: string) {
  return ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.phone, phone)).orderBy(oneTimeCodes.id);
}

describe('POST /login', () => {
  let account: SignedIn;
  beforeAll(async () => {
    account = await registerAccount(ctx, { assocName: 'Lale Apartmanı', password: 'gizli-parola-1' });
  });

  it('signs in with the phone written with spaces, a leading 0 or +90 and answers the current user', async () => {
    const p = account.phone;
    const spaced = `${p.slice(0, 3)} ${p.slice(3, 6)} ${p.slice(6, 8)} ${p.slice(8)}`;
    for (const phone of [p, spaced, `0${spaced}`, `+90 ${spaced}`, `90${p}`]) {
      const response = await postLogin({ phone, password: 'gizli-parola-1' });
      expect(response.statusCode, `${phone}: ${response.body}`).toBe(200);
      const body = response.json();
      expect(body.description).toBe('Giriş Başarıyla Tamamlandı');
      expect(body.description).toBe(MESSAGES.loginSuccess);
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.user).toMatchObject({
        id: account.user.id,
        name: 'Ali',
        surname: 'Veli',
        email: null,
        phone: p,
        national_id: null,
        assoc_name: 'Lale Apartmanı',
        is_branch: false,
        branchs: [],
        apartment_count: 0,
        apartment_limit: 50,
        logo: null,
        role: 'main',
      });
      for (const key of PERMISSION_KEYS) expect(body.user[key], key).toBe(2);
      // The token opens the account's pages.
      expect((await buildingsWith(bearer(body.token))).statusCode).toBe(200);
    }
  });

  it('refuses a wrong password and an unknown phone with the same answer', async () => {
    const wrong = await postLogin({ phone: account.phone, password: 'yanlis-parola' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ description: WRONG_CREDENTIALS });
    const unknown = await postLogin({ phone: newPhone(), password: 'gizli-parola-1' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ description: WRONG_CREDENTIALS });
    const notAMobile = await postLogin({ phone: '2161234567', password: 'gizli-parola-1' });
    expect(notAMobile.statusCode).toBe(401);
    expect(notAMobile.json()).toEqual({ description: WRONG_CREDENTIALS });
    // A failed login sets no session cookie.
    expect(wrong.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
  });

  it('names each missing, wrongly typed or overlong field in Turkish', async () => {
    const empty = await postLogin({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { phone: 'Bu alan zorunludur.', password: 'Bu alan zorunludur.' },
    });
    const wrongType = await postLogin({ phone: { number: account.phone }, password: 'gizli-parola-1' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ phone: 'Geçersiz değer.' });
    const emptyPassword = await postLogin({ phone: account.phone, password: '' });
    expect(emptyPassword.json().errors).toEqual({ password: 'Bu alan boş bırakılamaz.' });
    const longPhone = await postLogin({ phone: '5'.repeat(21), password: 'x' });
    expect(longPhone.statusCode).toBe(400);
    expect(longPhone.json().errors).toEqual({ phone: 'En fazla 20 karakter olabilir.' });
    const longPassword = await postLogin({ phone: account.phone, password: 'p'.repeat(129) });
    expect(longPassword.statusCode).toBe(400);
    expect(longPassword.json().errors).toEqual({ password: 'En fazla 128 karakter olabilir.' });
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ description: 'İstek anlaşılamadı. Lütfen bilgileri kontrol ediniz.' });
    expect(notJson.body).not.toMatch(/SyntaxError|at .*\.js/);
  });

  it('answers 403 with exactly the licence message after licence_end, and still signs in on its last day', async () => {
    const today = todayInIstanbul();
    await setLicenceEnd(account.user.account_id, isoOf(addDays(today, -1)));
    const expired = await postLogin({ phone: account.phone, password: 'gizli-parola-1' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ description: MESSAGES.licenceExpired });
    expect(expired.json().description).toBe(
      'Lisans süreniz sona ermiştir. Lisans satın almak için lütfen bizimle iletişime geçiniz: 0850 000 00 00',
    );
    expect(expired.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    // A wrong password on an expired account still says "wrong password", not that the licence ended.
    const wrong = await postLogin({ phone: account.phone, password: 'yanlis-parola' });
    expect(wrong.statusCode).toBe(401);

    await setLicenceEnd(account.user.account_id, isoOf(today));
    const lastDay = await postLogin({ phone: account.phone, password: 'gizli-parola-1' });
    expect(lastDay.statusCode, lastDay.body).toBe(200);
    expect(lastDay.json().user.licence_end).toBe(formatDmy(today));
  });
});

describe('authorization header', () => {
  it('tells a missing or malformed token from an invalid one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/building?page=1' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ description: JWT_ERRORS.missing });
    const malformed = await buildingsWith('Bearer not-a-jwt');
    expect(malformed.json()).toEqual({ description: 'missing or malformed jwt' });
    const basic = await buildingsWith('Basic dXNlcjpwYXNz');
    expect(basic.json()).toEqual({ description: 'missing or malformed jwt' });
    const account = await registerAccount(ctx);
    const [head, payload] = account.token.split('.');
    const forged = await buildingsWith(bearer(`${head}.${payload}.c2lnbmF0dXJlLWZhbHNl`));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ description: 'invalid or expired jwt' });
    const expiredToken = ctx.app.jwt.sign(
      { sub: account.user.id, acc: account.user.account_id, ver: 0, typ: 'user' },
      { expiresIn: -10 },
    );
    const expired = await buildingsWith(bearer(expiredToken));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ description: 'invalid or expired jwt' });
  });
});

describe('register', () => {
  it('sends a 6-digit code by SMS: an outbox line, a stored message and only a hash of the code', async () => {
    const phone = newPhone();
    const before = outbox(ctx).length;
    const response = await sendRegisterCode(`0${phone.slice(0, 3)} ${phone.slice(3)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ description: 'Doğrulama kodu telefonunuza gönderildi.' });

    const lines = outbox(ctx);
    expect(lines).toHaveLength(before + 1);
    const line = lines.at(-1)!;
    expect(Object.keys(line).sort()).toEqual(['at', 'text', 'to']);
    expect(line.to).toBe(phone);
    expect(line.text).toMatch(/\b\d{6}\b/);
    expect(line.text).toContain('3 dakika');
    expect(new Date(line.at).toISOString()).toBe(line.at);
    expect(Math.abs(Date.now() - Date.parse(line.at))).toBeLessThan(60_000);
    const code = lastCode(ctx, phone);

    const stored = await ctx.db.select().from(smsMessages).where(eq(smsMessages.toPhone, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ text: line.text, kind: 'one_time_code', parts: 1, status: 'sent' });

    const rows = await codeRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.purpose).toBe('register');
    expect(containsNumber(JSON.stringify(rows), code)).toBe(false);
    expect(rows[0]!.codeHash.length).toBeGreaterThan(20);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(170_000);
    expect(ttl).toBeLessThanOrEqual(181_000);
  });

  it('refuses a phone that already has an account, and an invalid phone', async () => {
    const existing = await registerAccount(ctx);
    const before = outbox(ctx).length;
    const taken = await sendRegisterCode(`+90${existing.phone}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().description).toMatch(/kayıtlı bir hesap var/);
    expect(outbox(ctx)).toHaveLength(before);

    const landline = await sendRegisterCode('2121234567');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().errors).toEqual({ phone: BAD_PHONE });
    const short = await sendRegisterCode('532');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ phone: 'En az 10 karakter olmalıdır.' });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/register/send/code' });
    expect(missing.json().errors).toEqual({ phone: 'Bu alan zorunludur.' });
    expect(outbox(ctx)).toHaveLength(before);
  });

  it('counts wrong codes down and accepts the right one', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    const first = await controlCode(phone, otherThan(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({
      description: 'Kod hatalı. 4 deneme hakkınız kaldı.',
      errors: { code: 'Kod hatalı.' },
    });
    const second = await controlCode(phone, '12ab');
    expect(second.statusCode).toBe(400);
    expect(second.json().description).toBe('Kod hatalı. 3 deneme hakkınız kaldı.');
    expect((await codeRows(phone))[0]!.attempts).toBe(2);

    const ok = await controlCode(phone, code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ description: 'Kod doğrulandı.' });
  });

  it('refuses an expired code even when it is right', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    await ctx.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.phone, phone));
    const late = await controlCode(phone, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      description: 'Kodun süresi doldu. Lütfen yeni kod isteyiniz.',
      errors: { code: 'Kodun süresi doldu.' },
    });
    const signUp = await register({
      phone,
      assoc_name: 'Geç Kalan Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toHaveProperty('code');
  });

  it('allows five tries: the sixth is refused even with the right code', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    const wrong = otherThan(code);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await controlCode(phone, wrong);
      expect(response.statusCode).toBe(400);
      answers.push(response.json().description);
    }
    expect(answers).toEqual([
      'Kod hatalı. 4 deneme hakkınız kaldı.',
      'Kod hatalı. 3 deneme hakkınız kaldı.',
      'Kod hatalı. 2 deneme hakkınız kaldı.',
      'Kod hatalı. 1 deneme hakkınız kaldı.',
      'Kod hatalı. Lütfen yeni kod isteyiniz.',
    ]);
    const sixth = await controlCode(phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().description).toBe('Çok fazla hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.');
    expect((await codeRows(phone))[0]!.verifiedAt).toBeNull();

    // A new code starts over, and the old one no longer works.
    await sendRegisterCode(phone);
    const fresh = lastCode(ctx, phone);
    if (fresh !== code) {
      const old = await controlCode(phone, code);
      expect(old.statusCode).toBe(400);
    }
    const ok = await controlCode(phone, fresh);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses to register a phone whose code was not checked', async () => {
    const neverSent = await register({
      phone: newPhone(),
      assoc_name: 'Kodsuz Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(neverSent.statusCode).toBe(400);
    expect(neverSent.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { code: 'Önce telefonunuza gelen kodu doğrulayınız.' },
    });
    const phone = newPhone();
    await sendRegisterCode(phone);
    const notChecked = await register({
      phone,
      assoc_name: 'Kontrolsüz Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(notChecked.statusCode).toBe(400);
    expect(notChecked.json().errors).toEqual({ code: 'Önce telefonunuza gelen kodu doğrulayınız.' });
    const [row] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toBeUndefined();
  });

  it('validates the register form field by field', async () => {
    const response = await register({ phone: newPhone(), email: 'adres-degil', password: 'kısa' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      assoc_name: 'Bu alan zorunludur.',
      name: 'Bu alan zorunludur.',
      surname: 'Bu alan zorunludur.',
      password: 'En az 8 karakter olmalıdır.',
      email: 'Biçimi hatalı.',
    });
    const long = await register({
      phone: newPhone(),
      assoc_name: 's'.repeat(121),
      name: 'n'.repeat(61),
      surname: 'Er',
      password: 'p'.repeat(129),
    });
    expect(long.json().errors).toEqual({
      assoc_name: 'En fazla 120 karakter olabilir.',
      name: 'En fazla 60 karakter olabilir.',
      password: 'En fazla 128 karakter olabilir.',
    });
  });

  it('refuses names made only of spaces, and keeps the checked code for a corrected form', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    expect((await controlCode(phone, lastCode(ctx, phone))).statusCode).toBe(200);
    const blank = await register({
      phone,
      assoc_name: '   ',
      name: ' ',
      surname: 'Er',
      password: 'parola123',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { assoc_name: 'Bu alan boş bırakılamaz.', name: 'Bu alan boş bırakılamaz.' },
    });
    expect(await ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    const fixed = await register({
      phone,
      assoc_name: 'Dolu Sitesi',
      name: 'Can',
      surname: 'Er',
      password: 'parola123',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().user.assoc_name).toBe('Dolu Sitesi');
  });

  it('creates the account with a 30-day trial for 50 apartments and signs the user in; the code is then spent', async () => {
    const phone = newPhone();
    await sendRegisterCode(phone);
    const code = lastCode(ctx, phone);
    expect((await controlCode(phone, code)).statusCode).toBe(200);
    const response = await register({
      phone: `+90 ${phone}`,
      assoc_name: '  Papatya Sitesi  ',
      email: 'yonetim@papatya.example',
      name: 'Zeynep',
      surname: 'Şahin',
      password: 'papatya-2024',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.description).toBe('Kaydınız tamamlandı. 30 günlük deneme süreniz başladı.');
    const trialEnd = addDays(todayInIstanbul(), 30);
    expect(body.user).toMatchObject({
      name: 'Zeynep',
      surname: 'Şahin',
      email: 'yonetim@papatya.example',
      phone,
      assoc_name: 'Papatya Sitesi',
      is_branch: false,
      branchs: [],
      apartment_count: 0,
      apartment_limit: 50,
      licence_end: formatDmy(trialEnd),
      role: 'main',
    });
    expect((await buildingsWith(bearer(body.token))).statusCode).toBe(200);
    expect(refreshCookie(response).value.length).toBeGreaterThan(20);

    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, body.user.account_id));
    expect(account).toMatchObject({
      licenceEnd: isoOf(trialEnd),
      apartmentLimit: 50,
      assocName: 'Papatya Sitesi',
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.phone, phone));
    expect(user!.passwordHash).not.toContain('papatya-2024');
    expect((await login(ctx, phone, 'papatya-2024')).user.id).toBe(user!.id);

    // The code cannot be used again: neither to check nor to register a second time.
    const again = await controlCode(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().description).toBe('Geçerli bir kod bulunamadı. Lütfen yeni kod isteyiniz.');
    const second = await register({
      phone,
      assoc_name: 'İkinci Site',
      name: 'Zeynep',
      surname: 'Şahin',
      password: 'papatya-2024',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toHaveProperty('code');
    expect(await ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);

    // Register wrote audit rows for the new account and its user, without the password or its hash.
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.accountId, body.user.account_id));
    expect(audits.map((a) => `${a.tableName}:${a.action}`).sort()).toEqual([
      'accounts:insert',
      'users:insert',
    ]);
    const text = JSON.stringify(audits);
    expect(text).toContain('Papatya Sitesi');
    expect(text).not.toContain('papatya-2024');
    expect(text).not.toContain(user!.passwordHash);
    expect(containsNumber(text, code)).toBe(false);
  });
});

describe('forgotten password', () => {
  let account: SignedIn;
  let refreshOfOldSession: string;
  beforeAll(async () => {
    account = await registerAccount(ctx, { password: 'eski-parola-1' });
    refreshOfOldSession = refreshCookie(
      await postLogin({ phone: account.phone, password: 'eski-parola-1' }),
    ).value;
  });
  const lost = (phone: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/lost/password', payload: { phone } });
  const renew = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/renew/password', payload });

  it('answers the same for an unknown phone, and sends a code only to a registered one', async () => {
    const stranger = newPhone();
    const unknown = await lost(stranger);
    const known = await lost(`0${account.phone}`);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().description).toBe('Numara kayıtlıysa şifre yenileme kodu telefonunuza gönderildi.');
    expect(outbox(ctx).filter((m) => m.to === stranger)).toHaveLength(0);
    expect(lastCode(ctx, account.phone)).toMatch(/^\d{6}$/);
    const invalid = await lost('12345678901');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ phone: BAD_PHONE });
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const code = lastCode(ctx, account.phone);
    const wrong = await renew({ phone: account.phone, new_password: 'yeni-parola-1', code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'Kod hatalı.' });
    const badFormat = await renew({ phone: account.phone, new_password: 'yeni-parola-1', code: '12' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors).toEqual({ code: 'Biçimi hatalı.' });
    const shortPassword = await renew({ phone: account.phone, new_password: 'kısa', code });
    expect(shortPassword.json().errors).toEqual({ new_password: 'En az 8 karakter olmalıdır.' });
    const noCode = await renew({ phone: newPhone(), new_password: 'yeni-parola-1', code });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toHaveProperty('code');
    await login(ctx, account.phone, 'eski-parola-1');
  });

  it('changes the password with the right code and ends every earlier session', async () => {
    const code = lastCode(ctx, account.phone);
    const response = await renew({ phone: `+90${account.phone}`, new_password: 'yeni-parola-1', code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ description: MESSAGES.passwordChanged });
    expect(response.json().description).toBe('Şifre başarıyla değiştirildi');

    const old = await postLogin({ phone: account.phone, password: 'eski-parola-1' });
    expect(old.statusCode).toBe(401);
    await login(ctx, account.phone, 'yeni-parola-1');
    const oldToken = await buildingsWith(account.headers.authorization);
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json()).toEqual({ description: JWT_ERRORS.invalid });
    const oldRefresh = await refresh(refreshOfOldSession);
    expect(oldRefresh.statusCode).toBe(401);
    expect(oldRefresh.json()).toEqual({ description: JWT_ERRORS.invalid });

    // The code is spent.
    const reuse = await renew({ phone: account.phone, new_password: 'ucuncu-parola', code });
    expect(reuse.statusCode).toBe(400);
    await login(ctx, account.phone, 'yeni-parola-1');

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, account.user.id));
    expect(audits.some((a) => a.tableName === 'users' && a.action === 'update')).toBe(true);
    const text = JSON.stringify(audits);
    for (const secret of ['eski-parola-1', 'yeni-parola-1']) expect(text).not.toContain(secret);
    expect(containsNumber(text, code)).toBe(false);
  });
});

describe('change password', () => {
  let account: SignedIn;
  beforeAll(async () => {
    account = await registerAccount(ctx, { password: 'ilk-parola-1' });
  });
  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/change/password', headers, payload });
  const changedAt = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/change/password', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.password_changed_at;
  };

  it('needs a signed-in user', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: '/api/change/password' });
    expect(get.statusCode).toBe(401);
    expect(get.json()).toEqual({ description: JWT_ERRORS.missing });
    const put = await change({}, { old_password: 'ilk-parola-1', new_password: 'ikinci-parola' });
    expect(put.statusCode).toBe(401);
  });

  it('refuses a wrong current password on the old_password field', async () => {
    expect(await changedAt(account.headers)).toBeNull();
    const wrong = await change(account.headers, { old_password: 'yanlis', new_password: 'ikinci-parola' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      description: 'Lütfen işaretli alanları düzeltiniz.',
      errors: { old_password: 'Mevcut şifreniz hatalı.' },
    });
    const short = await change(account.headers, { old_password: 'ilk-parola-1', new_password: '1234567' });
    expect(short.json().errors).toEqual({ new_password: 'En az 8 karakter olmalıdır.' });
    await login(ctx, account.phone, 'ilk-parola-1');
  });

  it('changes it, keeps this session on a fresh token and ends the others', async () => {
    const otherLogin = await postLogin({ phone: account.phone, password: 'ilk-parola-1' });
    const otherDevice = { authorization: bearer(otherLogin.json().token) };
    const response = await change(account.headers, {
      old_password: 'ilk-parola-1',
      new_password: 'ikinci-parola',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.description).toBe(MESSAGES.passwordChanged);
    expect(body.user.id).toBe(account.user.id);
    expect(body.token).not.toBe(account.token);
    expect((await buildingsWith(bearer(body.token))).statusCode).toBe(200);
    for (const old of [account.headers.authorization, otherDevice.authorization]) {
      const refused = await buildingsWith(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ description: JWT_ERRORS.invalid });
    }
    // The fresh refresh cookie works; the other device's does not.
    expect((await refresh(refreshCookie(response).value)).statusCode).toBe(200);
    const otherRefresh = await refresh(refreshCookie(otherLogin).value);
    expect(otherRefresh.statusCode).toBe(401);
    expect(otherRefresh.json()).toEqual({ description: JWT_ERRORS.invalid });
    expect(await changedAt({ authorization: bearer(body.token) })).toBe(formatDmy(todayInIstanbul()));

    expect((await postLogin({ phone: account.phone, password: 'ilk-parola-1' })).statusCode).toBe(401);
    await login(ctx, account.phone, 'ikinci-parola');

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.userId, account.user.id));
    const update = audits.find((a) => a.tableName === 'users' && a.action === 'update');
    expect(update).toBeDefined();
    const text = JSON.stringify(audits);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, account.user.id));
    for (const secret of ['ilk-parola-1', 'ikinci-parola', user!.passwordHash, body.token]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('sign out everywhere', () => {
  it('sends a code to the user and, with it, ends every session', async () => {
    const account = await registerAccount(ctx);
    const loginResponse = await postLogin({ phone: account.phone, password: account.password });
    const cookie = refreshCookie(loginResponse).value;

    const noToken = await ctx.app.inject({ method: 'GET', url: '/api/reset/request' });
    expect(noToken.statusCode).toBe(401);

    const request = await ctx.app.inject({
      method: 'GET',
      url: '/api/reset/request',
      headers: account.headers,
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json()).toEqual({ description: 'Onay kodu telefonunuza gönderildi.' });
    const code = lastCode(ctx, account.phone);

    const reset = (code: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/reset?code=${code}`,
        headers: account.headers,
      });
    const wrong = await reset(otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: 'Kod hatalı.' });
    expect((await buildingsWith(account.headers.authorization)).statusCode).toBe(200);

    const ok = await reset(code);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ description: 'Tüm oturumlarınız kapatıldı. Lütfen yeniden giriş yapınız.' });
    for (const token of [account.token, loginResponse.json().token]) {
      const response = await buildingsWith(bearer(token));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ description: JWT_ERRORS.invalid });
    }
    expect((await refresh(cookie)).statusCode).toBe(401);
    // The password is unchanged: the user simply signs in again.
    const again = await login(ctx, account.phone, account.password);
    expect((await buildingsWith(again.headers.authorization)).statusCode).toBe(200);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('sets an httpOnly cookie at login and rotates it on every refresh', async () => {
    const account = await registerAccount(ctx);
    const loginResponse = await postLogin({ phone: account.phone, password: account.password });
    const cookie = refreshCookie(loginResponse);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.path).toBe('/api/jwt');
    expect(cookie.sameSite).toBe('Strict');
    expect(String(loginResponse.headers['set-cookie'])).not.toContain(loginResponse.json().token);

    const first = await refresh(cookie.value);
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().token as string;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const next = refreshCookie(first);
    expect(next.value).not.toBe(cookie.value);
    expect(next.httpOnly).toBe(true);
    const pages = await buildingsWith(bearer(token));
    expect(pages.statusCode).toBe(200);

    const reused = await refresh(cookie.value);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ description: JWT_ERRORS.invalid });

    const second = await refresh(next.value);
    expect(second.statusCode, second.body).toBe(200);
    expect(refreshCookie(second).value).not.toBe(next.value);
  });

  it('answers missing without a cookie and invalid for an unknown one', async () => {
    const none = await refresh();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ description: 'missing or malformed jwt' });
    const unknown = await refresh('bilinmeyen-bir-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ description: 'invalid or expired jwt' });
  });

  it('stops refreshing once the licence has expired', async () => {
    const account = await registerAccount(ctx);
    const cookie = refreshCookie(await postLogin({ phone: account.phone, password: account.password }));
    await setLicenceEnd(account.user.account_id, isoOf(addDays(todayInIstanbul(), -1)));
    const response = await refresh(cookie.value);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ description: MESSAGES.licenceExpired });
  });
});

describe('POST /login/branch', () => {
  it('switches to a branch and back to the main account', async () => {
    const account = await registerAccount(ctx, { assocName: 'Merkez Sitesi' });
    const [branch] = await ctx.db
      .insert(accounts)
      .values({
        assocName: 'Şube Sitesi',
        parentAccountId: account.user.account_id,
        licenceEnd: isoOf(addDays(todayInIstanbul(), 30)),
      })
      .returning();
    const to = (branchId: number | string, headers = account.headers) =>
      ctx.app.inject({ method: 'POST', url: `/api/login/branch?branch_id=${branchId}`, headers });

    const switched = await to(branch!.id);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().description).toBe('Şube Sitesi hesabına geçildi.');
    expect(switched.json().user).toMatchObject({
      assoc_name: 'Şube Sitesi',
      is_branch: true,
      id: account.user.id,
    });
    const branchToken = bearer(switched.json().token);
    expect((await buildingsWith(branchToken)).statusCode).toBe(200);
    // The refresh cookie keeps the branch.
    const refreshed = await refresh(refreshCookie(switched).value);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const me = await to(0, { authorization: bearer(refreshed.json().token) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user).toMatchObject({ assoc_name: 'Merkez Sitesi', is_branch: false });
    expect(me.json().user.branchs).toEqual([{ id: branch!.id, assoc_name: 'Şube Sitesi' }]);

    const stranger = await registerAccount(ctx);
    const foreign = await to(stranger.user.account_id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ description: 'Şube bulunamadı.' });
    const foreignBranch = await to(branch!.id, stranger.headers);
    expect(foreignBranch.statusCode).toBe(404);
    const negative = await to(-1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toHaveProperty('branch_id');

    // A sub-user of the account may not switch.
    const [sub] = await ctx.db
      .insert(users)
      .values({
        accountId: account.user.account_id,
        role: 'sub',
        mainUserId: account.user.id,
        name: 'Alt',
        surname: 'Kullanıcı',
        phone: newPhone(),
        passwordHash: await hashPassword('alt-parola-1'),
        permissions: {},
      })
      .returning();
    const subUser = await login(ctx, sub!.phone, 'alt-parola-1');
    const denied = await to(branch!.id, subUser.headers);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().description).toBe('Bu işlemi yalnızca hesap sahibi yapabilir.');
  });
});

describe('POST /login/user/admin', () => {
  it('signs the platform operator in; the operator token opens no account pages', async () => {
    const phone = newPhone();
    await ctx.db
      .insert(operators)
      .values({ name: 'Destek Ekibi', phone, passwordHash: await hashPassword('operator-parola') });
    const response = await postLogin(
      { phone: `0${phone.slice(0, 3)} ${phone.slice(3)}`, password: 'operator-parola' },
      '/api/login/user/admin',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      description: MESSAGES.loginSuccess,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      operator: { name: 'Destek Ekibi' },
    });
    const pages = await buildingsWith(bearer(response.json().token));
    expect(pages.statusCode).toBe(403);
    expect(pages.json().description).toBe('Bu işlem hesap kullanıcılarına açıktır.');

    const wrong = await postLogin({ phone, password: 'yanlis-parola' }, '/api/login/user/admin');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ description: WRONG_CREDENTIALS });
    // Operator and account credentials are separate.
    expect((await postLogin({ phone, password: 'operator-parola' })).statusCode).toBe(401);
    const user = await registerAccount(ctx);
    const asAdmin = await postLogin({ phone: user.phone, password: user.password }, '/api/login/user/admin');
    expect(asAdmin.statusCode).toBe(401);
    const invalid = await postLogin({ phone, password: '' }, '/api/login/user/admin');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ password: 'Bu alan boş bırakılamaz.' });
  });
});

describe('secrets', () => {
  it('never writes a password, code or token into the audit log', async () => {
    const rows = await ctx.db.select().from(auditLog);
    expect(rows.length).toBeGreaterThan(5);
    const text = JSON.stringify(rows);
    const codes = outbox(ctx)
      .map((m) => m.text.match(/\b(\d{6})\b/)?.[1])
      .filter(Boolean) as string[];
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes) expect(containsNumber(text, code), code).toBe(false);
    for (const secret of ['parola123', 'gizli-parola-1', 'papatya-2024', 'ikinci-parola', 'scrypt$']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const hashes = (await ctx.db.select({ h: users.passwordHash }).from(users)).map((u) => u.h);
    for (const hash of hashes) expect(text).not.toContain(hash);
    expect(existsSync(join(ctx.dataDir, 'sms-outbox.jsonl'))).toBe(true);
    expect(readFileSync(join(ctx.dataDir, 'sms-outbox.jsonl'), 'utf8')).not.toMatch(/scrypt|eyJ/);
  });
});
