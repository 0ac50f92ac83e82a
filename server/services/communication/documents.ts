/**
 * Dokümanlar: files of an account with a description and a date, stored by accountFiles.ts under
 * DATA_DIR/accounts/<account id>/documents/. The shown name (docs/domain.md, "Input rules") is unique within the
 * account: a taken one gets a suffix ("Karar-2.pdf"), so downloads by name always find one file.
 */
import type { Db, Executor } from '../../db';
import { documentFileName, fileNameCandidates, isPathLike } from '../../domain/documentNames';
import { FILE_KINDS, type FileMime } from '../../domain/fileKinds';
import { badRequest, conflict, notFound } from '../../errors';
import { type DocumentRow, documentsRepository } from '../../repositories/communication/documents';
import type { Actor } from '../../repositories/shared/audit';
import {
  type FileRules,
  type FileUpload,
  readStoredFile,
  removeStoredFile,
  type StoredFile,
  storeFile,
  withStoredFile,
} from '../shared/accountFiles';
import { actorOf, type Session } from '../shared/sessions';

export const DOCUMENT_MIMES: FileMime[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const documentFiles: FileRules = {
  folder: 'documents',
  mimes: DOCUMENT_MIMES,
  wrongKind: 'Doküman PDF, JPEG, PNG, WEBP, Word (.docx) veya Excel (.xlsx) biçiminde olmalıdır.',
  missing: 'Doküman bulunamadı.',
};

export interface DocumentValues {
  description: string;
  /** ISO date. */
  date: string;
}

/** How many suffixed names are tried before the upload is refused. */
const NAME_TRIES = 50;

/** The first of the sent name's candidates no other document of the account uses. */
async function freeName(
  tx: Executor,
  accountId: number,
  upload: FileUpload,
  stored: StoredFile,
  own?: DocumentRow,
): Promise<string> {
  const wanted = documentFileName(upload.sentName, `dokuman.${FILE_KINDS[stored.mime]}`);
  const candidates = fileNameCandidates(wanted, NAME_TRIES);
  const taken = await documentsRepository.takenFileNames(tx, accountId, candidates);
  const free = candidates.find((name) => name === own?.fileName || !taken.has(name));
  if (!free) throw conflict('Bu isimde çok fazla doküman var; dosyanın adını değiştiriniz.');
  return free;
}

/** Two uploads of one name at the same moment: the unique index refuses the second, told in Turkish. */
async function sameNameRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23505') throw conflict('Aynı isimde bir doküman az önce eklendi; lütfen tekrar deneyiniz.');
    throw error;
  }
}

const fileColumns = (stored: StoredFile, fileName: string) => ({
  fileName,
  storedName: stored.storedName,
  mime: stored.mime,
  size: stored.size,
});

/** Stores the file and adds its document (also the demo's, inside the seed's transaction). */
export async function addDocument(
  exec: Executor,
  dataDir: string,
  accountId: number,
  actor: Actor,
  values: DocumentValues,
  upload: FileUpload,
): Promise<DocumentRow> {
  const stored = await storeFile(dataDir, accountId, documentFiles, 'dokuman', upload);
  const { row } = await withStoredFile(dataDir, accountId, documentFiles, stored, () =>
    sameNameRace(() =>
      exec.transaction(async (tx) => {
        const fileName = await freeName(tx, accountId, upload, stored);
        const row = await documentsRepository.insert(tx, accountId, actor, {
          ...values,
          ...fileColumns(stored, fileName),
        });
        return { row, replaced: null };
      }),
    ),
  );
  return row;
}

export const createDocument = (
  db: Db,
  dataDir: string,
  session: Session,
  values: DocumentValues,
  upload: FileUpload,
) => addDocument(db, dataDir, session.accountId, actorOf(session), values, upload);

/** Changes the description and date, and the file when a new one is sent (the old one is then removed). */
export async function updateDocument(
  db: Db,
  dataDir: string,
  session: Session,
  id: number,
  values: DocumentValues,
  upload: FileUpload | null,
): Promise<DocumentRow> {
  const stored = upload
    ? await storeFile(dataDir, session.accountId, documentFiles, 'dokuman', upload)
    : null;
  const { row } = await withStoredFile(dataDir, session.accountId, documentFiles, stored, () =>
    sameNameRace(() =>
      db.transaction(async (tx) => {
        const before = await documentsRepository.findOrFail(tx, session.accountId, id);
        const file =
          upload && stored
            ? fileColumns(stored, await freeName(tx, session.accountId, upload, stored, before))
            : {};
        const row = await documentsRepository.update(tx, session.accountId, actorOf(session), id, {
          ...values,
          ...file,
        });
        return { row, replaced: stored ? before.storedName : null };
      }),
    ),
  );
  return row;
}

/** Deletes the document and its file. */
export async function removeDocument(db: Db, dataDir: string, session: Session, id: number): Promise<void> {
  const row = await documentsRepository.remove(db, session.accountId, actorOf(session), id);
  await removeStoredFile(dataDir, session.accountId, documentFiles, row.storedName);
}

/**
 * The file of the caller's document shown under `fileName`. The name only finds a row of the caller's account;
 * the path comes from that row's server-made name, never from the request. Path-like names are refused outright.
 */
export async function readDocumentFile(db: Db, dataDir: string, session: Session, fileName: string) {
  if (isPathLike(fileName)) throw badRequest('Geçersiz dosya adı.', { file_name: 'Geçersiz dosya adı.' });
  const row = await documentsRepository.byFileName(db, session.accountId, fileName);
  if (!row) throw notFound(documentFiles.missing);
  const file = await readStoredFile(dataDir, session.accountId, documentFiles, row.storedName);
  return { ...file, name: row.fileName };
}
