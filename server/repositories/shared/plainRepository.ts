import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuditedTable } from '../../../common/auditTables';
import * as schema from '../../db/schema';
import { type AccountScopedTable, accountScoped } from './accountScoped';

/** The tables of the schema whose rows belong to one account, by their name in `server/db/schema/`. */
export type PlainTableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends AccountScopedTable ? K : never;
}[keyof typeof schema];

type TableOf<N extends PlainTableName> = (typeof schema)[N] & AccountScopedTable;
type ColumnOf<N extends PlainTableName> = Extract<keyof TableOf<N>['_']['columns'], string>;

export interface PlainRepositoryConfig<N extends PlainTableName, Sort extends string> {
  /** The 404 answer for an id the account does not have. */
  notFound: string;
  /** The columns `key` searches. */
  search?: ColumnOf<N>[];
  /** The list order; the id breaks ties. */
  orderBy: ColumnOf<N>[];
  /** The columns a client may sort by, by their name in the API. */
  sortable?: Record<Sort, ColumnOf<N>>;
  /** The name no two records may share, compared Turkish-folded, and the refusal of a taken one. */
  uniqueName?: { column: ColumnOf<N>; taken: string };
}

/**
 * The account-scoped repository of a plain resource, named by its table, so that the resource's route file can
 * hold it and a new plain resource needs no repository file of its own: `plainRepository('nonMembers', …)`.
 * Resources with queries of their own keep a repository file built on `accountScoped`.
 */
export function plainRepository<N extends PlainTableName, Sort extends string = never>(
  name: N,
  config: PlainRepositoryConfig<N, Sort>,
) {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the server is not bundled; the name picks the table.
  const table = schema[name] as TableOf<N>;
  const column = (key: ColumnOf<N>) => (table as unknown as Record<string, PgColumn>)[key] as PgColumn;
  return accountScoped<TableOf<N>, Sort>(table, {
    // Every account-scoped table is named in common/auditTables.ts (tests/unit/auditTables.test.ts).
    auditTable: getTableName(table) as AuditedTable,
    notFound: config.notFound,
    search: config.search?.map(column),
    orderBy: config.orderBy.map(column),
    sortable: config.sortable
      ? (Object.fromEntries(
          Object.entries<ColumnOf<N>>(config.sortable).map(([sort, key]) => [sort, column(key)]),
        ) as Record<Sort, PgColumn>)
      : undefined,
    uniqueName: config.uniqueName && { ...config.uniqueName, column: column(config.uniqueName.column) },
  });
}
