/**
 * An Excel import sent as the file itself (multipart, as a client of the specification sends it) instead of the
 * rows the interface reads in the browser: the server reads the file in the bank statements' worker
 * (services/accounting/bankFiles.ts: time and memory limits, off the server's thread) and turns it into the same
 * body with the same readers (common/importRows.ts), so the import's checks and answers are the interface's.
 */
import { createHash } from 'node:crypto';
import {
  type ImportKind,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  type SheetReading,
  sheetProblem,
} from '../../../common/importRows';
import { badRequest } from '../../errors';
import { excelRows } from '../accounting/bankFiles';

const XLSX = [0x50, 0x4b, 0x03, 0x04];
const XLS = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const NOT_EXCEL = 'Yalnızca Excel dosyası (.xlsx veya .xls) içe aktarılabilir.';

const readers: Record<ImportKind, (sheet: unknown[][]) => SheetReading<unknown>> = {
  apartments: readApartmentSheet,
  residents: readResidentSheet,
  debts: readDebtSheet,
};

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The import body of an Excel file: its key (the SHA-256 of its bytes in hex, as the browser computes it, so the
 * same file is applied once whichever way it came) and its rows. A file that is not Excel, lacks a required
 * column or has no row is refused in Turkish, under `file`.
 */
export async function importBodyOfFile(bytes: Buffer, kind: ImportKind) {
  const type = startsWith(bytes, XLSX) ? 'xlsx' : startsWith(bytes, XLS) ? 'xls' : null;
  if (!type) throw badRequest(NOT_EXCEL, { file: NOT_EXCEL });
  const reading = readers[kind](await excelRows(bytes, type));
  const problem = sheetProblem(reading);
  if (problem) throw badRequest(problem, { file: problem });
  return { file_key: createHash('sha256').update(bytes).digest('hex'), rows: reading.rows };
}
