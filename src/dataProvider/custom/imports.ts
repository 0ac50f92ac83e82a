import type { ImportProblem, ImportRow } from '../../imports/importKinds';
import type { Send } from '../send';

/**
 * What POST /apartment/multi, /apartment/multi/resident and /debt/import answer (also in the body of a 400 when
 * the file is refused); a debt import also names the batch it created.
 */
export interface ImportResult {
  problems: ImportProblem[];
  created: number;
  skipped: number;
  multi_debt_id?: number | null;
}

export interface ImportAnswer {
  description: string;
  data?: ImportResult;
}

/** The Excel imports (docs/domain.md, "Excel import"): the server checks every row and imports all of them or none. */
export const importMethods = (send: Send) => ({
  importRows: ({
    endpoint,
    fileKey,
    rows,
    onProgress,
  }: {
    /** The kind's route (importKinds.ts IMPORT_KIND_INFO). */
    endpoint: string;
    /** The file's hash: the same file sent twice is imported once. */
    fileKey: string;
    rows: ImportRow[];
    onProgress?: (percent: number) => void;
  }) =>
    send<ImportAnswer>({
      method: 'POST',
      url: endpoint,
      data: { file_key: fileKey, rows },
      onUploadProgress: onProgress,
    }),
});
