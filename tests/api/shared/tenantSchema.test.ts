import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../helpers/fixtures';
import { lastCode, startTestApp, type TestContext } from '../helpers/harness';

/**
 * The schema is ready for Citus by account_id (docs/scaling.md), read from the catalogue: every account's table
 * carries account_id, every key between two of them includes it on both sides, and every unique key includes it.
 * A plain `.references(() => apartments.id)` or a unique index without account_id added later fails here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/**
 * Not an account's rows: the accounts themselves (distributed by their id), the platform's operators and SMS
 * packages, and the rate-limit counters (per address or phone, before any sign-in). Two hold what used to be
 * audit_log's and sms_messages' rows without an account (docs/scaling.md, item 9), so those two can be split:
 * - platform_audit_log: the operator's changes to the platform's own tables (the package catalogue);
 * - platform_sms_messages: the codes sent before there is an account (registration, a forgotten password).
 */
const GLOBAL = [
  'accounts',
  'operators',
  'packages',
  'platform_audit_log',
  'platform_sms_messages',
  'rate_limit_counters',
];

/**
 * The exceptions: tables that carry account_id but are found before the account is known, so they stay whole on
 * the coordinator (Citus reference tables) instead of being split by account. Their unique keys stay global and
 * the keys pointing at them stay on id alone (allowed from a distributed table to a reference table).
 * - users: found by phone at sign-in (the phone is unique across accounts); a main user also acts in its branches,
 *   so a branch's imports, debt batches and support requests point at a user of the parent account.
 * - refresh_tokens: found by the token's hash when a session is renewed, and deleted with their user.
 * - one_time_codes: found by phone before anyone signs in; most have no account yet.
 */
const LOOKUP = ['one_time_codes', 'refresh_tokens', 'users'];

/** The tables split by account_id: every table with the column but the lookup ones. */
const TENANT = sql`(SELECT c.oid FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attisdropped
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname::text NOT IN (${sql.join(
    LOOKUP.map((name) => sql`${name}`),
    sql`, `,
  )}))`;

function accountColumn(table: string) {
  return sql.raw(`(SELECT attnum FROM pg_attribute WHERE attrelid = ${table} AND attname = 'account_id')`);
}

