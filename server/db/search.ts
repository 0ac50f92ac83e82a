import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { foldTurkish } from '../../common/search';

/** `column` contains `key`, folded the Turkish way on both sides (see the tr_fold migration). */
export function matchesKey(column: AnyColumn | SQL, key: string): SQL {
  const pattern = `%${foldTurkish(key).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return sql`tr_fold(${column}) LIKE ${pattern}`;
}

/** `column` equals `text` once both are folded: "Su" and "su", "Işık" and "ISIK" are the same name. */
export function equalsFolded(column: AnyColumn | SQL, text: string): SQL {
  return sql`tr_fold(${column}) = ${foldTurkish(text)}`;
}
