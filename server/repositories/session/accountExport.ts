import { type SQL, sql } from 'drizzle-orm';
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

/** Rows fetched from a cursor at a time: the export's memory holds one batch, whatever the table's size. */
const BATCH = 1000;

/**
 * Reads a query through a cursor of the caller's transaction, one batch at a time. The account id is written as
 * a literal (DECLARE takes no parameters); it is an integer by its type and checked.
 */
async function* throughCursor(exec: Executor, name: string, query: SQL): AsyncGenerator<Row[]> {
  const cursor = sql.identifier(name);
  await exec.execute(sql`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query}`);
  for (;;) {
    const { rows } = await exec.execute<Row>(sql`FETCH ${sql.raw(String(BATCH))} FROM ${cursor}`);
    if (rows.length === 0) break;
    yield rows;
  }
  await exec.execute(sql`CLOSE ${cursor}`);
}

function accountLiteral(accountId: number): SQL {
  if (!Number.isSafeInteger(accountId)) throw new Error(`account id ${accountId} is not an integer`);
  return sql.raw(String(accountId));
}

/** Every row of a tenant table that belongs to the account, in primary-key order, a batch at a time. */
function rowsOf(exec: Executor, accountId: number, table: TenantTable): AsyncGenerator<Row[]> {
  const order = table.key.length
    ? sql.join(
        table.key.map((column) => sql.identifier(column)),
        sql`, `,
      )
    : sql`1`;
  return throughCursor(
    exec,
    `export_${table.name}`,
    sql`SELECT * FROM ${sql.identifier(table.name)} WHERE account_id = ${accountLiteral(accountId)} ORDER BY ${order}`,
  );
}

/** The ids of the account's receipts that were not deleted, a batch at a time. */
function liveReceiptIds(exec: Executor, accountId: number): AsyncGenerator<Row[]> {
  return throughCursor(
    exec,
    'export_receipt_ids',
    sql`SELECT id FROM receipts WHERE account_id = ${accountLiteral(accountId)} AND deleted_at IS NULL ORDER BY id`,
  );
}

/** The account's own row. */
async function accountRow(exec: Executor, accountId: number): Promise<Row[]> {
  const { rows } = await exec.execute<Row>(sql`SELECT * FROM accounts WHERE id = ${accountId}`);
  return rows;
}

export const accountExportRepository = { tenantTables, rowsOf, liveReceiptIds, accountRow };
