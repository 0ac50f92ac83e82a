import { type AnyColumn, getTableColumns, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgBigInt64, PgNumeric, type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import type { AuditedTable } from '../../../common/auditTables';
import type { Executor } from '../../db';
import { anyOf } from '../../db/anyOf';
import { auditLog } from '../../db/schema';

/** Who changed an account's rows; the platform's own changes have no account and go to platformAudit.ts. */
export interface Actor {
  accountId: number;
  userId: number | null;
  operatorId?: number | null;
}

export interface AuditEntry {
  /** One of the named tables (common/auditTables.ts): the log shows its Turkish or English name. */
  table: AuditedTable;
  action: 'insert' | 'update' | 'delete';
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Secrets never reach the audit log. */
const HIDDEN = new Set(['passwordHash', 'codeHash', 'tokenHash', 'logo']);

export function redact(value: unknown): unknown {
  if (value === null || value === undefined || typeof value !== 'object') return value ?? null;
  if (Buffer.isBuffer(value)) return '[binary]';
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      key,
      // JSON has no bigint: kuruş amounts are kept as their exact text.
      HIDDEN.has(key) ? '[hidden]' : typeof v === 'bigint' ? v.toString() : v,
    ]),
  );
}

function auditRow(actor: Actor, entry: AuditEntry) {
  return {
    accountId: actor.accountId,
    userId: actor.userId,
    operatorId: actor.operatorId ?? null,
    tableName: entry.table,
    action: entry.action,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    before: redact(entry.before) ?? null,
    after: redact(entry.after) ?? null,
  };
}

/** Written in the same transaction as the change it describes, so one never exists without the other. */
export async function recordAudit(exec: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await exec.insert(auditLog).values(auditRow(actor, entry));
}

/**
 * One audit row per record of a bulk change (imports, cascades, a split over thousands of flats). The rows travel
 * as one JSON document per 5,000 (INSERT … SELECT FROM json_to_recordset): serialising one string is several
 * times cheaper than escaping an array parameter per column.
 */
export async function recordAuditBatch(exec: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 5000) {
    const rows = entries.slice(start, start + 5000).map((entry) => auditRow(actor, entry));
    await exec.execute(sql`
      insert into ${auditLog} (account_id, user_id, operator_id, table_name, action, record_id, before, after)
      select "accountId", "userId", "operatorId", "tableName", action, "recordId", before, after
      from json_to_recordset(${JSON.stringify(rows)}::json) as r("accountId" int, "userId" int, "operatorId" int,
        "tableName" text, action text, "recordId" text, before jsonb, after jsonb)`);
  }
}

/**
 * A column's value in SQL as the audit JSON holds it when the row was read in Node (redact): kuruş as their exact
 * text, numerics as text, timestamps as JSON.stringify writes a Date (UTC, milliseconds, "Z"), secrets hidden.
 */
function auditValue(key: string, column: AnyColumn): SQL {
  if (HIDDEN.has(key)) return sql`case when ${column} is null then null else '[hidden]' end`;
  if (is(column, PgBigInt64) || is(column, PgNumeric)) return sql`${column}::text`;
  if (is(column, PgTimestamp))
    return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql`${column}`;
}

/**
 * One insert audit row per new record, built in PostgreSQL from the rows themselves: a split over 5,000 flats does
 * not read its debts back into JSON in Node and send them again. The JSON is the one recordAuditBatch writes.
 */
export async function recordInsertAudit(
  exec: Executor,
  actor: Actor,
  table: PgTable & { id: AnyColumn; accountId: AnyColumn },
  accountId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const fields = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${key}::text, ${auditValue(key, column)}`,
  );
  await exec.execute(sql`
    insert into ${auditLog} (account_id, user_id, operator_id, table_name, action, record_id, before, after)
    select ${actor.accountId}::int, ${actor.userId}::int, ${actor.operatorId ?? null}::int, ${getTableName(table)},
      'insert', ${table.id}::text, null, jsonb_build_object(${sql.join(fields, sql`, `)})
    from ${table} where ${table.accountId} = ${accountId} and ${anyOf(table.id, ids)} order by ${table.id}`);
}
