import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { JWT_ERRORS, MESSAGES } from '../../../common/messages';
import { auditLog, users } from '../../../server/db/schema';
import { login, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { lastCode, outbox, startTestApp, type TestContext } from '../helpers/harness';
import {
  BAD_PHONE,
  bearer,
  containsNumber,
  describeSecrets,
  otherThan,
  refreshCookie,
  sessionRequests,
} from '../helpers/sessionHelpers';

/** Tokens that stop working: the authorization header, forgotten and changed passwords, sign out everywhere. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const { postLogin, buildingsWith, refresh } = sessionRequests(() => ctx);

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

describeSecrets(() => ctx);
