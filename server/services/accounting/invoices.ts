/**
 * Invoice files of expenses, under DATA_DIR/accounts/<account id>/invoices/. The file on disk gets a name the
 * server makes (expense id + random part + the kind's extension); the name the browser sent is kept only to show
 * and to download with, so no name can reach outside the account's folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Db } from '../../db';
import { displayFileName, FILE_KINDS, type FileMime, sniffMime } from '../../domain/fileKinds';
import { AppError, notFound } from '../../errors';
import { ledgerRepository } from '../../repositories/ledger';
import { recordAudit } from '../audit';
import { actorOf, type Session } from '../sessions';
import { refuseClosedBooks } from './booksClosed';

export const INVOICE_MIMES: FileMime[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

const folderOf = (dataDir: string, accountId: number) =>
  resolve(dataDir, 'accounts', String(accountId), 'invoices');

/** The stored file's full path, refused if it would lie outside the account's folder. */
function pathInside(dataDir: string, accountId: number, file: string): string {
  const folder = folderOf(dataDir, accountId);
  const full = resolve(folder, file);
  if (relative(folder, full).startsWith('..') || !full.startsWith(folder + sep))
    throw notFound('Fatura dosyası bulunamadı.');
  return full;
}

export interface InvoiceUpload {
  bytes: Buffer;
  sentName: string | undefined;
}

const notInvoice = 'Fatura PDF, JPEG veya PNG biçiminde olmalıdır.';

/** Attaches (or replaces) the expense's invoice; answers the name it is shown with. */
export async function attachInvoice(
  db: Db,
  dataDir: string,
  session: Session,
  expenseId: number,
  upload: InvoiceUpload,
): Promise<string> {
  const mime = sniffMime(upload.bytes);
  if (!mime || !INVOICE_MIMES.includes(mime)) throw new AppError(400, notInvoice, { file: notInvoice });
  const folder = folderOf(dataDir, session.accountId);
  await mkdir(folder, { recursive: true });
  const file = `${expenseId}-${randomUUID()}.${FILE_KINDS[mime]}`;
  await writeFile(join(folder, file), upload.bytes);
  try {
    const { previous, name } = await db.transaction(async (tx) => {
      const before = await ledgerRepository.expense(tx, session.accountId, expenseId);
      if (!before) throw notFound('Gider kaydı bulunamadı.');
      await refuseClosedBooks(tx, session.accountId, before.movement.date);
      const shownName = displayFileName(upload.sentName, `fatura.${FILE_KINDS[mime]}`);
      const after = await ledgerRepository.updateExpense(tx, expenseId, {
        invoiceFile: file,
        invoiceName: shownName,
      });
      await recordAudit(tx, actorOf(session), {
        table: 'expenses',
        action: 'update',
        recordId: expenseId,
        before: before.expense,
        after,
      });
      return { previous: before.expense.invoiceFile, name: shownName };
    });
    if (previous) await rm(pathInside(dataDir, session.accountId, previous), { force: true });
    return name;
  } catch (error) {
    await rm(join(folder, file), { force: true });
    throw error;
  }
}

/** Removes the expense's invoice file. */
export async function detachInvoice(
  db: Db,
  dataDir: string,
  session: Session,
  expenseId: number,
): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const before = await ledgerRepository.expense(tx, session.accountId, expenseId);
    if (!before) throw notFound('Gider kaydı bulunamadı.');
    if (!before.expense.invoiceFile) throw notFound('Bu giderin fatura dosyası yok.');
    await refuseClosedBooks(tx, session.accountId, before.movement.date);
    const after = await ledgerRepository.updateExpense(tx, expenseId, {
      invoiceFile: null,
      invoiceName: null,
    });
    await recordAudit(tx, actorOf(session), {
      table: 'expenses',
      action: 'update',
      recordId: expenseId,
      before: before.expense,
      after,
    });
    return before.expense.invoiceFile;
  });
  await rm(pathInside(dataDir, session.accountId, previous), { force: true });
}

/** The invoice's bytes, kind and name, for a download. */
export async function readInvoice(db: Db, dataDir: string, session: Session, expenseId: number) {
  const found = await ledgerRepository.expense(db, session.accountId, expenseId);
  if (!found?.expense.invoiceFile) throw notFound('Bu giderin fatura dosyası yok.');
  const bytes = await readFile(pathInside(dataDir, session.accountId, found.expense.invoiceFile));
  const mime = sniffMime(bytes) ?? 'application/octet-stream';
  return { bytes, mime, name: found.expense.invoiceName ?? found.expense.invoiceFile };
}
