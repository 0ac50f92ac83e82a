import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  apartments,
  auditLog,
  buildings,
  cashAccounts,
  currentAccounts,
  groups,
  residents,
  users,
} from '../../db/schema';
import type { ReferenceKind } from '../../domain/auditChanges';

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

  /**
   * The names of the account's records an audit value points to (a cash account's id → "Merkez Kasa"), per kind
   * of record; ids of another account or of a record since deleted have no name.
   */
  async referenceNames(
    exec: Executor,
    accountId: number,
    wanted: Map<ReferenceKind, number[]>,
  ): Promise<Map<ReferenceKind, Map<number, string>>> {
    const names = new Map<ReferenceKind, Map<number, string>>();
    for (const [kind, ids] of wanted) {
      if (ids.length === 0) continue;
      const rows = await REFERENCE_QUERIES[kind](exec, accountId, ids);
      names.set(kind, new Map(rows.map((row) => [row.id, row.name])));
    }
    return names;
  },
};

type NameRows = Promise<{ id: number; name: string }[]>;

const REFERENCE_QUERIES: Record<
  ReferenceKind,
  (exec: Executor, accountId: number, ids: number[]) => NameRows
> = {
  cashAccount: (exec, accountId, ids) =>
    exec
      .select({ id: cashAccounts.id, name: cashAccounts.name })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), inArray(cashAccounts.id, ids))),
  accountingType: (exec, accountId, ids) =>
    exec
      .select({ id: accountingTypes.id, name: accountingTypes.name })
      .from(accountingTypes)
      .where(and(eq(accountingTypes.accountId, accountId), inArray(accountingTypes.id, ids))),
  building: (exec, accountId, ids) =>
    exec
      .select({ id: buildings.id, name: buildings.name })
      .from(buildings)
      .where(and(eq(buildings.accountId, accountId), inArray(buildings.id, ids))),
  apartment: (exec, accountId, ids) =>
    exec
      .select({
        id: apartments.id,
        name: sql<string>`${buildings.name} || ' / ' || ${apartments.identifier}`,
      })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(and(eq(apartments.accountId, accountId), inArray(apartments.id, ids))),
  resident: (exec, accountId, ids) =>
    exec
      .select({ id: residents.id, name: sql<string>`${residents.name} || ' ' || ${residents.surname}` })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), inArray(residents.id, ids))),
  currentAccount: (exec, accountId, ids) =>
    exec
      .select({ id: currentAccounts.id, name: currentAccounts.name })
      .from(currentAccounts)
      .where(and(eq(currentAccounts.accountId, accountId), inArray(currentAccounts.id, ids))),
  group: (exec, accountId, ids) =>
    exec
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.accountId, accountId), inArray(groups.id, ids))),
};
