import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf } from '../helpers/propertyFixtures';

/** GET /system/logs: the account's audit log, with before and after, never another account's, never a secret. */
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;

interface Entry {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  by_operator: boolean;
  table: string;
  action: string;
  record_id: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Kayıt Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Başka Site' });
  call = caller(ctx);
});
afterAll(() => ctx?.close());

const logs = async (who: SignedIn, query = '') => {
  const response = await call(who, 'GET', `/system/logs?page=1&per_page=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { Records: Entry[]; TotalRecords: number };
};

describe('system logs', () => {
  it('shows who changed what, with only the changed fields of an update before and after', async () => {
    const building = await dataOf(
      call(owner, 'POST', '/building', { name: 'Çınar Blok', apartment_limit: 4 }),
    );
    await dataOf(
      call(owner, 'PUT', '/building', { id: building.id, name: 'Çınar Blok', apartment_limit: 6 }),
    );

    const { Records } = await logs(owner, '&table=buildings');
    const [update, insert] = Records;
    expect(update).toMatchObject({
      user_id: owner.user.id,
      user_name: 'Ali Veli',
      by_operator: false,
      table: 'buildings',
      action: 'update',
      record_id: String(building.id),
      changes: [{ field: 'apartmentLimit', before: 4, after: 6 }],
    });
    expect(Number.isNaN(Date.parse(update!.at))).toBe(false);
    expect(insert).toMatchObject({ action: 'insert', record_id: String(building.id) });
    expect(insert!.changes).toContainEqual({ field: 'name', before: null, after: 'Çınar Blok' });
    expect(insert!.changes.map((c) => c.field)).not.toContain('accountId');
    // An addition shows what it set: no empty field.
    expect(insert!.changes.every((c) => c.after !== null)).toBe(true);
  });

  it('names the records a value points to, only when they are the account’s own', async () => {
    const theirs = await dataOf(call(other, 'POST', '/building', { name: 'Komşu Blok', apartment_limit: 2 }));
    const ours = await dataOf(call(owner, 'POST', '/building', { name: 'Lale Blok', apartment_limit: 2 }));
    await dataOf(call(owner, 'POST', '/apartment', { building_id: ours.id, identifier: '7' }));
    const [apartment] = (await logs(owner, '&table=apartments')).Records;
    expect(apartment!.changes).toContainEqual({
      field: 'buildingId',
      before: null,
      after: ours.id,
      before_name: null,
      after_name: 'Lale Blok',
    });
    // A row pointing at another association's building (never written so, but read safely): no name.
    await ctx.db.insert(auditLog).values({
      accountId: owner.user.account_id,
      userId: owner.user.id,
      tableName: 'apartments',
      action: 'update',
      recordId: '1',
      before: { buildingId: ours.id },
      after: { buildingId: theirs.id },
    });
    const [pointed] = (await logs(owner, '&table=apartments')).Records;
    expect(pointed!.changes).toEqual([
      { field: 'buildingId', before: ours.id, after: theirs.id, before_name: 'Lale Blok', after_name: null },
    ]);
  });

  it('never shows another account’s entries, whatever the filters', async () => {
    const theirs = await dataOf(call(other, 'POST', '/building', { name: 'Gizli Blok', apartment_limit: 2 }));
    const all = await logs(owner);
    expect(all.Records.length).toBeGreaterThan(0);
    expect(JSON.stringify(all.Records)).not.toContain('Gizli Blok');
    expect(all.Records.every((entry) => entry.user_id !== other.user.id)).toBe(true);
    const byTheirUser = await logs(owner, `&user_id=${other.user.id}`);
    expect(byTheirUser).toMatchObject({ Records: [], TotalRecords: 0 });
    const mine = await logs(other, '&table=buildings');
    expect(mine.Records.map((entry) => entry.record_id)).toContain(String(theirs.id));
    expect(mine.Records.every((entry) => entry.user_id === other.user.id)).toBe(true);
    const filters = (await call(owner, 'GET', '/system/logs/filters')).json().data;
    expect(filters.users).toEqual([{ id: owner.user.id, name: 'Ali Veli' }]);
    expect(filters.tables).toContain('buildings');
  });

  it('filters by user and by day', async () => {
    const helper = await createSubUser(ctx, owner);
    await dataOf(call(helper, 'POST', '/building', { name: 'Yardımcı Blok', apartment_limit: 1 }));
    const byHelper = await logs(owner, `&user_id=${helper.user.id}`);
    expect(byHelper.Records.map((entry) => [entry.table, entry.action, entry.user_name])).toEqual([
      ['buildings', 'insert', 'Alt Kullanıcı'],
    ]);
    expect((await logs(owner, '&start_date=01.01.2099')).TotalRecords).toBe(0);
    expect((await logs(owner, '&end_date=01.01.2000')).TotalRecords).toBe(0);
    const bad = await call(owner, 'GET', '/system/logs?page=1&start_date=2024-01-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.start_date).toBe('Geçerli bir tarih giriniz (GG.AA.YYYY).');
  });

  it('names a platform operator’s change as the operator’s, without a user', async () => {
    await ctx.db.insert(auditLog).values({
      accountId: owner.user.account_id,
      operatorId: 1,
      tableName: 'accounts',
      action: 'update',
      recordId: String(owner.user.account_id),
      before: { smsCredits: 0 },
      after: { smsCredits: 500 },
    });
    const [entry] = (await logs(owner, '&table=accounts')).Records;
    expect(entry).toMatchObject({
      user_id: null,
      user_name: null,
      by_operator: true,
      changes: [{ field: 'smsCredits', before: 0, after: 500 }],
    });
  });

  it('refuses a sub-user without the settings area, and lets one who may see it read', async () => {
    const refused = await createSubUser(ctx, owner, { show_settings: 0 });
    const answer = await call(refused, 'GET', '/system/logs?page=1');
    expect(answer.statusCode).toBe(403);
    expect(answer.json().description).toBe(
      'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
    expect((await call(refused, 'GET', '/system/logs/filters')).statusCode).toBe(403);
    const reader = await createSubUser(ctx, owner, { show_settings: 1, exec_settings: 0 });
    expect((await logs(reader)).TotalRecords).toBeGreaterThan(0);
  });

  it('never shows a password hash, even one an audit row holds', async () => {
    const user = await registerAccount(ctx, { assocName: 'Parola Sitesi' });
    const changed = await call(user, 'PUT', '/change/password', {
      old_password: user.password,
      new_password: 'yeniparola9',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const signedIn = { ...user, headers: { authorization: `Bearer ${changed.json().token}` } };
    const [stored] = await ctx.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.user.id));
    // A row written by hand with the hash in it (as an older writer might have): the screen masks it all the same.
    await ctx.db.insert(auditLog).values({
      accountId: user.user.account_id,
      userId: user.user.id,
      tableName: 'users',
      action: 'update',
      recordId: String(user.user.id),
      before: { name: 'Ali', passwordHash: 'eski' },
      after: { name: 'Ali', passwordHash: stored!.hash },
    });
    const response = await call(signedIn, 'GET', '/system/logs?page=1&per_page=500');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(stored!.hash);
    const entries = (response.json().Records as Entry[]).filter((entry) => entry.table === 'users');
    expect(entries[0]!.changes).toEqual([{ field: 'passwordHash', before: '••••••', after: '••••••' }]);
    const renewal = entries.find((entry) => entry.changes.some((c) => c.field === 'password'));
    expect(renewal!.changes).toEqual([{ field: 'password', before: null, after: '••••••' }]);
    const registration = entries.find((entry) => entry.action === 'insert');
    expect(registration!.changes).toContainEqual({ field: 'passwordHash', before: null, after: '••••••' });
  });
});
