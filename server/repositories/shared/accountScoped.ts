import { and, asc, count, eq, getTableColumns, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditedTable } from '../../../common/auditTables';
import type { Executor } from '../../db';
import { equalsFolded, matchesKey } from '../../db/search';
import { turkishOrder } from '../../db/turkishOrder';
import { conflict, notFound } from '../../errors';
import { type Actor, recordAudit } from './audit';

/** A table whose rows belong to one account: a serial `id` and an `account_id`. */
export type AccountScopedTable = PgTable & {
  id: PgColumn;
  accountId: PgColumn;
  $inferSelect: { id: number; accountId: number };
};

/** What a write stores: the row without the columns the database or the account fills in. */
export type ValuesOf<T extends AccountScopedTable> = Omit<
  T['$inferInsert'],
  'id' | 'accountId' | 'createdAt'
>;

export interface Page {
  offset: number;
  limit: number;
}

export interface ListQuery<Sort extends string = never> {
  /** Searched, Turkish-folded, in every `search` column. */
  key?: string | null;
  /** Only records of this kind (see `kind`); null or absent: every kind. */
  kind?: number | null;
  /** More conditions (a parent record…), all of which must hold. */
  where?: (SQL | undefined)[];
  /** null: every matching row (lookups, print and export). */
  page: Page | null;
  /** One of `sortable`; without it the default `orderBy`. */
  sort?: Sort;
  order?: 'asc' | 'desc';
}

export interface AccountScopedConfig<_T extends AccountScopedTable, Sort extends string> {
  /** `audit_log.table_name` of its writes. */
  auditTable: AuditedTable;
  /** The 404 answer for an id the account does not have. */
  notFound: string;
  /** The columns `key` searches. */
  search?: PgColumn[];
  /** The list order; the id breaks ties. */
  orderBy: PgColumn[];
  /** The columns a client may sort by, by their name in the API. */
  sortable?: Record<Sort, PgColumn>;
  /** The column sorting records into kinds (income / expense, debt / dues): lists filter by it, names are unique within it. */
  kind?: PgColumn;
  /**
   * The name no two records (of one kind) may share, compared Turkish-folded: inserts and updates refuse a taken
   * name with `taken` (409, under the field `name`).
   */
  uniqueName?: { column: PgColumn; taken: string };
}

/**
 * The reads and audited writes every plain resource of an account needs. Every function takes the caller's
 * account: no query can reach another account's records. Writes take the actor and record the audit row in the
 * same transaction (a savepoint when the caller has one open), so a change never exists without it.
 */
