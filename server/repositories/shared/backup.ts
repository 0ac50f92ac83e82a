/**
 * The queries of the backups (called by the backup service, shared/backup.ts of the services). Not
 * account-scoped: a backup holds every account; only the command line and the daily job call these, never a route.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { TableLink } from '../../domain/backupPlan';

export interface TableInfo {
  name: string;
  /** Its primary key's columns, the order rows are read in. */
  key: string[];
}

export interface SequenceValue {
  name: string;
  /** null when the sequence was never used. */
  lastValue: string | null;
}

/** Every table of the public schema with its primary key, and the foreign keys between them. */
async function tables(exec: Executor): Promise<{ tables: TableInfo[]; links: TableLink[] }> {
  const tableRows = await exec.execute<{ name: string; key: string[] | null }>(sql`
    SELECT c.relname::text AS name,
      (SELECT array_agg(a.attname::text ORDER BY k.n)
         FROM pg_index i
         CROSS JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary) AS key
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`);
  const linkRows = await exec.execute<{ from: string; to: string }>(sql`
    SELECT f.relname::text AS "from", t.relname::text AS "to"
    FROM pg_constraint k
    JOIN pg_class f ON f.oid = k.conrelid
    JOIN pg_class t ON t.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = f.relnamespace
    WHERE k.contype = 'f' AND n.nspname = 'public'`);
  return {
    tables: tableRows.rows.map((row) => ({ name: row.name, key: row.key ?? [] })),
    links: linkRows.rows,
  };
}

/**
 * Reads a table's rows in PostgreSQL's own text form of a row (every type exact: bigint, numeric, bytea, arrays,
 * jsonb, timestamps with their offset), a batch at a time through a cursor, inside the caller's transaction.
 */
async function* readRows(tx: Executor, table: TableInfo, batchSize: number): AsyncGenerator<string[]> {
  const order = table.key.length
    ? sql.join(
        table.key.map((column) => sql.identifier(column)),
        sql`, `,
      )
    : sql`ctid`;
  await tx.execute(
    sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT t::text AS row FROM ${sql.identifier(table.name)} t ORDER BY ${order}`,
  );
  for (;;) {
    const { rows } = await tx.execute<{ row: string }>(sql.raw(`FETCH ${batchSize} FROM backup_rows`));
    if (rows.length === 0) break;
    yield rows.map((row) => row.row);
  }
  await tx.execute(sql`CLOSE backup_rows`);
}

/** Inserts rows given in their text form (as readRows gave them) into a table of the same columns. */
async function insertRows(tx: Executor, table: string, rows: string[]): Promise<void> {
  const type = sql.identifier(table);
  await tx.execute(
    sql`INSERT INTO ${type} SELECT (r::${type}).* FROM unnest(${sql.param(rows)}::text[]) AS r`,
  );
}

/**
 * Turns a table's own triggers off or on (not the foreign-key checks): the totals that triggers maintain
 * (migration 0013) are restored as they were, so inserting the rows must not add them up again.
 */
async function setUserTriggers(tx: Executor, table: string, enabled: boolean): Promise<void> {
  const name = sql.identifier(table);
  await tx.execute(
    enabled ? sql`ALTER TABLE ${name} ENABLE TRIGGER USER` : sql`ALTER TABLE ${name} DISABLE TRIGGER USER`,
  );
}

/** The public schema's sequences and where each stands. */
async function sequences(exec: Executor): Promise<SequenceValue[]> {
  const { rows } = await exec.execute<{ name: string; last_value: string | null }>(sql`
    SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value }));
}

/** Puts a sequence back where it stood: the next value follows the last one given out before the backup. */
async function setSequence(tx: Executor, sequence: SequenceValue): Promise<void> {
  const name = `public.${sequence.name}`;
  if (sequence.lastValue === null) await tx.execute(sql`SELECT setval(${name}::regclass, 1, false)`);
  else await tx.execute(sql`SELECT setval(${name}::regclass, ${sequence.lastValue}::bigint, true)`);
}

/** The migrations applied to the database (drizzle's journal), oldest first. */
async function migrations(exec: Executor): Promise<string[]> {
  const { rows } = await exec.execute<{ hash: string }>(
    sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at, id`,
  );
  return rows.map((row) => row.hash);
}

/** The tables that hold at least one row. */
async function nonEmptyTables(exec: Executor, names: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of names) {
    const { rows } = await exec.execute(sql`SELECT 1 FROM ${sql.identifier(name)} LIMIT 1`);
    if (rows.length > 0) found.push(name);
  }
  return found;
}

export const backupRepository = {
  tables,
  readRows,
  insertRows,
  setUserTriggers,
  sequences,
  setSequence,
  migrations,
  nonEmptyTables,
};
