/**
 * Which reader a statement file needs, by its content first and its name second, and the readers of the text
 * formats. Excel files are read into rows by the service's worker and handed to `tabularStatement`.
 */
import { looksLikeXml, parseCamt053 } from './camt053';
import { csvRows, decodeText } from './csv';
import { looksLikeMt940, parseMt940 } from './mt940';
import { tabularStatement } from './tabular';
import { type ColumnMapping, type ParsedStatement, StatementError } from './types';

export type FileKind = 'xlsx' | 'xls' | 'csv' | 'mt940' | 'camt053';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((byte, i) => bytes[i] === byte);
}

export function detectKind(bytes: Uint8Array, fileName: string): FileKind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (
    bytes.length === 0 ||
    (bytes.length <= 4096 &&
      decodeText(bytes)
        .replace(/^\uFEFF/, '')
        .trim() === '')
  ) {
    throw new StatementError('Dosya boş.');
  }
  if (startsWith(bytes, ZIP)) return 'xlsx';
  if (startsWith(bytes, OLE)) return 'xls';
  const head = decodeText(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, '');
  if (looksLikeXml(head)) {
    // Old Excel exports are often HTML or SpreadsheetML saved as .xls: the Excel reader takes those.
    return extension === 'xls' && !/camt\.053/.test(head) ? 'xls' : 'camt053';
  }
  if (looksLikeMt940(head)) return 'mt940';
  if (['sta', '940', 'mt940', 'txt'].includes(extension) && /:61:/.test(head)) return 'mt940';
  if (extension === 'xlsx' || extension === 'xls') {
    throw new StatementError('Dosya bir Excel dosyası değil ya da bozuk.');
  }
  return 'csv';
}

/** A CSV, MT940 or camt.053 file (text formats, read in place). */
export function parseTextStatement(
  bytes: Uint8Array,
  kind: 'csv' | 'mt940' | 'camt053',
  mapping: ColumnMapping | null,
): ParsedStatement {
  if (kind === 'csv') return tabularStatement(csvRows(bytes), mapping, 'csv');
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  return kind === 'mt940' ? parseMt940(text) : parseCamt053(text);
}
