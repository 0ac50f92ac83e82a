/**
 * Reads an Excel statement (.xlsx with exceljs, .xls with SheetJS) into plain rows of string, number, Date or null
 * cells, inside a worker with memory and time limits (bankFiles.ts): SheetJS has advisories on crafted files, so
 * neither reader runs in the server's own thread. Everything it returns is validated by the domain parsers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';

type Cell = string | number | Date | null;

export interface WorkerRequest {
  bytes: Uint8Array;
  kind: 'xlsx' | 'xls';
}

/** `ready` first, once the readers are loaded: the parent's time limit counts the reading, not the loading. */
export type WorkerAnswer = { ready: true } | { rows: Cell[][] } | { error: string };

/** An exceljs cell value as a plain cell: rich text joined, a formula's result, a hyperlink's text. */
function plain(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plain((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return null;
}

async function readXlsx(bytes: Uint8Array): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((ws) => ws.rowCount > 0);
  if (!sheet) return [];
  const rows: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(plain(row.getCell(c).value));
    rows.push(cells);
  }
  return rows;
}

function readXls(bytes: Uint8Array): Cell[][] {
  const workbook = XLSX.read(bytes, { type: 'array', cellDates: false, cellFormula: false, cellHTML: false });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return [];
  // Rows counted from A1 whatever the sheet's used range, so row numbers in messages are the file's.
  const range = XLSX.utils.decode_range(sheet['!ref']);
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: range.e });
  return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    return { rows: request.kind === 'xlsx' ? await readXlsx(request.bytes) : readXls(request.bytes) };
  } catch {
    return { error: 'Excel dosyası okunamadı: dosya bozuk.' };
  }
}

parentPort?.postMessage({ ready: true } satisfies WorkerAnswer);
parentPort?.postMessage(await answer(workerData as WorkerRequest));
