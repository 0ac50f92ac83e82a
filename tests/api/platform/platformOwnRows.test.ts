/**
 * The rows without an account (docs/scaling.md, item 9): the operator's own changes go to platform_audit_log and
 * the codes sent before there is an account to platform_sms_messages, so audit_log and sms_messages keep a required
 * account_id; the operator's log and SMS list still show them, and migration 0042 moves the older rows there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, platformAuditLog, platformSmsMessages, smsMessages } from '../../../server/db/schema';
import { newPhone } from '../helpers/fixtures';
import {
  ayse,
  call,
  ctx,
  operator,
  q,
  startOperatorScene,
  stopOperatorScene,
} from '../helpers/operatorScene';

beforeAll(startOperatorScene);
afterAll(stopOperatorScene);

interface LogEntry {
  id: number;
  operator_name: string | null;
  account_id: number | null;
  assoc_name: string | null;
  table: string;
  action: string;
  record_id: string | null;
}

async function operatorLog(filter: object = {}): Promise<{ rows: LogEntry[]; total: number }> {
  const answer = await call(operator, 'GET', `/platform/audit-log?range=${q([0, 99])}&filter=${q(filter)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return { rows: answer.json(), total: Number(answer.headers['content-range']?.toString().split('/')[1]) };
}

async function operatorSms(filter: object) {
  const answer = await call(
    operator,
    'GET',
    `/platform/sms-messages?range=${q([0, 24])}&filter=${q(filter)}`,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { id: number; phone: string; kind: string; text: string; status: string }[];
}

/** The statements of a migration of this task, as the integrator re-applies them. */
function statements(suffix: string, from = ''): string[] {
  const folder = fileURLToPath(new URL('../../../server/db/migrations', import.meta.url));
  const file = readdirSync(folder).find((name) => name.endsWith(suffix));
  const text = readFileSync(join(folder, file!), 'utf8');
  return text
    .slice(from ? text.indexOf(from) : 0)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe("the operator's own changes", () => {
  it('keeps a package change in the platform log, beside the changes made in accounts', async () => {
    const impersonated = await call(
      operator,
      'POST',
      `/platform/accounts/${ayse.user.account_id}/impersonate`,
    );
    expect(impersonated.statusCode, impersonated.body).toBe(200);
    const created = await call(operator, 'POST', '/platform/packages', {
      kind: 'sms',
      name: 'Kış SMS paketi',
      sms_credits: 1000,
      price: '300,00',
    });
    expect(created.statusCode, created.body).toBe(200);
    const packageId = String(created.json().id);

    const [kept] = await ctx.db
      .select()
      .from(platformAuditLog)
      .where(eq(platformAuditLog.recordId, packageId));
    expect(kept).toMatchObject({ tableName: 'packages', action: 'insert' });
    expect(kept!.after).toMatchObject({ name: 'Kış SMS paketi', price: '30000' });
    const inAccounts = await ctx.db.select().from(auditLog).where(eq(auditLog.tableName, 'packages'));
    expect(inAccounts).toEqual([]);

    const { rows, total } = await operatorLog();
    expect(total).toBe(rows.length);
    expect(rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: kept!.id,
        operator_name: 'Destek Ekibi',
        account_id: null,
        assoc_name: null,
        table: 'packages',
        action: 'insert',
        record_id: packageId,
      }),
      expect.objectContaining({
        operator_name: 'Destek Ekibi',
        account_id: ayse.user.account_id,
        assoc_name: 'Akasya Sitesi',
        table: 'support_sessions',
      }),
    ]);
    // One id per entry across both tables (react-admin keys the rows by id).
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect((await operatorLog({ table: 'packages' })).rows.map((row) => row.id)).toEqual([kept!.id]);
    const ofAyse = await operatorLog({ account_id: ayse.user.account_id });
    expect(ofAyse.rows.map((row) => row.table)).toEqual(['support_sessions']);
    expect(ofAyse.total).toBe(1);
  });
});

