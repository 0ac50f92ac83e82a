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
      HIDDEN.has(key) ? '[hidden]' : v,
    ]),
  );
}

/** Written in the same transaction as the change it describes, so one never exists without the other. */
export async function recordAudit(exec: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await exec.insert(auditLog).values({
    accountId: actor.accountId,
    userId: actor.userId,
    operatorId: actor.operatorId ?? null,
    tableName: entry.table,
    action: entry.action,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    before: redact(entry.before) ?? null,
    after: redact(entry.after) ?? null,
  });
}
