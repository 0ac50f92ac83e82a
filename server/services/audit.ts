import { sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditLog } from '../db/schema';

export interface Actor {
  accountId: number | null;
  userId: number | null;
  operatorId?: number | null;
}

export interface AuditEntry {
  table: string;
  action: 'insert' | 'update' | 'delete';
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Secrets never reach the audit log. */
const HIDDEN = new Set(['passwordHash', 'codeHash', 'tokenHash', 'logo']);

function redact(value: unknown): unknown {
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
 * One audit row per record of a bulk change (imports, cascades). A thousand rows per statement, sent as one array
 * per column (INSERT … SELECT FROM unnest): several times faster than a VALUES list for ten thousand rows.
 */
export async function recordAuditBatch(exec: Executor, actor: Actor, entries: AuditEntry[]): Promise<void> {
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  for (let start = 0; start < entries.length; start += 1000) {
    const rows = entries.slice(start, start + 1000).map((entry) => auditRow(actor, entry));
    const column = (pick: (row: (typeof rows)[number]) => unknown) => sql.param(rows.map(pick));
    await exec.execute(sql`
      insert into ${auditLog} (account_id, user_id, operator_id, table_name, action, record_id, before, after)
      select * from unnest(
        ${column((r) => r.accountId)}::int[], ${column((r) => r.userId)}::int[], ${column((r) => r.operatorId)}::int[],
        ${column((r) => r.tableName)}::text[], ${column((r) => r.action)}::text[], ${column((r) => r.recordId)}::text[],
        ${column((r) => json(r.before))}::jsonb[], ${column((r) => json(r.after))}::jsonb[])`);
  }
}
