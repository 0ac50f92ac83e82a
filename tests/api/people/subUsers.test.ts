import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../../../common/permissions';
import { auditLog, refreshTokens } from '../../../server/db/schema';
import { login, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Papatya Sitesi' });
});
afterAll(() => ctx?.close());

const create = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/sub/user', headers: who.headers, payload });
const update = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/sub/user', headers: who.headers, payload });
const remove = (who: SignedIn, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/sub/user', headers: who.headers, payload: { id } });
const read = (who: SignedIn, id: number) =>
  ctx.app.inject({ method: 'GET', url: `/api/sub/user/${id}`, headers: who.headers });
const list = (who: SignedIn, query = 'page=1') =>
  ctx.app.inject({ method: 'GET', url: `/api/sub/user?${query}`, headers: who.headers });

const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zeynep',
  surname: 'Kaya',
  email: 'zeynep@example.com',
  phone: newPhone(),
  password: 'zeynep1234',
  ...overrides,
});

describe('sub-users', () => {
  it('creates a sub-user with level 2 everywhere by default, who logs in and sees the same account', async () => {
    const input = person();
    const response = await create(owner, input);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      name: 'Zeynep',
      surname: 'Kaya',
      email: 'zeynep@example.com',
      phone: input.phone,
      main_user_id: owner.user.id,
      assoc_name: 'Lale Sitesi',
    });
    for (const key of PERMISSION_KEYS) expect(data[key], key).toBe(2);
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/i);

    const sub = await login(ctx, input.phone, input.password);
    expect(sub.user).toMatchObject({
      role: 'sub',
      account_id: owner.user.account_id,
      assoc_name: 'Lale Sitesi',
    });
    expect(sub.user.show_sms).toBe(2);
  });

  it('keeps the levels it is given and normalises the phone', async () => {
    const phone = newPhone();
    const spaced = `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;
    const response = await create(
      owner,
      person({ phone: spaced, show_accounting: 0, exec_debit: '1', email: '' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.phone).toBe(phone);
    expect(data.email).toBeNull();
    expect(data.show_accounting).toBe(0);
    expect(data.exec_debit).toBe(1);
    expect(data.send_sms).toBe(2);
  });

  it('lists only the sub-users, paged, without password hashes, and reads one by id', async () => {
    const before = (await list(owner)).json().TotalRecords;
    await create(owner, person({ name: 'Mehmet' }));
    await create(owner, person({ name: 'Ayşe' }));
    const all = await list(owner, 'page=1&per_page=500');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().TotalRecords).toBe(before + 2);
    expect(all.json().Records.map((u: { id: number }) => u.id)).not.toContain(owner.user.id);
    expect(all.body).not.toMatch(/password|scrypt/i);
    const paged = await list(owner, 'page=2&per_page=1');
    expect(paged.json()).toMatchObject({ Page: 2, PerPage: 1, TotalRecords: before + 2 });
    expect(paged.json().Records).toHaveLength(1);

    const first = all.json().Records[0];
    const one = await read(owner, first.id);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(first);
  });

  it('updates fields and levels, keeps the password when it is null, and replaces it when given', async () => {
    const input = person();
    const id = (await create(owner, input)).json().data.id;
    const kept = await update(owner, {
      id,
      name: 'Zeynep Nur',
      surname: 'Kaya',
      email: null,
      phone: input.phone,
      password: null,
      exec_settings: 0,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().description).toBe('Alt kullanıcı güncellendi.');
    expect(kept.json().data).toMatchObject({
      name: 'Zeynep Nur',
      email: null,
      exec_settings: 0,
      show_sms: 2,
    });
    const session = await login(ctx, input.phone, input.password);

    const emptyAlsoKeeps = await update(owner, {
      id,
      name: 'Zeynep Nur',
      surname: 'Kaya',
      phone: input.phone,
      password: '',
    });
    expect(emptyAlsoKeeps.statusCode, emptyAlsoKeeps.body).toBe(200);
    expect(emptyAlsoKeeps.json().data.exec_settings).toBe(0);
    await login(ctx, input.phone, input.password);

    const replaced = await update(owner, {
      id,
      name: 'Zeynep Nur',
      surname: 'Kaya',
      phone: input.phone,
      password: 'yenisifre99',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: input.phone, password: input.password },
    });
    expect(old.statusCode).toBe(401);
    await login(ctx, input.phone, 'yenisifre99');
    // A new password ends the sessions opened with the old one.
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: session.headers });
    expect(stale.statusCode).toBe(401);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'users'), eq(auditLog.recordId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(['insert', 'update', 'update', 'update']);
    expect(audits.every((a) => a.userId === owner.user.id && a.accountId === owner.user.account_id)).toBe(
      true,
    );
    expect(JSON.stringify(audits)).not.toMatch(/scrypt/);
  });

  it('refuses a phone that any user already has, in any account', async () => {
    const own = await create(owner, person({ phone: owner.phone }));
    expect(own.statusCode).toBe(409);
    expect(own.json().errors.phone).toBe(
      'Bu telefon numarası başka bir kullanıcıya kayıtlı. Farklı bir numara giriniz.',
    );
    const otherAccount = await create(owner, person({ phone: other.phone }));
    expect(otherAccount.statusCode).toBe(409);
    const input = person();
    const id = (await create(owner, input)).json().data.id;
    const second = (await create(owner, person())).json().data;
    const clash = await update(owner, { ...person({ phone: input.phone }), id: second.id });
    expect(clash.statusCode).toBe(409);
    const same = await update(owner, { ...person({ phone: input.phone }), id });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses missing, wrong-typed and overlong fields with a message per field', async () => {
    const missing = await create(owner, { surname: 'Kaya', phone: newPhone() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().description).toBe('Lütfen işaretli alanları düzeltiniz.');
    expect(missing.json().errors).toMatchObject({
      name: 'Bu alan zorunludur.',
      password: 'Bu alan zorunludur.',
    });
    const badLevel = await create(owner, person({ exec_sms: 3, show_sms: 'tam' }));
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json().errors).toMatchObject({
      exec_sms: 'En fazla 2 olabilir.',
      show_sms: 'Bir sayı giriniz.',
    });
    const blank = await create(owner, person({ name: '   ' }));
    expect(blank.json().errors.name).toBe('Bu alan boş bırakılamaz.');
    const long = await create(owner, person({ name: 'x'.repeat(61) }));
    expect(long.json().errors.name).toBe('En fazla 60 karakter olabilir.');
    const shortPassword = await create(owner, person({ password: 'kisa' }));
    expect(shortPassword.json().errors.password).toBe('En az 8 karakter olmalıdır.');
    const badPhone = await create(owner, person({ phone: '1234567890' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors.phone).toMatch(/cep telefonu/);
    const badEmail = await create(owner, person({ email: 'e-posta' }));
    expect(badEmail.json().errors.email).toBe('Biçimi hatalı.');
    const objectName = await create(owner, person({ name: { first: 'Ali' } }));
    expect(objectName.json().errors.name).toBe('Geçersiz değer.');
    const noId = await update(owner, person());
    expect(noId.json().errors.id).toBe('Bu alan zorunludur.');
  });

  it('deletes a sub-user: its token, refresh tokens and login stop working', async () => {
    const input = person();
    const id = (await create(owner, input)).json().data.id;
    const sub = await login(ctx, input.phone, input.password);
    expect(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).not.toHaveLength(0);

    const removed = await remove(owner, id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().description).toBe('Alt kullanıcı silindi.');
    expect((await read(owner, id)).statusCode).toBe(404);
    expect((await remove(owner, id)).statusCode).toBe(404);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: sub.headers });
    expect(me.statusCode).toBe(401);
    expect(me.json().description).toBe('invalid or expired jwt');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: input.phone, password: input.password },
    });
    expect(again.statusCode).toBe(401);
    expect(await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, id))).toHaveLength(0);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'delete')));
    expect(audit?.before).toMatchObject({ phone: input.phone, passwordHash: '[hidden]' });
  });

  it("never lists, reads, changes or deletes another account's sub-users", async () => {
    const input = person({ name: 'Gizli' });
    const id = (await create(owner, input)).json().data.id;
    const theirs = await list(other, 'page=1&per_page=500');
    expect(theirs.json().Records.map((u: { id: number }) => u.id)).not.toContain(id);
    expect((await read(other, id)).statusCode).toBe(404);
    const hijack = await update(other, { ...person({ phone: input.phone }), id, name: 'Ele Geçirildi' });
    expect(hijack.statusCode).toBe(404);
    expect(hijack.json().description).toBe('Alt kullanıcı bulunamadı.');
    expect((await remove(other, id)).statusCode).toBe(404);
    // Nor can a main user be reached as if it were a sub-user.
    expect((await read(other, owner.user.id)).statusCode).toBe(404);
    expect((await remove(owner, owner.user.id)).statusCode).toBe(404);
    const still = await read(owner, id);
    expect(still.json().data.name).toBe('Gizli');
  });

  it('answers 401 without, with a malformed and with an expired token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/sub/user?page=1' });
    expect(none.statusCode).toBe(401);
    expect(none.json().description).toBe('missing or malformed jwt');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/sub/user',
      headers: { authorization: 'Token abc.def' },
      payload: person(),
    });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.json().description).toBe('missing or malformed jwt');
    const expired = ctx.app.jwt.sign(
      { sub: owner.user.id, acc: owner.user.account_id, ver: 0, typ: 'user' },
      { expiresIn: -10 },
    );
    const late = await ctx.app.inject({
      method: 'GET',
      url: '/api/sub/user?page=1',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().description).toBe('invalid or expired jwt');
  });
});
