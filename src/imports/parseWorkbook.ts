/**
 * Reading a user's spreadsheet for an import: bytes → the typed rows of common/importRows.ts and the problems
 * found before anything is sent. SheetJS has published advisories on reading crafted files, so this module runs
 * ONLY in the import worker (src/lib/importWorker.ts) and in unit tests, never on the page's main thread.
 */
import * as XLSX from 'xlsx';
import {
  MAX_IMPORT_ROWS,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  type SheetReading,
  sheetProblem,
  withoutTemplateExamples,
} from '../../common/importRows';
import {
  type ImportKind,
  type ImportRow,
  MAX_FILE_BYTES,
  type OnProgress,
  type ParseResult,
} from './importKinds';

export const MISSING_COLUMN_REASON = 'Bu sütun dosyada yok. İlk satır sütun başlıklarını içermelidir.';

const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .xlsx (Office Open XML is a zip)
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .xls (and encrypted .xlsx)

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const isBlankRow = (cells: readonly unknown[] | undefined) =>
  !cells || cells.every((cell) => cell === null || cell === undefined || String(cell).trim() === '');

/**
 * The sheet as rows of cells where index + 1 is the spreadsheet row number (a sheet whose used range starts
 * lower down gets empty rows in front), or null when it has no value at all.
 */
function sheetArray(sheet: XLSX.WorkSheet): unknown[][] | null {
  if (!sheet['!ref']) return null;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: true,
  });
  if (rows.every((row) => isBlankRow(row))) return null;
  const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r;
  return [...Array.from({ length: firstRow }, () => []), ...rows];
}

export function parseWorkbook(buffer: ArrayBuffer, kind: ImportKind, onProgress?: OnProgress): ParseResult {
  const bytes = new Uint8Array(buffer);
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, error: 'too_large' };
  // SheetJS also reads CSV, HTML and plain text as a "sheet": only real Excel files are accepted.
  if (!startsWith(bytes, ZIP) && !startsWith(bytes, CFB)) return { ok: false, error: 'not_spreadsheet' };
  onProgress?.(10, 'opening');

  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      bookVBA: false,
      // Enough to tell a file over the limit (counted below) without reading a huge sheet whole.
      sheetRows: MAX_IMPORT_ROWS + 100,
    });
  } catch (error) {
    return { ok: false, error: /password|encrypt/i.test(String(error)) ? 'encrypted' : 'unreadable' };
  }
  onProgress?.(60, 'reading');

  // The first sheet that holds anything: an empty first sheet is common in hand-made files.
  let sheetName: string | undefined;
  let cells: unknown[][] | null = null;
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    cells = sheet ? sheetArray(sheet) : null;
    if (cells) {
      sheetName = name;
      break;
    }
  }
  if (!cells || sheetName === undefined) return { ok: false, error: 'empty' };
  onProgress?.(80, 'checking');

  const readers: Record<ImportKind, (sheet: unknown[][]) => SheetReading<ImportRow>> = {
    apartments: readApartmentSheet,
    residents: readResidentSheet,
    debts: readDebtSheet,
  };
  const read = readers[kind](cells);
  const headerRow = cells.findIndex((row) => !isBlankRow(row)) + 1;
  if (read.rows.length === 0 && read.missingColumns.length === 0) return { ok: false, error: 'empty' };
  const { rows, examples } = withoutTemplateExamples(kind, read.rows);
  const reading = { ...read, rows };
  const problems = reading.missingColumns.map((column) => ({
    row: headerRow,
    column,
    reason: MISSING_COLUMN_REASON,
  }));
  onProgress?.(100, 'done');
  return { ok: true, sheetName, rows, problems, message: sheetProblem(reading), skippedExamples: examples };
}
