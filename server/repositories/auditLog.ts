import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { auditLog, users } from '../db/schema';

export interface AuditFilter {
  table: string | null;
  userId: number | null;
  /** Days in Istanbul, inclusive; either end may be open. */
  start: string | null;
  end: string | null;
}

export interface AuditEntry {
  id: number;
  at: Date;
  userId: number | null;
  /** Name and surname of the user; null for a platform operator or the system. */
  userName: string | null;
  operatorId: number | null;
  tableName: string;
  action: 'insert' | 'update' | 'delete';
  recordId: string | null;
  before: unknown;
  after: unknown;
}

/** The audit row's day in Istanbul, so a filter by date means the manager's calendar day. */
const istanbulDay = sql`(${auditLog.at} at time zone 'Europe/Istanbul')::date`;

function conditions(accountId: number, filter: AuditFilter): SQL {
  return and(
    eq(auditLog.accountId, accountId),
    filter.table ? eq(auditLog.tableName, filter.table) : undefined,
    filter.userId ? eq(auditLog.userId, filter.userId) : undefined,
    filter.start ? sql`${istanbulDay} >= ${filter.start}` : undefined,
    filter.end ? sql`${istanbulDay} <= ${filter.end}` : undefined,
  )!;
}

/** The audit log (sistem kayıtları): every change written in an account, read only, newest first. */
export const auditLogRepository = {
  async list(
    exec: Executor,
    accountId: number,
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const where = conditions(accountId, filter);
    const rows = await exec
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        userName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
        operatorId: auditLog.operatorId,
        tableName: auditLog.tableName,
        action: auditLog.action,
        recordId: auditLog.recordId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await exec.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
    return { rows, total: counted?.n ?? 0 };
  },

  /** What the filters offer: the tables and the users that appear in the account's log. */
  async filterChoices(
    exec: Executor,
    accountId: number,
  ): Promise<{ tables: string[]; users: { id: number; name: string }[] }> {
    const tables = await exec
      .selectDistinct({ name: auditLog.tableName })
      .from(auditLog)
      .where(eq(auditLog.accountId, accountId))
      .orderBy(auditLog.tableName);
    const people = await exec
      .select({ id: users.id, name: sql<string>`${users.name} || ' ' || ${users.surname}` })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.userId))
      .where(eq(auditLog.accountId, accountId))
      .groupBy(users.id, users.name, users.surname)
      .orderBy(users.name, users.surname);
    return { tables: tables.map((t) => t.name), users: people };
  },
};
