import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

/**
 * The rows a chunk of accepted collections adds (services/accounting/bankAcceptWrites.ts), each table in one
 * INSERT … SELECT FROM jsonb_to_recordset: building 500 lines' rows as parameters in Node took most of an
 * acceptance's time and blocked the event loop (docs/benchmarks.md, "Bank movements"). Kuruş travel as text.
 */
type Table = 'receipts' | 'cash_movements' | 'payments' | 'advance_movements' | 'bank_line_parts';

async function insertRows<R extends Record<string, unknown>>(
  exec: Executor,
  table: Table,
  columns: Record<string, string>,
  rows: object[],
  returning: string,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const { rows: created } = await exec.execute<R>(sql`
    INSERT INTO ${sql.identifier(table)} (${sql.raw(names.join(', '))})
    SELECT ${sql.raw(names.map((name) => `r.${name}`).join(', '))}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(${sql.raw(names.map((name) => `${name} ${columns[name]}`).join(', '))})
    RETURNING ${sql.raw(returning)}`);
  return created as R[];
}

export const kurus = (value: bigint) => value.toString();

/** Where a collection of the chunk is: the columns receipts, cash movements and payments share. */
interface Shared {
  account_id: number;
  cash_account_id: number;
  date: string;
  description: string | null;
}

export const bankAcceptInserts = {
  /** Answers each new receipt's id by its number (unique in the account). */
  async receipts(
    exec: Executor,
    rows: Array<Shared & { number: number; resident_id: number; total: string; remaining_after: string }>,
  ) {
    const created = await insertRows<{ id: number; number: number }>(
      exec,
      'receipts',
      {
        account_id: 'integer',
        cash_account_id: 'integer',
        date: 'date',
        description: 'text',
        number: 'integer',
        resident_id: 'integer',
        total: 'bigint',
        remaining_after: 'bigint',
      },
      rows,
      'id, number',
    );
    return new Map(created.map((row) => [row.number, row.id]));
  },

  /** The collections' cash movements; answers each one's id by its receipt's. */
  async collections(
    exec: Executor,
    rows: Array<Shared & { amount: string; resident_id: number; receipt_id: number }>,
  ) {
    const created = await insertRows<{ id: number; receipt_id: number }>(
      exec,
      'cash_movements',
      {
        account_id: 'integer',
        cash_account_id: 'integer',
        date: 'date',
        description: 'text',
        kind: 'text',
        amount: 'bigint',
        resident_id: 'integer',
        receipt_id: 'integer',
      },
      rows.map((row) => ({ ...row, kind: 'collection' })),
      'id, receipt_id',
    );
    return new Map(created.map((row) => [row.receipt_id, row.id]));
  },

  async payments(
    exec: Executor,
    rows: Array<
      Shared & {
        debt_id: number;
        resident_id: number;
        accounting_type_id: number;
        amount: string;
        receipt_id: number;
      }
    >,
  ) {
    const created = await insertRows<{ id: number }>(
      exec,
      'payments',
      {
        account_id: 'integer',
        cash_account_id: 'integer',
        date: 'date',
        description: 'text',
        debt_id: 'integer',
        resident_id: 'integer',
        accounting_type_id: 'integer',
        amount: 'bigint',
        source: 'text',
        receipt_id: 'integer',
      },
      rows.map((row) => ({ ...row, source: 'collection' })),
      'id',
    );
    return created.map((row) => row.id);
  },

  /** What a collection left over, into the payer's advance. */
  async surpluses(
    exec: Executor,
    rows: Array<Shared & { resident_id: number; amount: string; receipt_id: number }>,
  ) {
    const created = await insertRows<{ id: number }>(
      exec,
      'advance_movements',
      {
        account_id: 'integer',
        cash_account_id: 'integer',
        date: 'date',
        description: 'text',
        resident_id: 'integer',
        kind: 'text',
        amount: 'bigint',
        receipt_id: 'integer',
      },
      rows.map((row) => ({ ...row, kind: 'surplus' })),
      'id',
    );
    return created.map((row) => row.id);
  },

  /** Each line's one part: a collection for a flat, with its receipt and cash movement. */
  async collectionParts(
    exec: Executor,
    rows: Array<{
      account_id: number;
      line_id: number;
      amount: string;
      apartment_id: number;
      resident_id: number;
      receipt_id: number;
      cash_movement_id: number;
    }>,
  ) {
    const created = await insertRows<{ id: number }>(
      exec,
      'bank_line_parts',
      {
        account_id: 'integer',
        line_id: 'integer',
        kind: 'text',
        amount: 'bigint',
        apartment_id: 'integer',
        resident_id: 'integer',
        receipt_id: 'integer',
        cash_movement_id: 'integer',
      },
      rows.map((row) => ({ ...row, kind: 'collection' })),
      'id',
    );
    return created.map((row) => row.id);
  },
};
