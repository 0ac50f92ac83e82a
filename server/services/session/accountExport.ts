/**
 * The owner's export (GET /api/account/export): everything of the caller's account in one zip, so no one is locked
 * in: one workbook with a sheet per account table (and the account's own row), every receipt as a PDF, the
 * uploaded files (documents, announcements, invoices) and the logo. Only rows with the caller's account_id and
 * only the files under DATA_DIR/accounts/<that id>/.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import type { Db } from '../../db';
import { cellOf, isSecretColumn, SECRET_TABLES, sheetName } from '../../domain/accountExport';
import { FILE_KINDS, type FileMime } from '../../domain/fileKinds';
import { accountExportRepository as repo } from '../../repositories/session/accountExport';
import { receiptPdfOf } from '../money';

type Row = Record<string, unknown>;

function sheetOf(rows: Row[]): XLSX.WorkSheet {
  const columns = Object.keys(rows[0] ?? {}).filter((column) => !isSecretColumn(column));
  return XLSX.utils.aoa_to_sheet([
    columns,
    ...rows.map((row) => columns.map((column) => cellOf(row[column]))),
  ]);
}

/** The files the account uploaded, by their path under its folder. */
function accountFiles(dataDir: string, accountId: number): Record<string, Uint8Array> {
  const folder = join(dataDir, 'accounts', String(accountId));
  if (!existsSync(folder)) return {};
  const files: Record<string, Uint8Array> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = join(entry.parentPath, entry.name);
    files[`dosyalar/${relative(folder, full).split(sep).join('/')}`] = readFileSync(full);
  }
  return files;
}

/** The zip of the account's data, and its file name. Read in one repeatable-read snapshot. */
export async function exportAccount(
  db: Db,
  dataDir: string,
  accountId: number,
): Promise<{ name: string; zip: Uint8Array }> {
  return db.transaction(
    async (tx) => {
      const workbook = XLSX.utils.book_new();
      const taken = new Set<string>();
      const [account] = await repo.accountRow(tx, accountId);
      XLSX.utils.book_append_sheet(workbook, sheetOf(account ? [account] : []), sheetName('accounts', taken));
      const entries: Record<string, Uint8Array> = {};
      let receiptIds: number[] = [];
      for (const table of await repo.tenantTables(tx)) {
        if (SECRET_TABLES.has(table.name)) continue;
        const rows = await repo.rowsOf(tx, accountId, table);
        XLSX.utils.book_append_sheet(workbook, sheetOf(rows), sheetName(table.name, taken));
        if (table.name === 'receipts') {
          receiptIds = rows.filter((row) => row.deleted_at === null).map((row) => Number(row.id));
        }
      }
      entries['veriler.xlsx'] = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
      for (const id of receiptIds) {
        const { number, pdf } = await receiptPdfOf(tx, accountId, id);
        entries[`makbuzlar/makbuz-${number}.pdf`] = pdf;
      }
      const logo = account?.logo;
      const mime = account?.logo_mime as FileMime | undefined;
      if (Buffer.isBuffer(logo) && mime && mime in FILE_KINDS) entries[`logo.${FILE_KINDS[mime]}`] = logo;
      Object.assign(entries, accountFiles(dataDir, accountId));
      const day = new Date().toISOString().slice(0, 10);
      return { name: `hesap-${accountId}-${day}.zip`, zip: zipSync(entries, { level: 6 }) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
