/**
 * Backups (`npm run backup`, the daily job) and restores (`npm run restore FILE`). One zip file:
 * - manifest.json: format, moment, the migrations applied, the tables in dependency order, the sequences;
 * - tables/<name>.jsonl: every row of a table, one JSON string a line holding PostgreSQL's text form of the row,
 *   all tables read in one repeatable-read transaction, so the backup is one consistent moment of the database;
 * - files/<path>: the files under DATA_DIR, except the database's own directory and the backups;
 * - summary.json (last): how many rows and files were written, checked by the restore.
 * The embedded package ships no pg_dump, so the rows are read with SQL; see docs/scaling.md. Written with our ZIP64
 * writer and read through the central directory (docs/decisions.md, "Backups with our zip writer, read through the
 * central directory").
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Db, Executor } from '../../db';
import { backupName, backupsToRemove, dependencyOrder } from '../../domain/backupPlan';
import {
  backupRepository as repo,
  type SequenceValue,
  type TableInfo,
} from '../../repositories/shared/backup';
import { ZipFile } from '../session/zipFile';
import { zipEntries } from './zipReader';

const FORMAT = 1;
const BATCH = 1000;
/**
 * Folders of DATA_DIR that are not part of the files: the database's own directory, the backups and the owner's
 * exports (made again from the data at will, and gone after 7 days).
 */
const NOT_FILES = new Set(['pg', 'backups', 'exports']);

interface Manifest {
  format: number;
  createdAt: string;
  migrations: string[];
  tables: TableInfo[];
  sequences: SequenceValue[];
}

interface Summary {
  rows: Record<string, number>;
  files: number;
}

export const backupsFolder = (dataDir: string) => join(dataDir, 'backups');

/** Every file under DATA_DIR that a backup holds, as paths relative to it (with / separators). */
function dataFiles(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dataDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !NOT_FILES.has(path.split('/')[0]!))
    .sort();
}

