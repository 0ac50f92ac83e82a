/** Pure rules of the owner's export (server/services/session/accountExport.ts): what goes in, and how a cell reads. */

/** Tables of sign-in secrets: an account's data, but nothing its owner needs to take elsewhere. */
export const SECRET_TABLES = new Set(['refresh_tokens', 'one_time_codes']);

/** Columns that hold a secret (password and code hashes, encrypted merchant credentials) stay out of the workbook. */
export const isSecretColumn = (column: string) => column.endsWith('_hash') || column.endsWith('_secret');

/** Excel's longest text in one cell. */
const CELL_LIMIT = 32_767;

/**
 * One value as a workbook cell: numbers and text as they are, bigint kuruş as the digits PostgreSQL gave (never a
 * float), dates as ISO text, jsonb as JSON text, bytes as their size (the logo goes in the zip as a file).
 */
export function cellOf(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.slice(0, CELL_LIMIT);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `(${value.length} bayt)`;
  return JSON.stringify(value).slice(0, CELL_LIMIT);
}

/** Sheet names: at most 31 characters and unique in the workbook. */
export function sheetName(table: string, taken: Set<string>): string {
  let name = table.slice(0, 31);
  for (let i = 2; taken.has(name); i++) name = `${table.slice(0, 31 - String(i).length - 1)}~${i}`;
  taken.add(name);
  return name;
}

/** An export's archive is kept this long, then removed with its row by the nightly maintenance. */
export const EXPORT_KEEP_DAYS = 7;

/**
 * The longest an export may run (the queue's expiry): a job whose instance died is tried again after it, and a
 * request finding one older than this waiting or running takes it as failed instead of waiting for ever.
 */
export const EXPORT_MAX_SECONDS = 6 * 60 * 60;

/** The suffix of an archive being written (`<export id>.zip.part`), renamed to `<export id>.zip` when complete. */
export const PARTIAL_SUFFIX = '.part';

/**
 * The export whose partial archive a file of an account's exports folder is: `<id>.zip.part`, or the zip writer's
 * side file beside it, `<id>.zip.part.directory` (server/services/session/zipFile.ts). Null for any other file.
 */
export function partialExportId(fileName: string): number | null {
  const match = /^(\d+)\.zip\.part(\.directory)?$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/** The archive's name when downloaded: the account and the day it was asked for (YYYY-MM-DD sorts). */
export function exportArchiveName(
  accountId: number,
  day: { year: number; month: number; day: number },
): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `hesap-${accountId}-${day.year}-${pad(day.month)}-${pad(day.day)}.zip`;
}
