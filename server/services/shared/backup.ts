/**
 * Backups (`npm run backup`, the daily job) and restores (`npm run restore FILE`). One zip file:
 * - manifest.json: format, moment, the migrations applied, the tables in dependency order, the sequences;
 * - tables/<name>.jsonl: every row of a table, one JSON string a line holding PostgreSQL's text form of the row,
 *   all tables read in one repeatable-read transaction, so the backup is one consistent moment of the database;
 * - files/<path>: the files under DATA_DIR, except the database's own directory and the backups;
 * - summary.json (last): how many rows and files were written, checked by the restore.
 * The embedded package ships no pg_dump, so the rows are read with SQL; see docs/scaling.md.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { strToU8, Unzip, UnzipInflate, Zip, ZipDeflate } from 'fflate';
import type { Db, Executor } from '../../db';
import { backupName, backupsToRemove, dependencyOrder } from '../../domain/backupPlan';
import {
  backupRepository as repo,
  type SequenceValue,
  type TableInfo,
} from '../../repositories/shared/backup';

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
  const fd = openSync(partial, 'w', 0o600);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else writeSync(fd, chunk);
  });
  const entry = (name: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    return file;
  };
  const writeWhole = (name: string, bytes: Uint8Array) => entry(name).push(bytes, true);
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
        writeWhole('manifest.json', strToU8(JSON.stringify(manifest, null, 2)));
        for (const table of ordered) {
          const file = entry(`tables/${table.name}.jsonl`);
          summary.rows[table.name] = await repo.readRows(tx, table, BATCH, (rows) =>
            file.push(strToU8(`${rows.map((row) => JSON.stringify(row)).join('\n')}\n`)),
          );
          file.push(new Uint8Array(0), true);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for (const path of dataFiles(dataDir)) {
      writeWhole(`files/${path}`, readFileSync(join(dataDir, path)));
      summary.files += 1;
    }
    writeWhole('summary.json', strToU8(JSON.stringify(summary, null, 2)));
    zip.end();
    if (failure) throw failure;
    closeSync(fd);
    renameSync(partial, target);
    return target;
  } catch (error) {
    closeSync(fd);
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

/** One entry of the zip as it is read: a table's lines, a file's bytes, or the manifest and summary. */
type Pending =
  | { kind: 'rows'; table: string; rows: string[] }
  | { kind: 'file'; path: string; chunk: Uint8Array; first: boolean }
  | { kind: 'json'; name: string; text: string };

/** Reads the zip a chunk at a time and hands its entries on in order, so memory stays small. */
function readZip(file: string, onPending: (pending: Pending) => void): () => boolean {
  const unzip = new Unzip((stream) => {
    const name = stream.name;
    const decoder = new TextDecoder();
    let rest = '';
    let first = true;
    stream.ondata = (error, chunk, final) => {
      if (error) throw error;
      if (name.startsWith('files/')) {
        onPending({ kind: 'file', path: name.slice('files/'.length), chunk, first });
        first = false;
      } else if (name.startsWith('tables/')) {
        const lines = (rest + decoder.decode(chunk, { stream: !final })).split('\n');
        rest = lines.pop() ?? '';
        const table = name.slice('tables/'.length, -'.jsonl'.length);
        onPending({ kind: 'rows', table, rows: lines.map((line) => JSON.parse(line) as string) });
      } else {
        rest += decoder.decode(chunk, { stream: !final });
        if (final) onPending({ kind: 'json', name, text: rest });
      }
    };
    stream.start();
  });
  unzip.register(UnzipInflate);
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 20);
  // Each call pushes one more megabyte; false once the file has been read.
  return () => {
    const read = readSync(fd, buffer, 0, buffer.length, null);
    unzip.push(buffer.subarray(0, read), read === 0);
    if (read === 0) closeSync(fd);
    return read > 0;
  };
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
    const queue: Pending[] = [];
    const more = readZip(file, (pending) => queue.push(pending));
    let manifest: Manifest | null = null;
    let summary: Summary | null = null;
    const restored: Summary = { rows: {}, files: 0 };
    let reading = true;
    while (reading || queue.length > 0) {
      if (queue.length === 0) reading = more();
      for (let pending = queue.shift(); pending; pending = queue.shift()) {
        if (pending.kind === 'json' && pending.name === 'manifest.json') {
          manifest = checkManifest(JSON.parse(pending.text) as Manifest, applied);
        } else if (pending.kind === 'json' && pending.name === 'summary.json') {
          summary = JSON.parse(pending.text) as Summary;
        } else if (pending.kind === 'rows') {
          if (!manifest) throw new RestoreRefused('Yedek bozuk / broken backup: manifest.json missing');
          await insertAll(tx, pending.table, pending.rows);
          restored.rows[pending.table] = (restored.rows[pending.table] ?? 0) + pending.rows.length;
        } else if (pending.kind === 'file') {
          const path = restoredPath(dataDir, pending.path);
          if (pending.first) {
            if (existsSync(path))
              throw new RestoreRefused(`Dosya zaten var / file already exists: ${pending.path}`);
            mkdirSync(dirname(path), { recursive: true });
            writeFileSync(path, pending.chunk);
            restored.files += 1;
          } else writeFileSync(path, pending.chunk, { flag: 'a' });
        }
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
