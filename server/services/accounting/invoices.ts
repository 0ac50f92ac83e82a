/**
 * Invoice files of expenses, under DATA_DIR/accounts/<account id>/invoices/ (stored by services/shared/accountFiles.ts:
 * the file on disk gets a server-made name, the name the browser sent is kept only to show and download with).
 */
import { canAccessArea } from '../../../common/permissions';
import type { Db } from '../../db';
import { displayFileName, FILE_KINDS, type FileMime } from '../../domain/fileKinds';
import { forbidden, notFound } from '../../errors';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import { recordAudit } from '../../repositories/shared/audit';
import {
  type FileRules,
  type FileUpload,
  readStoredFile,
  removeStoredFile,
  storeFile,
  withStoredFile,
} from '../shared/accountFiles';
import { actorOf, type Session } from '../shared/sessions';
import { refuseClosedBooks } from './booksClosed';

export const INVOICE_MIMES: FileMime[] = ['application/pdf', 'image/jpeg', 'image/png'];
export const INVOICE_MAX_BYTES = 5 * 1024 * 1024;

const invoiceFiles: FileRules = {
  folder: 'invoices',
  mimes: INVOICE_MIMES,
  wrongKind: 'Fatura PDF, JPEG veya PNG biçiminde olmalıdır.',
  missing: 'Fatura dosyası bulunamadı.',
};

export type InvoiceUpload = FileUpload;

export const REPLACE_REFUSED =
  'Faturayı değiştirmek eski dosyayı siler: silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';

/** Attaches the expense's invoice, or replaces it for one who may delete; answers the name it is shown with. */
export async function attachInvoice(
  db: Db,
  dataDir: string,
  session: Session,
  expenseId: number,
  upload: InvoiceUpload,
): Promise<string> {
  const stored = await storeFile(dataDir, session.accountId, invoiceFiles, String(expenseId), upload);
  const { name } = await withStoredFile(dataDir, session.accountId, invoiceFiles, stored, () =>
    db.transaction(async (tx) => {
      const before = await ledgerRepository.expense(tx, session.accountId, expenseId);
      if (!before) throw notFound('Gider kaydı bulunamadı.');
      // The route needs the edit right; replacing a file removes the old one, so it is a delete (as DELETE).
      if (before.expense.invoiceFile && !canAccessArea(session, 'accounting', 'delete'))
        throw forbidden(REPLACE_REFUSED);
      await refuseClosedBooks(tx, session.accountId, before.movement.date);
      const shownName = displayFileName(upload.sentName, `fatura.${FILE_KINDS[stored.mime]}`);
      const after = await ledgerRepository.updateExpense(tx, expenseId, {
        invoiceFile: stored.storedName,
        invoiceName: shownName,
      });
      await recordAudit(tx, actorOf(session), {
        table: 'expenses',
        action: 'update',
        recordId: expenseId,
        before: before.expense,
        after,
      });
      return { replaced: before.expense.invoiceFile, name: shownName };
    }),
  );
  return name;
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
  await removeStoredFile(dataDir, session.accountId, invoiceFiles, previous);
}

/** The invoice's bytes, kind and name, for a download. */
export async function readInvoice(db: Db, dataDir: string, session: Session, expenseId: number) {
  const found = await ledgerRepository.expense(db, session.accountId, expenseId);
  if (!found?.expense.invoiceFile) throw notFound('Bu giderin fatura dosyası yok.');
  const file = await readStoredFile(dataDir, session.accountId, invoiceFiles, found.expense.invoiceFile);
  return { ...file, name: found.expense.invoiceName ?? found.expense.invoiceFile };
}
