import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

export interface TenantTable {
  name: string;
  /** Its primary key's columns: the rows' order in the sheet. */
  key: string[];
}

type Row = Record<string, unknown>;

/** The tables whose rows belong to one account: those with an account_id column. */
async function tenantTables(exec: Executor): Promise<TenantTable[]> {
  const { rows } = await exec.execute<{ name: string; key: string[] | null }>(sql`
    SELECT c.relname::text AS name,
      (SELECT array_agg(a.attname::text ORDER BY k.n)
         FROM pg_index i
         CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary) AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND EXISTS (SELECT 1 FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attisdropped)
    ORDER BY 1`);
  return rows.map((row) => ({ name: row.name, key: row.key ?? [] }));
}

/** Every row of a tenant table that belongs to the account, in primary-key order. */
async function rowsOf(exec: Executor, accountId: number, table: TenantTable): Promise<Row[]> {
  const order = table.key.length
    ? sql.join(
        table.key.map((column) => sql.identifier(column)),
        sql`, `,
      )
    : sql`1`;
  const { rows } = await exec.execute<Row>(
    sql`SELECT * FROM ${sql.identifier(table.name)} WHERE account_id = ${accountId} ORDER BY ${order}`,
  );
  return rows;
}

/** The account's own row. */
async function accountRow(exec: Executor, accountId: number): Promise<Row[]> {
  const { rows } = await exec.execute<Row>(sql`SELECT * FROM accounts WHERE id = ${accountId}`);
  return rows;
}

export const accountExportRepository = { tenantTables, rowsOf, accountRow };
