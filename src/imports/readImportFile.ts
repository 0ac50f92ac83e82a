import { fileKeyOf } from './fileKey';
import { type ImportKind, MAX_FILE_BYTES, type ParseResult, type WorkerReply } from './importKinds';

export interface ReadImportFile {
  /** SHA-256 of the file's bytes in hex: the import's idempotency key. */
  fileKey: string;
  result: ParseResult;
}

/**
 * Reads a chosen file for an import: its bytes are hashed here (the file key) and parsed in the import worker,
 * never on the page's thread. `onProgress` gets 0–100 as the work goes on.
 */
export async function readImportFile(
  file: File,
  kind: ImportKind,
  onProgress: (percent: number) => void,
): Promise<ReadImportFile> {
  if (file.size === 0) return { fileKey: '', result: { ok: false, error: 'empty' } };
  if (file.size > MAX_FILE_BYTES) return { fileKey: '', result: { ok: false, error: 'too_large' } };
  onProgress(2);
  const buffer = await file.arrayBuffer();
  onProgress(10);
  const fileKey = await fileKeyOf(buffer);
  onProgress(20);
  const result = await parseInWorker(buffer, kind, (percent) => onProgress(20 + Math.round(percent * 0.8)));
  return { fileKey, result };
}

function parseInWorker(
  buffer: ArrayBuffer,
  kind: ImportKind,
  onProgress: (percent: number) => void,
): Promise<ParseResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    const finish = (result: ParseResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') onProgress(reply.percent);
      else finish(reply.result);
    };
    // A worker that could not start or crashed: the file is treated as unreadable, the page stays usable.
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ ok: false, error: 'unreadable' });
    };
    // The bytes move to the worker (no copy): the page does not need them once hashed.
    worker.postMessage({ buffer, kind }, [buffer]);
  });
}