describe('the schema for Citus by account_id', () => {
  it('gives every table an account_id but the global ones, and keeps the lookup list true', async () => {
    const { rows } = await ctx.db.execute<{ name: string; tenant: boolean }>(sql`
      SELECT c.relname::text AS name,
        EXISTS (SELECT 1 FROM pg_attribute a
                 WHERE a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attisdropped) AS tenant
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
    expect(rows.filter((table) => !table.tenant).map((table) => table.name)).toEqual(GLOBAL);
    const withAccount = rows.filter((table) => table.tenant).map((table) => table.name);
    expect(withAccount).toEqual(expect.arrayContaining(LOOKUP));
    expect(withAccount.length).toBeGreaterThan(40);
  });

  it('makes account_id required in every tenant table, the audit log and the SMS included', async () => {
    const { rows } = await ctx.db.execute<{ table: string }>(sql`
      SELECT c.relname::text AS table FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attnotnull
      WHERE c.oid IN ${TENANT} ORDER BY 1`);
    expect(rows).toEqual([]);
    const { rows: named } = await ctx.db.execute<{ table: string; notnull: boolean }>(sql`
      SELECT attrelid::regclass::text AS table, attnotnull AS notnull FROM pg_attribute
      WHERE attname = 'account_id'
        AND attrelid IN ('audit_log'::regclass, 'sms_messages'::regclass, 'tutorials'::regclass)
      ORDER BY 1`);
    expect(named).toEqual([
      { table: 'audit_log', notnull: true },
      { table: 'sms_messages', notnull: true },
      { table: 'tutorials', notnull: true },
    ]);
  });

  it('puts account_id on both sides, at the same place, of every key between two tenant tables', async () => {
    const { rows } = await ctx.db.execute<{ fk: string; child: number | null; parent: number | null }>(sql`
      SELECT k.conname::text AS fk,
        array_position(k.conkey, ${accountColumn('k.conrelid')}) AS child,
        array_position(k.confkey, ${accountColumn('k.confrelid')}) AS parent
      FROM pg_constraint k
      WHERE k.contype = 'f' AND k.conrelid IN ${TENANT} AND k.confrelid IN ${TENANT}
      ORDER BY 1`);
    expect(rows.length).toBeGreaterThan(65);
    const wrong = rows.filter((key) => key.child === null || key.child !== key.parent).map((key) => key.fk);
    expect(wrong).toEqual([]);
  });

  it('never lets ON DELETE SET NULL clear account_id', async () => {
    const { rows } = await ctx.db.execute<{ fk: string; cleared: string[] | null }>(sql`
      SELECT k.conname::text AS fk,
        (SELECT array_agg(a.attname::text ORDER BY a.attname) FROM pg_attribute a
          WHERE a.attrelid = k.conrelid AND a.attnum = ANY (k.confdelsetcols)) AS cleared
      FROM pg_constraint k
      WHERE k.contype = 'f' AND k.confdeltype = 'n' AND k.conrelid IN ${TENANT}
      ORDER BY 1`);
    expect(rows).toEqual([
      { fk: 'mail_messages_resident_id_fk', cleared: ['resident_id'] },
      { fk: 'residents_building_id_fk', cleared: ['building_id'] },
      { fk: 'sms_campaigns_sms_job_id_fk', cleared: ['sms_job_id'] },
      { fk: 'sms_campaigns_template_id_fk', cleared: ['template_id'] },
      { fk: 'sms_jobs_template_id_fk', cleared: ['template_id'] },
    ]);
  });

  it('includes account_id in every unique index of a tenant table but its primary key', async () => {
    const { rows } = await ctx.db.execute<{ index: string }>(sql`
      SELECT i.indexrelid::regclass::text AS index
      FROM pg_index i
      WHERE i.indisunique AND NOT i.indisprimary AND i.indrelid IN ${TENANT}
        AND NOT (${accountColumn('i.indrelid')} = ANY (i.indkey))
      ORDER BY 1`);
    expect(rows.map((row) => row.index)).toEqual([]);
  });
});

describe('what the composite keys mean for an account', () => {
  async function accountWithBuilding(name: string) {
    const { rows } = await ctx.db.execute<{ account: number; building: number }>(sql`
      WITH account AS (
        INSERT INTO accounts (assoc_name, licence_end) VALUES (${name}, '2030-12-31') RETURNING id
      )
      INSERT INTO buildings (account_id, name) SELECT id, 'A Blok' FROM account
      RETURNING account_id AS account, id AS building`);
    return rows[0]!;
  }

  it('refuses a row that points at another account’s row', async () => {
    const mine = await accountWithBuilding('Birinci Site');
    const theirs = await accountWithBuilding('İkinci Site');
    const failure = await ctx.db
      .execute(sql`INSERT INTO apartments (account_id, building_id, identifier, payment_code)
                   VALUES (${mine.account}, ${theirs.building}, '1', '1001-7')`)
      .catch((error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code);
    expect(failure).toBe('23503');
  });

  it('keeps a resident in its account when its building is deleted', async () => {
    const mine = await accountWithBuilding('Üçüncü Site');
    const { rows } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO residents (account_id, name, surname, building_id)
      VALUES (${mine.account}, 'Ali', 'Kaya', ${mine.building}) RETURNING id`);
    await ctx.db.execute(sql`DELETE FROM buildings WHERE id = ${mine.building}`);
    const after = await ctx.db.execute<{ account_id: number; building_id: number | null }>(
      sql`SELECT account_id, building_id FROM residents WHERE id = ${rows[0]!.id}`,
    );
    expect(after.rows).toEqual([{ account_id: mine.account, building_id: null }]);
  });

  it('keeps a main user’s tutorial in its own account while it works in a branch', async () => {
    const owner = await registerAccount(ctx, { assocName: 'Merkez Site' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/branch/request',
      headers: owner.headers,
      payload: { purpose: 'create' },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/branch',
      headers: owner.headers,
      payload: {
        assoc_name: 'Batı Şubesi',
        email: 'bati@example.com',
        name: 'Ece',
        surname: 'Ak',
        password: 'subeparola1',
        phone: '5321112233',
        code: lastCode(ctx, owner.phone),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // The branch session's refresh token points at the parent account's user: a key on id alone allows it.
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/login/branch?branch_id=${created.json().data.id}`,
      headers: owner.headers,
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const inBranch = { authorization: `Bearer ${switched.json().token}` };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/tutorial',
      headers: inBranch,
      payload: { step: 3, is_completed: false, is_first: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const atHome = await ctx.app.inject({ method: 'GET', url: '/api/tutorial', headers: owner.headers });
    expect(atHome.json().data).toEqual({ step: 3, is_completed: false, is_first: false });
    const { rows } = await ctx.db.execute<{ account_id: number }>(
      sql`SELECT account_id FROM tutorials WHERE user_id = ${owner.user.id}`,
    );
    expect(rows).toEqual([{ account_id: owner.user.account_id }]);
  });
});
