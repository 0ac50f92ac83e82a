import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '.';

/**
 * Whether PostgreSQL has the ICU collation "tr-x-icu". Asked once when the app starts (buildApp); until then,
 * and on servers built without ICU, names are ordered by `tr_sort_key` (migration 0004), which gives the same
 * Turkish alphabetical order: a b c ç d … ğ h ı i … ö … ş … ü … z.
 */
let icu = false;

export async function detectTurkishCollation(exec: Executor): Promise<boolean> {
  const { rows } = await exec.execute(sql`select 1 from pg_collation where collname = 'tr-x-icu'`);
  icu = rows.length > 0;
  return icu;
}

/** Forces one way of ordering (tests check that both give the same order). */
export function setTurkishCollation(available: boolean): void {
  icu = available;
}

/** A text column in Turkish alphabetical order; other columns (numbers, dates) as they are. */
export function turkishOrder(column: AnyColumn, direction: 'asc' | 'desc' = 'asc'): SQL {
  const textual = (column as { dataType?: string }).dataType === 'string';
  const key = !textual
    ? sql`${column}`
    : icu
      ? sql`${column} COLLATE "tr-x-icu"`
      : sql`tr_sort_key(${column}) COLLATE "C"`;
  return direction === 'desc' ? sql`${key} desc` : sql`${key} asc`;
}
