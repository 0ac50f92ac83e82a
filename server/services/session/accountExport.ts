/**
 * The owner's export as a background job (docs/scaling.md, "The owner's export"): the request only records it and
 * puts it on the 'account-export' queue (server/plugins/exportQueue.ts); the job writes the archive into
 * DATA_DIR/exports/<account id>/<export id>.zip, tells the account through the bell, and the owner downloads it
 * from there. The file's path is made from the row's ids, never from the request.
 */
import { createReadStream, existsSync, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { todayInIstanbul } from '../../../common/date';
import type { Db, Executor } from '../../db';
import {
  EXPORT_KEEP_DAYS,
  EXPORT_MAX_SECONDS,
  exportArchiveName,
  PARTIAL_SUFFIX,
  partialExportId,
} from '../../domain/accountExport';
import { notFound } from '../../errors';
import { notificationsRepository } from '../../repositories/communication/notifications';
import {
  type AccountExportRow,
  accountExportsRepository as repo,
} from '../../repositories/session/accountExports';
import type { AccountActor } from '../shared/sessions';
import { writeAccountArchive } from './accountExportArchive';

/** What the queue carries: which export of which account to build. */
export interface ExportJob {
  accountId: number;
  exportId: number;
}

export interface ExportQueue {
  enqueue(job: ExportJob): Promise<void>;
}

/**
 * Where every account's exports folder is: outside DATA_DIR/accounts, so an export never holds an earlier one.
 */
const exportsRoot = (dataDir: string) => join(dataDir, 'exports');

/** The account's exports folder. */
export const exportsFolder = (dataDir: string, accountId: number) =>
  join(exportsRoot(dataDir), String(accountId));

const archivePath = (dataDir: string, row: { accountId: number; id: number }) =>
  join(exportsFolder(dataDir, row.accountId), `${row.id}.zip`);

/** An export as the profile page shows it, with the name its file downloads under. */
export type AccountExport = AccountExportRow & { fileName: string };

const withName = (row: AccountExportRow): AccountExport => ({
  ...row,
  fileName: exportArchiveName(row.accountId, todayInIstanbul(row.createdAt)),
});

/** Asks for an export: a new one on the queue, or the one already waiting or running (`started` false). */
async function request(
  db: Db,
  actor: AccountActor,
  queue: ExportQueue,
): Promise<{ export: AccountExport; started: boolean }> {
  const { row, created } = await db.transaction(async (tx) => {
    await repo.failStale(tx, actor.accountId, new Date(Date.now() - EXPORT_MAX_SECONDS * 1000));
    return repo.claim(tx, actor.accountId, actor.userId ?? 0);
  });
  // After the commit, so the job finds its row.
  if (created) await queue.enqueue({ accountId: row.accountId, exportId: row.id });
  return { export: withName(row), started: created };
}

/** The account's newest export, if any. */
async function latest(db: Db, accountId: number): Promise<AccountExport | null> {
  const row = await repo.latest(db, accountId);
  return row ? withName(row) : null;
}

/** A ready export's file, of the caller's account only. */
async function file(
  db: Db,
  dataDir: string,
  accountId: number,
  id: number,
): Promise<{ stream: ReadStream; name: string; size: number }> {
  const row = await repo.find(db, accountId, id);
  const path = row?.status === 'ready' ? archivePath(dataDir, row) : null;
  if (!row || !path || !existsSync(path)) {
    throw notFound('Dışa aktarım dosyası bulunamadı; yeniden hazırlayabilirsiniz.');
  }
  return { stream: createReadStream(path), name: withName(row).fileName, size: row.size ?? 0 };
}

export const accountExportService = { request, latest, file };

/** Where the job reads the rows (`readDb`: a replica once there is one) and writes its state and file. */
export interface ExportDeps {
  db: Db;
  readDb: Db;
  dataDir: string;
}

async function notice(exec: Executor, job: ExportJob, ready: boolean) {
  await notificationsRepository.insertOnce(exec, {
    accountId: job.accountId,
    kind: 'account_export',
    title: ready ? 'Verilerinizin dışa aktarımı hazır' : 'Verilerinizin dışa aktarımı hazırlanamadı',
    body: ready
      ? `Dosyayı Profil sayfasından indirebilirsiniz; ${EXPORT_KEEP_DAYS} gün saklanır.`
      : 'Profil sayfasından yeniden deneyebilirsiniz.',
    link: '/profile',
    occasion: `export:${job.exportId}`,
  });
}

/**
 * The 'account-export' job: builds the archive beside its final name and renames it when complete, so a download
 * never meets half a file. A failure marks the export failed and says so in the bell (asking again starts anew);
 * an instance that dies under it leaves it running, and the queue's retry builds it again.
 */
export async function runAccountExport(
  deps: ExportDeps,
  job: ExportJob,
): Promise<AccountExportRow['status'] | null> {
  const row = await repo.start(deps.db, job.accountId, job.exportId);
  if (!row) return null;
  const path = archivePath(deps.dataDir, row);
  const partial = `${path}${PARTIAL_SUFFIX}`;
  try {
    await mkdir(exportsFolder(deps.dataDir, row.accountId), { recursive: true });
    await writeAccountArchive(deps.readDb, deps.dataDir, row.accountId, partial);
    await rename(partial, path);
    const { size } = await stat(path);
    await deps.db.transaction(async (tx) => {
      await repo.finish(tx, row.accountId, row.id, size);
      await notice(tx, job, true);
    });
    return 'ready';
  } catch (error) {
    await rm(partial, { force: true });
    await repo.fail(deps.db, row.accountId, row.id);
    await notice(deps.db, job, false);
    throw error;
  }
}

/**
 * The nightly clean-up: exports asked for more than 7 days ago go, file and row, then the partial files of every
 * export no longer waiting or running. Answers how many exports went.
 */
export async function removeOldExports(db: Db, dataDir: string, now = new Date()): Promise<number> {
  const old = await repo.olderThan(db, new Date(now.getTime() - EXPORT_KEEP_DAYS * 24 * 60 * 60 * 1000));
  for (const row of old) {
    const path = archivePath(dataDir, row);
    if (existsSync(path)) await rm(path);
  }
  await repo.remove(
    db,
    old.map((row) => row.id),
  );
  await removePartialLeftovers(db, dataDir);
  return old.length;
}

/**
 * A job whose instance died mid-way leaves its partial archive (and the zip writer's side file); its export is
 * later failed (`failStale`) or removed with its row, and no job writes those files again. A waiting or running
 * export's files stay: its job writes them, or the queue's retry starts them anew.
 */
async function removePartialLeftovers(db: Db, dataDir: string): Promise<void> {
  if (!existsSync(exportsRoot(dataDir))) return;
  for (const folderName of await readdir(exportsRoot(dataDir))) {
    if (!/^\d+$/.test(folderName)) continue;
    const accountId = Number(folderName);
    const folder = exportsFolder(dataDir, accountId);
    const partials = (await readdir(folder)).filter((name) => partialExportId(name) !== null);
    if (partials.length === 0) continue;
    const writing = new Set(await repo.unfinishedIds(db, accountId));
    for (const name of partials) {
      if (!writing.has(partialExportId(name)!)) await rm(join(folder, name), { force: true });
    }
  }
}
