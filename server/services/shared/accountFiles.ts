/**
 * Files an account uploads (expense invoices, documents, announcements), under
 * DATA_DIR/accounts/<account id>/<folder>/. A file on disk gets a name the server makes (a prefix, a random part
 * and the kind's extension, told from its first bytes); the name the browser sent is kept only to show and to
 * download with, so no name from a client can reach outside the account's folder.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { FILE_KINDS, type FileMime, sniffMime } from '../../domain/fileKinds';
import { AppError, notFound } from '../../errors';

export type AccountFolder = 'invoices' | 'documents' | 'announcements';

/** A file as it came in a multipart request. */
export interface FileUpload {
  bytes: Buffer;
  sentName: string | undefined;
}

/** What one folder takes and how it refuses, in Turkish. */
export interface FileRules {
  folder: AccountFolder;
  mimes: readonly FileMime[];
  /** The answer to a file of another kind (field `file`). */
  wrongKind: string;
  /** The answer when the stored file is gone (or the name would leave the folder). */
  missing: string;
}

/** A file written to the account's folder. */
export interface StoredFile {
  /** Its server-made name inside the folder. */
  storedName: string;
  mime: FileMime;
  size: number;
}

const folderOf = (dataDir: string, accountId: number, folder: AccountFolder) =>
  resolve(dataDir, 'accounts', String(accountId), folder);

/** The stored file's full path, refused if it would lie outside the account's folder. */
function pathInside(dataDir: string, accountId: number, rules: FileRules, storedName: string): string {
  const folder = folderOf(dataDir, accountId, rules.folder);
  const full = resolve(folder, storedName);
  if (relative(folder, full).startsWith('..') || !full.startsWith(folder + sep))
    throw notFound(rules.missing);
  return full;
}

/** Checks the file's content is one of the folder's kinds and writes it under a server-made name. */
export async function storeFile(
  dataDir: string,
  accountId: number,
  rules: FileRules,
  prefix: string,
  upload: FileUpload,
): Promise<StoredFile> {
  const mime = sniffMime(upload.bytes);
  if (!mime || !rules.mimes.includes(mime))
    throw new AppError(400, rules.wrongKind, { file: rules.wrongKind });
  const folder = folderOf(dataDir, accountId, rules.folder);
  await mkdir(folder, { recursive: true });
  const storedName = `${prefix}-${randomUUID()}.${FILE_KINDS[mime]}`;
  await writeFile(pathInside(dataDir, accountId, rules, storedName), upload.bytes);
  return { storedName, mime, size: upload.bytes.length };
}

/** Removes a stored file; one already gone is no error. */
export async function removeStoredFile(
  dataDir: string,
  accountId: number,
  rules: FileRules,
  storedName: string | null | undefined,
): Promise<void> {
  if (storedName) await rm(pathInside(dataDir, accountId, rules, storedName), { force: true });
}

/**
 * Runs a database write after a file was stored: when the write fails the new file is removed; when it succeeds
 * the file it replaced (its answer's `replaced`) is.
 */
export async function withStoredFile<T extends { replaced: string | null }>(
  dataDir: string,
  accountId: number,
  rules: FileRules,
  stored: StoredFile | null,
  write: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await removeStoredFile(dataDir, accountId, rules, stored?.storedName);
    throw error;
  }
  await removeStoredFile(dataDir, accountId, rules, result.replaced);
  return result;
}

/** A stored file's bytes and kind (read again from its content), for a download. */
export async function readStoredFile(
  dataDir: string,
  accountId: number,
  rules: FileRules,
  storedName: string,
): Promise<{ bytes: Buffer; mime: string }> {
  try {
    const bytes = await readFile(pathInside(dataDir, accountId, rules, storedName));
    return { bytes, mime: sniffMime(bytes) ?? 'application/octet-stream' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(rules.missing);
    throw error;
  }
}

/**
 * The Content-Disposition of a download under its shown name (UTF-8, so Turkish letters survive). Besides what
 * encodeURIComponent escapes, ' ( ) * ! are escaped too: RFC 8187 does not allow them unescaped in `filename*`.
 */
export const attachmentHeader = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
