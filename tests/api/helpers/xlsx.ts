import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

/** A committed fixture of tests/fixtures. */
export function fixture(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)));
}

/** The file's SHA-256, as the browser computes it for the import's file_key. */
export function fileKey(file: Buffer): string {
  return createHash('sha256').update(file).digest('hex');
}

/**
 * The first sheet as an array of rows of cells, row 1 at index 0: what the browser's parser hands to
 * common/importRows.ts (exceljs stands in for it here).
 */
export async function sheetRows(file: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: unknown[][] = [];
  for (let number = 1; number <= sheet.rowCount; number++) {
    // exceljs rows are 1-based with an empty slot 0.
    rows.push((sheet.getRow(number).values as unknown[]).slice(1));
  }
  return rows;
}

/** A workbook written and read back, for sheets too odd to commit (missing columns, no rows). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sayfa1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
