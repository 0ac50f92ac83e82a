import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { JWT_ERRORS, MESSAGES } from '../../../common/messages';
import { PERMISSION_KEYS } from '../../../common/permissions';
import { accounts, operators, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/shared/passwords';
import { login, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import {
  addDays,
  bearer,
  describeSecrets,
  isoOf,
  refreshCookie,
  sessionRequests,
  WRONG_CREDENTIALS,
} from '../helpers/sessionHelpers';

/** Login, the refresh token, branch switching and the operator login (register and passwords: own files). */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

const { postLogin, buildingsWith, refresh, setLicenceEnd } = sessionRequests(() => ctx);

/**
 * How many scrypt computations (Node's own SCRYPTREQUEST, the costly part of a password check) `run` started: the
 * work a refusal costs, counted instead of timed.
 */
async function scryptsDuring(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') count++;
    },
  }).enable();
  try {
    await run();
  } finally {
    hook.disable();
  }
  return count;
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

  it('spends the same password check on an unknown phone as on a registered one, so the refusal time tells nothing', async () => {
    const known = await scryptsDuring(() => postLogin({ phone: account.phone, password: 'yanlis-parola' }));
    expect(known).toBe(1);
    for (const phone of [newPhone(), '2161234567']) {
      const unknown = await scryptsDuring(async () => {
        const response = await postLogin({ phone, password: 'yanlis-parola' });
        expect(response.json()).toEqual({ description: WRONG_CREDENTIALS });
      });
      expect(unknown, phone).toBe(known);
    }
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

    const second = await refresh(next.value);
    expect(second.statusCode, second.body).toBe(200);
    expect(refreshCookie(second).value).not.toBe(next.value);
  });

  it('takes a refresh cookie used twice for theft and ends every token of that sign-in, not the others', async () => {
    const account = await registerAccount(ctx);
    const stolen = refreshCookie(await postLogin({ phone: account.phone, password: account.password }));
    const otherDevice = refreshCookie(await postLogin({ phone: account.phone, password: account.password }));
    const rotated = await refresh(stolen.value);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newest = refreshCookie(rotated);

    const reused = await refresh(stolen.value);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      description:
        'Bu oturumun anahtarı ikinci kez kullanıldı; güvenliğiniz için oturum kapatıldı. Lütfen yeniden giriş yapınız.',
    });
    expect(reused.json().token).toBeUndefined();
    expect(reused.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    // The newest token of that sign-in, whoever holds it, no longer works.
    const afterTheft = await refresh(newest.value);
    expect(afterTheft.statusCode).toBe(401);
    expect(afterTheft.json()).toEqual({ description: JWT_ERRORS.invalid });
    // Another sign-in of the same user goes on.
    const elsewhere = await refresh(otherDevice.value);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
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
    // An unknown phone costs the operator's door the same password check as a known one.
    const refusal = (anyPhone: string) => () =>
      postLogin({ phone: anyPhone, password: 'yanlis-parola' }, '/api/login/user/admin');
    expect(await scryptsDuring(refusal(phone))).toBe(1);
    expect(await scryptsDuring(refusal(newPhone()))).toBe(1);
    const invalid = await postLogin({ phone, password: '' }, '/api/login/user/admin');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ password: 'Bu alan boş bırakılamaz.' });
  });
});

describeSecrets(() => ctx);