/** Writes a backup into DATA_DIR/backups/<moment>.zip and answers its path. */
export async function writeBackup(db: Db, dataDir: string, at = new Date()): Promise<string> {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const target = join(folder, backupName(at));
  // Written under another name first: a half-written backup is never mistaken for one.
  const partial = `${target}.partial`;
  const zip = new ZipFile(partial);
  const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));
  try {
    const summary: Summary = { rows: {}, files: 0 };
    await db.transaction(
      async (tx) => {
        const { tables, links } = await repo.tables(tx);
        const byName = new Map(tables.map((table) => [table.name, table]));
        const ordered = dependencyOrder([...byName.keys()], links).map((name) => byName.get(name)!);
        const manifest: Manifest = {
          format: FORMAT,
          createdAt: at.toISOString(),
          migrations: await repo.migrations(tx),
          tables: ordered,
          sequences: await repo.sequences(tx),
        };
        await zip.bytes('manifest.json', json(manifest));
        for (const table of ordered) {
          summary.rows[table.name] = 0;
          const lines = async function* () {
            for await (const rows of repo.readRows(tx, table, BATCH)) {
              summary.rows[table.name]! += rows.length;
              yield Buffer.from(`${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
            }
          };
          await zip.entry(`tables/${table.name}.jsonl`, lines());
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const path of dataFiles(dataDir)) {
      await zip.bytes(`files/${path}`, readFileSync(join(dataDir, path)));
      summary.files += 1;
    }
    await zip.bytes('summary.json', json(summary));
    await zip.close();
    renameSync(partial, target);
    return target;
  } catch (error) {
    zip.abort();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Removes the backups beyond the newest 14; answers the names removed. */
export function pruneBackups(dataDir: string): string[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  const removed = backupsToRemove(readdirSync(folder));
  for (const name of removed) rmSync(join(folder, name));
  return removed;
}

/** Why a restore was refused, in Turkish then English (printed by the command line as one line). */
export class RestoreRefused extends Error {}

/** A table's lines (JSON strings, one a line), gathered into batches of at least `BATCH` rows. */
async function* rowBatches(chunks: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let rest = '';
  let batch: string[] = [];
  for await (const chunk of chunks) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) batch.push(JSON.parse(line) as string);
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  rest += decoder.decode();
  if (rest) batch.push(JSON.parse(rest) as string);
  if (batch.length > 0) yield batch;
}

async function text(chunks: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

/** A file's place under DATA_DIR, refused when the name would leave it or reach the database's directory. */
function restoredPath(dataDir: string, path: string): string {
  const full = resolve(dataDir, path);
  if (!full.startsWith(resolve(dataDir) + sep) || NOT_FILES.has(path.split('/')[0]!))
    throw new RestoreRefused(`Yedekte geçersiz dosya adı / invalid file name in the backup: ${path}`);
  return full;
}

/**
 * Restores a backup into a migrated, empty database and its files into DATA_DIR: rows table by table in
 * dependency order, all in one transaction with the tables' own triggers off (the totals they maintain come from
 * the backup as they were), then the sequences where they stood. Answers the summary.
 */
export async function restoreBackup(db: Db, dataDir: string, file: string): Promise<Summary> {
  const applied = await repo.migrations(db);
  const { tables } = await repo.tables(db);
  const filled = await repo.nonEmptyTables(
    db,
    tables.map((table) => table.name),
  );
  if (filled.length > 0)
    throw new RestoreRefused(
      `Veritabanı boş değil (${filled.slice(0, 3).join(', ')}…); yedek yalnızca boş bir veritabanına yüklenir. / ` +
        'The database is not empty; a backup restores into an empty one only.',
    );
  return db.transaction(async (tx) => {
    for (const table of tables) await repo.setUserTriggers(tx, table.name, false);
    let manifest: Manifest | null = null;
    let summary: Summary | null = null;
    const restored: Summary = { rows: {}, files: 0 };
    for await (const entry of zipEntries(file)) {
      if (entry.name === 'manifest.json') {
        manifest = checkManifest(JSON.parse(await text(entry.chunks())) as Manifest, applied);
      } else if (entry.name === 'summary.json') {
        summary = JSON.parse(await text(entry.chunks())) as Summary;
      } else if (entry.name.startsWith('tables/')) {
        if (!manifest) throw new RestoreRefused('Yedek bozuk / broken backup: manifest.json missing');
        const table = entry.name.slice('tables/'.length, -'.jsonl'.length);
        restored.rows[table] ??= 0;
        for await (const rows of rowBatches(entry.chunks())) {
          await insertAll(tx, table, rows);
          restored.rows[table] += rows.length;
        }
      } else if (entry.name.startsWith('files/')) {
        const relativePath = entry.name.slice('files/'.length);
        const path = restoredPath(dataDir, relativePath);
        if (existsSync(path))
          throw new RestoreRefused(`Dosya zaten var / file already exists: ${relativePath}`);
        mkdirSync(dirname(path), { recursive: true });
        const fd = openSync(path, 'wx');
        try {
          for await (const chunk of entry.chunks()) writeSync(fd, chunk);
        } finally {
          closeSync(fd);
        }
        restored.files += 1;
      }
    }
    if (!manifest || !summary) throw new RestoreRefused('Yedek eksik / incomplete backup');
    for (const [table, count] of Object.entries(summary.rows)) {
      if ((restored.rows[table] ?? 0) !== count)
        throw new RestoreRefused(`Yedek eksik / incomplete backup: ${table}`);
    }
    if (restored.files !== summary.files) throw new RestoreRefused('Yedek eksik / incomplete backup: files');
    for (const sequence of manifest.sequences) await repo.setSequence(tx, sequence);
    for (const table of tables) await repo.setUserTriggers(tx, table.name, true);
    return restored;
  });
}

async function insertAll(tx: Executor, table: string, rows: string[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await repo.insertRows(tx, table, rows.slice(start, start + BATCH));
  }
}

/** The backup must come from a database with the same migrations: its rows have the same columns. */
function checkManifest(manifest: Manifest, applied: string[]): Manifest {
  if (manifest.format !== FORMAT) throw new RestoreRefused(`Bilinmeyen yedek biçimi / unknown backup format`);
  if (manifest.migrations.join() !== applied.join())
    throw new RestoreRefused(
      `Yedek bu sürümün veritabanı şemasıyla alınmamış (${manifest.migrations.length} göç, burada ${applied.length}); ` +
        'yedeği aldığınız sürümle geri yükleyiniz. / The backup was taken with another schema version; restore it ' +
        'with the version that took it.',
    );
  return manifest;
}
