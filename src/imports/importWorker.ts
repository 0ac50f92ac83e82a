/**
 * The import worker: the only place a user's spreadsheet is parsed (SheetJS has advisories on reading crafted
 * files, so it never runs on the page's main thread). Created by src/lib/readImportFile.ts with
 * `new Worker(new URL('./importWorker.ts', import.meta.url), {type: 'module'})`.
 */
import type { WorkerReply, WorkerRequest } from './importKinds';
import { parseWorkbook } from './parseWorkbook';

/** The worker's global scope, typed without the WebWorker lib (which clashes with the DOM lib of the app). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerReply): void;
};

scope.onmessage = (event) => {
  const { buffer, kind } = event.data;
  const post = (reply: WorkerReply) => scope.postMessage(reply);
  try {
    const result = parseWorkbook(buffer, kind, (percent, stage) =>
      post({ type: 'progress', percent, stage }),
    );
    post({ type: 'result', result });
  } catch {
    post({ type: 'result', result: { ok: false, error: 'unreadable' } });
  }
};
