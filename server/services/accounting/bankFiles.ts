/**
 * Reading uploaded bank statements (docs/bank.md): the format is detected, Excel files are read in a worker with
 * memory and time limits (bankFilesWorker.ts), and the domain parsers turn rows or text into a ParsedStatement.
 * A bad file is a 400 with a Turkish message; nothing is returned from it partially.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { csvRowSteps, csvRows, decodeText } from '../../domain/bank/csv';
import type { Cell } from '../../domain/bank/layouts';
import { detectKind, type FileKind, parseTextStatement } from '../../domain/bank/statement';
import type { Steps } from '../../domain/bank/steps';
import { previewRows, tabularStatement, tabularSteps } from '../../domain/bank/tabular';
import {
  type ColumnMapping,
  MappingNeeded,
  type ParsedStatement,
  StatementError,
} from '../../domain/bank/types';
import { AppError, badRequest } from '../../errors';
import type { WorkerAnswer } from './bankFilesWorker';
import { importPhase } from './bankImportPhases';

const MAX_BYTES = 10 * 1024 * 1024;
const READ_TIMEOUT_MS = 20_000;
/** Loading the Excel readers, slower from the sources (tsx) on a busy machine; not the file's doing. */
const START_TIMEOUT_MS = 90_000;
const TOO_BIG = 'Dosya okunamadı: çok büyük ya da bozuk.';

/**
 * The worker: compiled, esbuild writes it beside the bundle (`dist-server/bankFilesWorker.js`, server/build.mjs);
 * from the sources (tests, `npm run dev`) a two-line bootstrap registers tsx's loader in the worker, then imports
 * the `.ts` file (`--import tsx` in a worker's execArgv loads the entry before tsx's hooks are ready on Node 20).
 */
function startWorker(options: WorkerOptions): Worker {
  const here = dirname(fileURLToPath(import.meta.url));
  const compiled = join(here, 'bankFilesWorker.js');
  if (import.meta.url.endsWith('.js') && existsSync(compiled)) return new Worker(compiled, options);
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const source = pathToFileURL(join(here, 'bankFilesWorker.ts')).href;
  const bootstrap = `import(${JSON.stringify(pathToFileURL(tsxApi).href)})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Work between two turns of the event loop: far below the 100 ms the import may hold the server up (docs/bank.md,
 * "Speed"), and enough that the turns themselves cost little.
 */
const SLICE_MS = 10;

/**
 * A turn of the event loop once SLICE_MS of work have run since the last one: long work calls it between pieces of
 * any size, and other requests wait at most a slice.
 */
export function eventLoopTurns(): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

/**
 * Runs pure steps, giving the event loop a turn every SLICE_MS: a 10,000-line statement is read, fingerprinted and
 * matched without holding up the server's other requests for more than a slice at a time.
 */
export async function stepThrough<T>(steps: Steps<T>): Promise<T> {
  const turn = eventLoopTurns();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    const waiting = turn();
    if (waiting) await waiting;
  }
}

/**
 * The rows of an Excel file, read in the worker; a file that takes too long or too much memory is refused. The
 * Excel imports sent as a file read it too (services/shared/importFiles.ts).
 */
export function excelRows(bytes: Buffer, kind: 'xlsx' | 'xls'): Promise<Cell[][]> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: { bytes: new Uint8Array(bytes), kind },
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
    });
    let timer = setTimeout(stop, START_TIMEOUT_MS);
    function stop() {
      void worker.terminate();
      reject(badRequest(TOO_BIG));
    }
    worker.on('message', (answer: WorkerAnswer) => {
      clearTimeout(timer);
      if ('ready' in answer) {
        timer = setTimeout(stop, READ_TIMEOUT_MS);
        return;
      }
      void worker.terminate();
      if ('error' in answer) reject(badRequest(answer.error));
      else resolve(answer.rows);
    });
    worker.once('error', () => {
      clearTimeout(timer);
      reject(badRequest(TOO_BIG));
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(badRequest(TOO_BIG));
    });
  });
}

function kindOf(bytes: Buffer, fileName: string): FileKind {
  if (bytes.length > MAX_BYTES) throw badRequest('Dosya çok büyük: en çok 10 MB bir hesap özeti yükleyin.');
  return detectKind(bytes, fileName);
}

/** The domain's errors as the API's: a bad file is 400, an unknown layout 400 with `errors.mapping`. */
function asAppError(error: unknown): unknown {
  if (error instanceof MappingNeeded) return badRequest(error.message, { mapping: error.message });
  if (error instanceof StatementError) return badRequest(error.message);
  return error;
}

/**
 * Reads an uploaded statement. Throws AppError 400 with a Turkish description naming line and column for a bad
 * file, and `badRequest(msg, { mapping: msg })` when an Excel/CSV layout is not recognised and no mapping is given.
 */
export async function readStatementFile(
  bytes: Buffer,
  fileName: string,
  mapping: ColumnMapping | null,
): Promise<ParsedStatement> {
  try {
    const kind = kindOf(bytes, fileName);
    if (kind === 'xlsx' || kind === 'xls')
      return tabularStatement(await excelRows(bytes, kind), mapping, 'excel');
    if (kind === 'csv') {
      const rows = await stepThrough(csvRowSteps(decodeText(bytes).replace(/^\uFEFF/, '')));
      importPhase('csv lines');
      return await stepThrough(tabularSteps(rows, mapping, 'csv'));
    }
    return parseTextStatement(bytes, kind, mapping);
  } catch (error) {
    throw error instanceof AppError ? error : asAppError(error);
  }
}

/** The first 20 rows of an Excel/CSV file as text, for the column-mapping dialog. */
export async function previewStatementFile(bytes: Buffer, fileName: string): Promise<string[][]> {
  try {
    const kind = kindOf(bytes, fileName);
    if (kind === 'xlsx' || kind === 'xls') return previewRows(await excelRows(bytes, kind));
    if (kind === 'csv') return previewRows(csvRows(bytes));
    throw badRequest('Bu dosya bir tablo değil (MT940 ya da camt.053): sütun eşleştirmesi gerekmez.');
  } catch (error) {
    throw error instanceof AppError ? error : asAppError(error);
  }
}
