import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, auditLog, operators } from '../../db/schema';

/** One change an operator made (audit rows with an operator id), with the operator's and the account's names. */
export interface PlatformAuditEntry {
  id: number;
  at: Date;
  operatorId: number;
  operatorName: string | null;
  accountId: number | null;
  assocName: string | null;
  tableName: string;
  action: 'insert' | 'update' | 'delete';
  recordId: string | null;
  after: unknown;
}

export interface PlatformAuditFilter {
  operatorId: number | null;
  accountId: number | null;
  table: string | null;
}

function where(filter: PlatformAuditFilter): SQL {
  return and(
    isNotNull(auditLog.operatorId),
    filter.operatorId ? eq(auditLog.operatorId, filter.operatorId) : undefined,
    filter.accountId ? eq(auditLog.accountId, filter.accountId) : undefined,
    filter.table ? eq(auditLog.tableName, filter.table) : undefined,
  )!;
}

/**
 * The platform's audit log: every row an operator wrote, across accounts (operator routes only; the operator
 * belongs to no account). Newest first.
 */
export const platformAuditRepository = {
  async list(
    exec: Executor,
    filter: PlatformAuditFilter,
    page: { offset: number; limit: number } | null,
  ): Promise<{ rows: PlatformAuditEntry[]; total: number }> {
    const base = exec
      .select({
        id: auditLog.id,
        at: auditLog.at,
        operatorId: sql<number>`${auditLog.operatorId}`,
        operatorName: operators.name,
        accountId: auditLog.accountId,
        assocName: accounts.assocName,
        tableName: auditLog.tableName,
        action: auditLog.action,
        recordId: auditLog.recordId,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(where(filter))
      .orderBy(desc(auditLog.at), desc(auditLog.id));
    const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
    const [counted] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where(filter));
    return { rows, total: counted?.n ?? 0 };
  },
};
