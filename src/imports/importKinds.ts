import {
  APARTMENT_COLUMNS,
  type ApartmentImportRow,
  DEBT_COLUMNS,
  type DebtImportRow,
  type ImportKind,
  RESIDENT_COLUMNS,
  type ResidentImportRow,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  TEMPLATE_EXAMPLE_NOTE,
  TEMPLATE_EXAMPLES,
} from '../../common/importRows';
import type { Cell } from '../lib/excelExport';

/** What can be imported from Excel (docs/domain.md, "Excel import"); the route is /import/:kind. */
export type { ImportKind };

export const IMPORT_KINDS: readonly ImportKind[] = ['apartments', 'residents', 'debts'];

export const isImportKind = (value: unknown): value is ImportKind =>
  typeof value === 'string' && (IMPORT_KINDS as readonly string[]).includes(value);

export interface ImportKindInfo {
  /** Field → Turkish header, in the template's order. */
  columns: Record<string, string>;
  /** Headers the file must have (common/importRows.ts decides; an empty sheet lacks exactly these). */
  required: string[];
  endpoint: string;
  /** The list the imported records show up in. */
  listPath: string;
  templateName: string;
}

export const IMPORT_KIND_INFO: Record<ImportKind, ImportKindInfo> = {
  apartments: {
    columns: APARTMENT_COLUMNS,
    required: readApartmentSheet([]).missingColumns,
    endpoint: '/apartment/multi',
    listPath: '/apartments',
    templateName: 'daire-sablonu.xlsx',
  },
  residents: {
    columns: RESIDENT_COLUMNS,
    required: readResidentSheet([]).missingColumns,
    endpoint: '/apartment/multi/resident',
    listPath: '/residents',
    templateName: 'sakin-sablonu.xlsx',
  },
  debts: {
    columns: DEBT_COLUMNS,
    required: readDebtSheet([]).missingColumns,
    endpoint: '/debt/import',
    // The import is one batch (toplu borç): the newest at the top of this list.
    listPath: '/multi-debts',
    templateName: 'borc-sablonu.xlsx',
  },
};

/**
 * The template: the Turkish headers and one example row, with a note beside it. The example comes back skipped
 * when the template is uploaded unchanged (common/importRows.ts withoutTemplateExamples).
 */
export function templateRows(kind: ImportKind): Cell[][] {
  return [Object.values(IMPORT_KIND_INFO[kind].columns), [...TEMPLATE_EXAMPLES[kind], TEMPLATE_EXAMPLE_NOTE]];
}

// What the import worker gives back. Types and constants only: this module must not import xlsx.

export interface ImportProblem {
  /** 1-based spreadsheet row */
  row: number;
  /** The Turkish column header */
  column: string;
  reason: string;
}

export type ImportRow = ApartmentImportRow | ResidentImportRow | DebtImportRow;

/** Why a file cannot be read at all; the page shows a Turkish sentence for each (app.import.errors.*). */
export type ParseErrorCode = 'empty' | 'not_spreadsheet' | 'unreadable' | 'encrypted' | 'too_large';

export type ParseResult =
  | {
      ok: true;
      sheetName: string;
      rows: ImportRow[];
      /** Problems found in the browser (missing columns); the server checks every value again. */
      problems: ImportProblem[];
      /** A sheet-level problem (missing columns, too many rows): nothing can be sent while it stands. */
      message: string | null;
      /** Rows that are the template's example, left out of `rows` (their row numbers). */
      skippedExamples: number[];
    }
  | { ok: false; error: ParseErrorCode };

export type ParseStage = 'opening' | 'reading' | 'checking' | 'done';
export type OnProgress = (percent: number, stage: ParseStage) => void;

/** Far above 10,000 rows of the template (about 0.5 MB); a bigger file is not a site's list of flats. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface WorkerRequest {
  buffer: ArrayBuffer;
  kind: ImportKind;
}

export type WorkerReply =
  | { type: 'progress'; percent: number; stage: ParseStage }
  | { type: 'result'; result: ParseResult };