export function accountScoped<T extends AccountScopedTable, Sort extends string = never>(
  table: T,
  config: AccountScopedConfig<T, Sort>,
) {
  type Row = T['$inferSelect'];
  const own = (accountId: number, ...more: (SQL | undefined)[]) =>
    and(eq(table.accountId, accountId), ...more);
  const ownRow = (row: Row) => own(row.accountId, eq(table.id, row.id));
  /** The property of a write's values that fills `column`. */
  const keyOf = (column: PgColumn | undefined) =>
    column && Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)?.[0];
  const nameKey = keyOf(config.uniqueName?.column);
  const kindKey = keyOf(config.kind);

  /** Refuses a write whose name another record (of the same kind) already has. */
  async function refuseTakenName(
    tx: Executor,
    accountId: number,
    written: Record<string, unknown>,
    exceptId?: number,
  ) {
    const name = nameKey ? written[nameKey] : undefined;
    if (!config.uniqueName || typeof name !== 'string') return;
    const kind = kindKey ? (written[kindKey] as number | undefined) : undefined;
    if (await repository.nameTaken(tx, accountId, name, { kind, exceptId })) {
      throw conflict(config.uniqueName.taken, { name: config.uniqueName.taken });
    }
  }

  const repository = {
    table,

    async list(
      exec: Executor,
      accountId: number,
      query: ListQuery<Sort>,
    ): Promise<{ rows: Row[]; total: number }> {
      const searched =
        query.key && config.search
          ? or(...config.search.map((column) => matchesKey(column, query.key!)))
          : undefined;
      const ofKind = query.kind && config.kind ? eq(config.kind, query.kind) : undefined;
      const where = own(accountId, searched, ofKind, ...(query.where ?? []));
      const direction = query.order === 'desc' ? 'desc' : 'asc';
      const columns = query.sort && config.sortable ? [config.sortable[query.sort]] : config.orderBy;
      const select = exec
        .select()
        .from(table as PgTable)
        .where(where)
        .orderBy(...columns.map((column) => turkishOrder(column, direction)), asc(table.id));
      const rows = (
        query.page ? await select.limit(query.page.limit).offset(query.page.offset) : await select
      ) as Row[];
      if (!query.page) return { rows, total: rows.length };
      const [total] = await exec
        .select({ n: count() })
        .from(table as PgTable)
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async find(exec: Executor, accountId: number, id: number): Promise<Row | undefined> {
      const [row] = await exec
        .select()
        .from(table as PgTable)
        .where(own(accountId, eq(table.id, id)));
      return row as Row | undefined;
    },

    /** The caller's record, or 404: another account's id reads exactly like a missing one. */
    async findOrFail(exec: Executor, accountId: number, id: number): Promise<Row> {
      const row = await repository.find(exec, accountId, id);
      if (!row) throw notFound(config.notFound);
      return row;
    },

    async findMany(exec: Executor, accountId: number, ids: number[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await exec
        .select()
        .from(table as PgTable)
        .where(own(accountId, inArray(table.id, ids)))) as Row[];
    },

    /** Another record than `exceptId` (of the same `kind`, where names are unique per kind) has this name. */
    async nameTaken(
      exec: Executor,
      accountId: number,
      name: string,
      options: { kind?: number; exceptId?: number } = {},
    ): Promise<boolean> {
      if (!config.uniqueName) throw new Error(`${config.auditTable} has no unique name`);
      const filters = [equalsFolded(config.uniqueName.column, name)];
      if (config.kind && options.kind !== undefined) filters.push(eq(config.kind, options.kind));
      if (options.exceptId) filters.push(ne(table.id, options.exceptId));
      const [row] = await exec
        .select({ id: table.id })
        .from(table as PgTable)
        .where(own(accountId, ...filters))
        .limit(1);
      return Boolean(row);
    },

    /** Refuses a taken name, lets `check` refuse, inserts the record and records it. */
    async insert(
      exec: Executor,
      accountId: number,
      actor: Actor,
      values: ValuesOf<T>,
      check?: (tx: Executor) => Promise<void>,
    ): Promise<Row> {
      return exec.transaction(async (tx) => {
        await refuseTakenName(tx, accountId, values);
        await check?.(tx);
        const [row] = (await tx
          .insert(table)
          .values({ ...values, accountId } as T['$inferInsert'])
          .returning()) as Row[];
        await recordAudit(tx, actor, {
          table: config.auditTable,
          action: 'insert',
          recordId: row!.id,
          after: row,
        });
        return row!;
      });
    },

    /**
     * Finds the record (404), refuses a taken name, lets `check` refuse the change, updates it and records before
     * and after.
     */
    async update(
      exec: Executor,
      accountId: number,
      actor: Actor,
      id: number,
      values: Partial<ValuesOf<T>>,
      check?: (before: Row, tx: Executor) => Promise<void> | void,
    ): Promise<Row> {
      return exec.transaction(async (tx) => {
        const before = await repository.findOrFail(tx, accountId, id);
        await refuseTakenName(tx, accountId, { ...before, ...values }, before.id);
        await check?.(before, tx);
        const [after] = (await tx
          .update(table as PgTable)
          .set(values)
          .where(ownRow(before))
          .returning()) as Row[];
        await recordAudit(tx, actor, {
          table: config.auditTable,
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
    },

    /** Finds the record (404), lets `check` refuse, deletes it and records what it was. */
    async remove(
      exec: Executor,
      accountId: number,
      actor: Actor,
      id: number,
      check?: (before: Row, tx: Executor) => Promise<void> | void,
    ): Promise<Row> {
      return exec.transaction(async (tx) => {
        const before = await repository.findOrFail(tx, accountId, id);
        await check?.(before, tx);
        await tx.delete(table).where(ownRow(before));
        await recordAudit(tx, actor, {
          table: config.auditTable,
          action: 'delete',
          recordId: before.id,
          before,
        });
        return before;
      });
    },
  };
  return repository;
}