describe('the codes sent before there is an account', () => {
  it('keeps a registration code in the platform’s SMS, shown to the operator with the code hidden', async () => {
    const phone = newPhone();
    const sent = await ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}` });
    expect(sent.statusCode, sent.body).toBe(200);
    const [kept] = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.toPhone, phone));
    expect(kept).toMatchObject({ kind: 'one_time_code', provider: 'outbox', status: 'sent' });
    expect(kept!.text).toMatch(/kayıt kodunuz: \d{6}\./);
    expect(await ctx.db.select().from(smsMessages).where(eq(smsMessages.toPhone, phone))).toEqual([]);

    const listed = await operatorSms({ phone: `0${phone.slice(0, 3)} ${phone.slice(3)}` });
    expect(listed).toEqual([
      expect.objectContaining({ id: kept!.id, phone, kind: 'one_time_code', status: 'sent' }),
    ]);
    expect(listed[0]!.text).toContain('kayıt kodunuz: ••••••.');
    expect(listed[0]!.text).not.toMatch(/\d{6}/);
    const refused = await call(ayse, 'GET', '/platform/sms-messages');
    expect(refused.statusCode).toBe(403);
  });

  it('keeps a code of a signed-in user in the account’s own SMS', async () => {
    const sent = await call(ayse, 'GET', '/reset/request');
    expect(sent.statusCode, sent.body).toBe(200);
    const kept = await ctx.db.select().from(smsMessages).where(eq(smsMessages.toPhone, ayse.phone));
    expect(kept).toEqual([
      expect.objectContaining({ accountId: ayse.user.account_id, kind: 'one_time_code' }),
    ]);
  });
});

describe('the migration of the older rows', () => {
  it('moves the rows without an account with their ids and values, then requires an account', async () => {
    await ctx.db.execute(sql`ALTER TABLE audit_log ALTER COLUMN account_id DROP NOT NULL`);
    await ctx.db.execute(sql`ALTER TABLE sms_messages ALTER COLUMN account_id DROP NOT NULL`);
    const { rows: audit } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO audit_log (account_id, user_id, operator_id, table_name, action, record_id, before, after, at)
      VALUES (NULL, NULL, NULL, 'packages', 'update', '7', '{"price":"100"}', '{"price":"120"}', '2025-03-01T08:00:00Z')
      RETURNING id`);
    const { rows: sms } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO sms_messages (account_id, to_phone, text, parts, kind, status, provider, provider_job_id,
        error_code, error, sent_at, created_at)
      VALUES (NULL, '5069998877', 'Site Yönetimi kayıt kodunuz: 123456.', 1, 'one_time_code', 'failed', 'netgsm',
        NULL, '40', 'Gönderici adı tanımlı değil.', NULL, '2025-03-02T09:00:00Z')
      RETURNING id`);

    for (const statement of statements('_tenantnull.sql', '-- hand-written'))
      await ctx.db.execute(sql.raw(statement));
    for (const statement of statements('_tenantnull_required.sql')) await ctx.db.execute(sql.raw(statement));

    const { rows: required } = await ctx.db.execute<{ table: string; notnull: boolean }>(sql`
      SELECT attrelid::regclass::text AS table, attnotnull AS notnull FROM pg_attribute
      WHERE attname = 'account_id' AND attrelid IN ('audit_log'::regclass, 'sms_messages'::regclass) ORDER BY 1`);
    expect(required).toEqual([
      { table: 'audit_log', notnull: true },
      { table: 'sms_messages', notnull: true },
    ]);
    const [moved] = await ctx.db.select().from(platformAuditLog).where(eq(platformAuditLog.id, audit[0]!.id));
    expect(moved).toEqual({
      id: audit[0]!.id,
      operatorId: null,
      tableName: 'packages',
      action: 'update',
      recordId: '7',
      before: { price: '100' },
      after: { price: '120' },
      at: new Date('2025-03-01T08:00:00Z'),
    });
    const [movedSms] = await ctx.db
      .select()
      .from(platformSmsMessages)
      .where(eq(platformSmsMessages.id, sms[0]!.id));
    expect(movedSms).toMatchObject({
      toPhone: '5069998877',
      status: 'failed',
      errorCode: '40',
      error: 'Gönderici adı tanımlı değil.',
      createdAt: new Date('2025-03-02T09:00:00Z'),
    });
    expect((await operatorLog()).rows.at(-1)).toMatchObject({ id: audit[0]!.id, operator_name: null });
    expect(await operatorSms({ phone: '5069998877' })).toEqual([
      expect.objectContaining({ id: sms[0]!.id, status: 'failed' }),
    ]);
  });
});
