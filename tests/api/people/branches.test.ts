import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, buildings } from '../../../server/db/schema';
import { login, newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { lastCode, startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Merkez Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Sitesi' });
});
afterAll(() => ctx?.close());

const asHeaders = (token: string) => ({ authorization: `Bearer ${token}` });
const requestCode = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/branch/request', headers: who.headers, payload });
const createBranch = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/branch', headers: who.headers, payload });
const deleteBranch = (who: SignedIn, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/branch', headers: who.headers, payload });
const listBranches = (who: SignedIn) =>
  ctx.app.inject({ method: 'GET', url: '/api/branch?page=1', headers: who.headers });
const switchTo = (headers: { authorization: string }, branchId: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/login/branch?branch_id=${branchId}`, headers });

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

const branchInput = (overrides: Record<string, unknown> = {}) => ({
  assoc_name: 'Doğu Şubesi',
  email: 'dogu@example.com',
  name: 'Emre',
  surname: 'Demir',
  password: 'subeparola1',
  phone: newPhone(),
  ...overrides,
});

/** The whole create flow: ask for a code, read it from the owner's SMS, submit the form with it. */
async function openBranch(who: SignedIn, overrides: Record<string, unknown> = {}) {
  const input = branchInput(overrides);
  const request = await requestCode(who, { purpose: 'create' });
  expect(request.statusCode, request.body).toBe(200);
  const response = await createBranch(who, { ...input, code: lastCode(ctx, who.phone) });
  expect(response.statusCode, response.body).toBe(200);
  return { input, branch: response.json().data as { id: number; assoc_name: string } };
}

async function closeBranch(who: SignedIn, branchId: number) {
  const request = await requestCode(who, { purpose: 'delete', branch_id: branchId });
  expect(request.statusCode, request.body).toBe(200);
  return deleteBranch(who, { branch_id: branchId, code: lastCode(ctx, who.phone) });
}

describe('branches', () => {
  it('opens a branch with the SMS code, switches into it and back, and keeps its data separate', async () => {
    const request = await requestCode(owner, { purpose: 'create' });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().description).toBe('Onay kodu hesap sahibinin telefonuna gönderildi.');
    const code = lastCode(ctx, owner.phone);
    const input = branchInput();
    const refused = await createBranch(owner, { ...input, code: wrong(code) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().description).toMatch(/Kod hatalı/);

    const created = await createBranch(owner, { ...input, code });
    expect(created.statusCode, created.body).toBe(200);
    const branch = created.json().data;
    expect(branch).toMatchObject({
      assoc_name: 'Doğu Şubesi',
      name: 'Emre',
      surname: 'Demir',
      email: 'dogu@example.com',
      phone: input.phone,
    });
    const reused = await createBranch(owner, { ...branchInput(), code });
    expect(reused.statusCode).toBe(400);

    const listed = await listBranches(owner);
    expect(listed.json().Records).toContainEqual(branch);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: owner.headers });
    expect(me.json().data.branchs).toContainEqual({ id: branch.id, assoc_name: 'Doğu Şubesi' });

    // The branch starts with the parent's licence and apartment limit.
    const [parentRow] = await ctx.db.select().from(accounts).where(eq(accounts.id, owner.user.account_id));
    const [branchRow] = await ctx.db.select().from(accounts).where(eq(accounts.id, branch.id));
    expect(branchRow).toMatchObject({
      parentAccountId: owner.user.account_id,
      licenceEnd: parentRow!.licenceEnd,
      apartmentLimit: parentRow!.apartmentLimit,
    });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/building',
      headers: owner.headers,
      payload: { name: 'Merkez Blok', apartment_limit: 5 },
    });
    const switched = await switchTo(owner.headers, branch.id);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().description).toBe('Doğu Şubesi hesabına geçildi.');
    expect(switched.json().user).toMatchObject({
      assoc_name: 'Doğu Şubesi',
      is_branch: true,
      account_id: branch.id,
    });
    const inBranch = asHeaders(switched.json().token);
    const branchBuilding = await ctx.app.inject({
      method: 'POST',
      url: '/api/building',
      headers: inBranch,
      payload: { name: 'Şube Blok', apartment_limit: 3 },
    });
    expect(branchBuilding.statusCode, branchBuilding.body).toBe(200);
    const branchList = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1',
      headers: inBranch,
    });
    expect(branchList.json().Records.map((b: { name: string }) => b.name)).toEqual(['Şube Blok']);

    const back = await switchTo(inBranch, 0);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().user).toMatchObject({ assoc_name: 'Merkez Sitesi', is_branch: false });
    const mainList = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1',
      headers: asHeaders(back.json().token),
    });
    expect(mainList.json().Records.map((b: { name: string }) => b.name)).toEqual(['Merkez Blok']);

    // The branch's own manager signs in with their phone straight into the branch.
    const manager = await login(ctx, input.phone, input.password);
    expect(manager.user).toMatchObject({ role: 'main', account_id: branch.id, is_branch: true, branchs: [] });
    const managerList = await ctx.app.inject({
      method: 'GET',
      url: '/api/building?page=1',
      headers: manager.headers,
    });
    expect(managerList.json().Records.map((b: { name: string }) => b.name)).toEqual(['Şube Blok']);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'accounts'), eq(auditLog.recordId, String(branch.id))));
    expect(audits.map((a) => [a.action, a.userId])).toEqual([['insert', owner.user.id]]);
  });

  it('closes a branch with its own code: it disappears, its users cannot sign in, its records stay', async () => {
    const { input, branch } = await openBranch(owner, { assoc_name: 'Batı Şubesi' });
    const manager = await login(ctx, input.phone, input.password);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/building',
      headers: manager.headers,
      payload: { name: 'Batı Blok', apartment_limit: 1 },
    });

    // A code asked for another branch (or for opening one) does not close this one.
    const { branch: sibling } = await openBranch(owner, { assoc_name: 'Kuzey Şubesi' });
    await requestCode(owner, { purpose: 'delete', branch_id: sibling.id });
    const crossed = await deleteBranch(owner, { branch_id: branch.id, code: lastCode(ctx, owner.phone) });
    expect(crossed.statusCode).toBe(400);

    const closed = await closeBranch(owner, branch.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().description).toBe('Şube silindi. Kayıtları saklanmaya devam eder.');
    const listed = await listBranches(owner);
    expect(listed.json().Records.map((b: { id: number }) => b.id)).not.toContain(branch.id);

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { phone: input.phone, password: input.password },
    });
    expect(signIn.statusCode).toBe(401);
    const oldToken = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: manager.headers });
    expect(oldToken.statusCode).toBe(401);
    const switchIn = await switchTo(owner.headers, branch.id);
    expect(switchIn.statusCode).toBe(404);
    expect(switchIn.json().description).toBe('Şube bulunamadı.');

    const kept = await ctx.db.select().from(buildings).where(eq(buildings.accountId, branch.id));
    expect(kept.map((b) => b.name)).toEqual(['Batı Blok']);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(branch.id)), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ tableName: 'accounts', userId: owner.user.id });
  });

  it('will not close the branch the owner is working in', async () => {
    const { branch } = await openBranch(owner, { assoc_name: 'Güney Şubesi' });
    const inside = { ...owner, headers: asHeaders((await switchTo(owner.headers, branch.id)).json().token) };
    const response = await closeBranch(inside, branch.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().description).toMatch(/Önce ana hesaba geçip/);
  });

  it('refuses bad input with Turkish messages', async () => {
    const purpose = await requestCode(owner, { purpose: 'rename' });
    expect(purpose.statusCode).toBe(400);
    expect(purpose.json().errors.purpose).toBe('İzin verilen değerlerden biri olmalıdır.');
    const noBranch = await requestCode(owner, { purpose: 'delete' });
    expect(noBranch.statusCode).toBe(400);
    expect(noBranch.json().errors.branch_id).toBe('Silinecek şubeyi seçiniz.');
    const unknown = await requestCode(owner, { purpose: 'delete', branch_id: 999999 });
    expect(unknown.statusCode).toBe(404);

    const missing = await createBranch(owner, { assoc_name: 'Eksik', code: '123456' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      name: 'Bu alan zorunludur.',
      surname: 'Bu alan zorunludur.',
      password: 'Bu alan zorunludur.',
      phone: 'Bu alan zorunludur.',
    });
    const wrongTypes = await createBranch(owner, {
      ...branchInput(),
      assoc_name: { tr: 'A' },
      code: 'abcdef',
    });
    expect(wrongTypes.json().errors).toMatchObject({ assoc_name: 'Geçersiz değer.', code: 'Biçimi hatalı.' });
    const long = await createBranch(owner, {
      ...branchInput({ assoc_name: 'ş'.repeat(121) }),
      code: '123456',
    });
    expect(long.json().errors.assoc_name).toBe('En fazla 120 karakter olabilir.');
    const blank = await createBranch(owner, { ...branchInput({ assoc_name: '  ' }), code: '123456' });
    expect(blank.json().errors.assoc_name).toBe('Bu alan boş bırakılamaz.');
    const badId = await deleteBranch(owner, { branch_id: 'bir', code: '123456' });
    expect(badId.json().errors.branch_id).toBe('Bir sayı giriniz.');
  });

  it('refuses a taken phone and lets the owner retry with the same code', async () => {
    await requestCode(owner, { purpose: 'create' });
    const code = lastCode(ctx, owner.phone);
    const taken = await createBranch(owner, { ...branchInput({ phone: other.phone }), code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.phone).toMatch(/başka bir kullanıcıya kayıtlı/);
    const retry = await createBranch(owner, { ...branchInput({ assoc_name: 'Yeni Şube' }), code });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('a branch manager cannot open branches of its own', async () => {
    const { input } = await openBranch(owner, { assoc_name: 'Alt Şube Denemesi' });
    const manager = await login(ctx, input.phone, input.password);
    const response = await requestCode(manager, { purpose: 'create' });
    expect(response.statusCode).toBe(403);
    expect(response.json().description).toMatch(/Şube hesapları şube açamaz/);
  });

  it("never lists, closes or enters another account's branches", async () => {
    const { branch } = await openBranch(owner, { assoc_name: 'Gizli Şube' });
    const theirs = await listBranches(other);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().TotalRecords).toBe(0);
    const ask = await requestCode(other, { purpose: 'delete', branch_id: branch.id });
    expect(ask.statusCode).toBe(404);
    await requestCode(other, { purpose: 'create' });
    const close = await deleteBranch(other, { branch_id: branch.id, code: lastCode(ctx, other.phone) });
    expect(close.statusCode).toBe(404);
    const enter = await switchTo(other.headers, branch.id);
    expect(enter.statusCode).toBe(404);
    expect((await listBranches(owner)).json().Records.map((b: { id: number }) => b.id)).toContain(branch.id);
  });

  it('answers 401 without, with a malformed and with an expired token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/branch' });
    expect(none.statusCode).toBe(401);
    expect(none.json().description).toBe('missing or malformed jwt');
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/branch/request',
      headers: { authorization: 'Bearer not-a-jwt' },
      payload: { purpose: 'create' },
    });
    expect(malformed.json().description).toBe('missing or malformed jwt');
    const expired = ctx.app.jwt.sign(
      { sub: owner.user.id, acc: owner.user.account_id, ver: 0, typ: 'user' },
      { expiresIn: -10 },
    );
    const late = await ctx.app.inject({ method: 'GET', url: '/api/branch', headers: asHeaders(expired) });
    expect(late.statusCode).toBe(401);
    expect(late.json().description).toBe('invalid or expired jwt');
  });
});
