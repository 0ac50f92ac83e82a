import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, auditLog, operators, platformAuditLog } from '../../db/schema';
import { type AuditEntry, redact } from '../shared/audit';

/**
 * One change an operator made: in an account (audit rows with an operator id) or in the platform's own tables
 * (platform_audit_log: no account), with the operator's and the account's names.
 */
export interface PlatformAuditEntry {
  id: number;
  at: Date;
  /** Null only for a platform row the system wrote before platform_audit_log existed. */
  operatorId: number | null;
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

function accountWhere(filter: PlatformAuditFilter): SQL {
  return and(
    isNotNull(auditLog.operatorId),
    filter.operatorId ? eq(auditLog.operatorId, filter.operatorId) : undefined,
    filter.accountId ? eq(auditLog.accountId, filter.accountId) : undefined,
    filter.table ? eq(auditLog.tableName, filter.table) : undefined,
  )!;
}

/** The platform's own rows belong to no account, so a filter by account leaves them all out. */
function platformWhere(filter: PlatformAuditFilter): SQL {
  if (filter.accountId) return sql`false`;
  return (
    and(
      filter.operatorId ? eq(platformAuditLog.operatorId, filter.operatorId) : undefined,
      filter.table ? eq(platformAuditLog.tableName, filter.table) : undefined,
    ) ?? sql`true`
  );
}

/**
 * The platform's audit log: every row an operator wrote, across accounts, and the platform's own changes
 * (operator routes only; the operator belongs to no account). Newest first; ids are unique across both tables
 * (platform_audit_log takes audit_log's sequence).
 */
export const platformAuditRepository = {
  async list(
    exec: Executor,
    filter: PlatformAuditFilter,
    page: { offset: number; limit: number } | null,
  ): Promise<{ rows: PlatformAuditEntry[]; total: number }> {
    const inAccounts = exec
      .select({
        id: auditLog.id,
        at: auditLog.at,
        operatorId: auditLog.operatorId,
        operatorName: operators.name,
        accountId: sql<number | null>`${auditLog.accountId}`,
        assocName: sql<string | null>`${accounts.assocName}`,
        tableName: auditLog.tableName,
        action: auditLog.action,
        recordId: auditLog.recordId,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(operators, eq(operators.id, auditLog.operatorId))
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(accountWhere(filter));
    const inPlatform = exec
      .select({
        id: platformAuditLog.id,
        at: platformAuditLog.at,
        operatorId: platformAuditLog.operatorId,
        operatorName: operators.name,
        accountId: sql<number | null>`null::int`,
        assocName: sql<string | null>`null::text`,
        tableName: platformAuditLog.tableName,
        action: platformAuditLog.action,
        recordId: platformAuditLog.recordId,
        after: platformAuditLog.after,
      })
      .from(platformAuditLog)
      .leftJoin(operators, eq(operators.id, platformAuditLog.operatorId))
      .where(platformWhere(filter));
    const both = inAccounts.unionAll(inPlatform).orderBy(desc(sql`"at"`), desc(sql`"id"`));
    const rows = page ? await both.limit(page.limit).offset(page.offset) : await both;
    const { rows: counted } = await exec.execute<{ n: number }>(sql`
      select ((select count(*) from ${auditLog} where ${accountWhere(filter)})
        + (select count(*) from ${platformAuditLog} where ${platformWhere(filter)}))::int as n`);
    return { rows, total: counted[0]?.n ?? 0 };
  },

  /** A change to the platform's own tables (the package catalogue), by an operator, in the caller's transaction. */
  async record(exec: Executor, operatorId: number, entry: AuditEntry): Promise<void> {
    await exec.insert(platformAuditLog).values({
      operatorId,
      tableName: entry.table,
      action: entry.action,
      recordId: entry.recordId === null ? null : String(entry.recordId),
      before: redact(entry.before) ?? null,
      after: redact(entry.after) ?? null,
    });
  },
};
