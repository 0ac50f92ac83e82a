/**
 * The owner's export archive, written into a file as it is read: veriler.xlsx (a sheet per account table, and the
 * account's own row), makbuzlar/*.pdf (every receipt not deleted), logo.<ext> and dosyalar/… (the files under
 * DATA_DIR/accounts/<id>/). Only rows with the account's account_id and only that account's folder. The rows come
 * through cursors a thousand at a time and the workbook and the zip are streams (the zip's directory in a side file,
 * ZIP64 past 65,534 entries or 4 GB), so memory holds a batch, not the account (docs/benchmarks.md, "The owner's
 * export").
 */

import { once } from 'node:events';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Db, Executor } from '../../db';
import { cellOf, isSecretColumn, SECRET_TABLES, sheetName } from '../../domain/accountExport';
import { FILE_KINDS, type FileMime } from '../../domain/fileKinds';
import { accountExportRepository as repo } from '../../repositories/session/accountExport';
import { receiptPdfsOf } from '../money';
import { ZipFile } from './zipFile';

type Row = Record<string, unknown>;

/** The workbook's bytes as they are made; the rows are read while the zip takes the bytes. */
function workbookStream(tx: Executor, accountId: number, account: Row | undefined): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const taken = new Set<string>();
  const sheet = (name: string) => book.addWorksheet(sheetName(name, taken));
  const addRows = (target: ExcelJS.Worksheet, columns: string[], rows: Row[]) => {
    for (const row of rows) target.addRow(columns.map((column) => cellOf(row[column]))).commit();
  };
  const columnsOf = (row: Row) => Object.keys(row).filter((column) => !isSecretColumn(column));
  const write = async () => {
    const accounts = sheet('accounts');
    if (account) {
      accounts.addRow(columnsOf(account)).commit();
      addRows(accounts, columnsOf(account), [account]);
    }
    accounts.commit();
    for (const table of await repo.tenantTables(tx)) {
      if (SECRET_TABLES.has(table.name)) continue;
      const target = sheet(table.name);
      let columns: string[] | null = null;
      for await (const rows of repo.rowsOf(tx, accountId, table)) {
        if (!columns) {
          columns = columnsOf(rows[0]!);
          target.addRow(columns).commit();
        }
        addRows(target, columns, rows);
        // The zip has not taken the last batch yet: wait for it rather than hold the rows.
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      target.commit();
    }
    await book.commit();
  };
  write().catch((error: Error) => out.destroy(error));
  return out;
}

/** The files the account uploaded: their path in the archive and on disk. */
function accountFiles(dataDir: string, accountId: number): { name: string; path: string }[] {
  const folder = join(dataDir, 'accounts', String(accountId));
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: `dosyalar/${relative(folder, path).split(sep).join('/')}`, path };
    });
}

/**
 * Writes the account's archive into `path`. `readDb` is where the rows are read (one repeatable-read, read-only
 * snapshot): the primary today, a replica once there is one (docs/scaling.md).
 */
export async function writeAccountArchive(
  readDb: Db,
  dataDir: string,
  accountId: number,
  path: string,
): Promise<void> {
  const zip = new ZipFile(path);
  try {
    await readDb.transaction(
      async (tx) => {
        const [account] = await repo.accountRow(tx, accountId);
        await zip.entry('veriler.xlsx', workbookStream(tx, accountId, account), true);
        for await (const rows of repo.liveReceiptIds(tx, accountId)) {
          const ids = rows.map((row) => Number(row.id));
          for await (const { number, pdf } of receiptPdfsOf(tx, accountId, ids))
            await zip.bytes(`makbuzlar/makbuz-${number}.pdf`, pdf);
        }
        const logo = account?.logo;
        const mime = account?.logo_mime as FileMime | undefined;
        if (Buffer.isBuffer(logo) && mime && mime in FILE_KINDS)
          await zip.bytes(`logo.${FILE_KINDS[mime]}`, logo);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const file of accountFiles(dataDir, accountId))
      await zip.entry(file.name, createReadStream(file.path));
    await zip.close();
  } catch (error) {
    zip.abort();
    throw error;
  }
}
