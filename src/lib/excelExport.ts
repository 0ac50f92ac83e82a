import type { Exporter, RaRecord } from 'react-admin';

/**
 * Excel files written in the browser: list exports and import templates. `xlsx` (SheetJS) is loaded only when a
 * file is written, so it stays out of the main bundle. Writing is safe on the main thread; reading a user's file
 * happens only in the import worker (src/lib/importWorker.ts).
 */
export interface ExportColumn<T extends RaRecord = RaRecord> {
  /** The record's field (a dotted path like `building.name` reaches inside objects). */
  source: string;
  /** The column header, as the user reads it (Turkish). */
  label: string;
  /** The cell's value when it is not the field as stored: a formatted phone, a joined list. */
  value?: (record: T) => unknown;
}

export type Cell = string | number | boolean | null;

function valueAt(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as never)[key] : undefined),
      record,
    );
}

/** What a spreadsheet cell can hold: numbers stay numbers (so Excel can sum them), the rest becomes text. */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => toCell(item) ?? '').join(', ');
  return String(value);
}

/** The sheet of an export as rows of cells, header first. Pure: the unit tests check it. */
export function buildSheetRows<T extends RaRecord>(records: T[], columns: ExportColumn<T>[]): Cell[][] {
  return [
    columns.map((column) => column.label),
    ...records.map((record) =>
      columns.map((column) => toCell(column.value ? column.value(record) : valueAt(record, column.source))),
    ),
  ];
}

/** Column widths that fit the longest cell (within reason), in characters. */
export function columnWidths(rows: Cell[][]): { wch: number }[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => {
      const length = cell === null ? 0 : String(cell).length;
      widths[index] = Math.max(widths[index] ?? 0, length);
    });
  }
  return widths.map((width) => ({ wch: Math.min(Math.max(width + 2, 8), 60) }));
}

export const withXlsxExtension = (fileName: string) =>
  fileName.toLowerCase().endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;

/** Writes the rows as a one-sheet .xlsx and has the browser download it. */
export async function downloadXlsx(rows: Cell[][], fileName: string, sheetName = 'Sayfa1'): Promise<void> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = columnWidths(rows);
  const book = XLSX.utils.book_new();
  // Sheet names are at most 31 characters and may not hold : \ / ? * [ ].
  XLSX.utils.book_append_sheet(book, sheet, sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  const bytes = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true }) as ArrayBuffer;
  const blob = new Blob([bytes], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = withXlsxExtension(fileName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * react-admin's `exporter` writing an .xlsx with the given (Turkish) headers:
 * `<List exporter={xlsxExporter([{source: 'name', label: 'Ad'}], 'sakinler')}>`.
 */
export function xlsxExporter<T extends RaRecord = RaRecord>(
  columns: ExportColumn<T>[],
  fileName: string,
): Exporter<T> {
  return (records) => downloadXlsx(buildSheetRows(records, columns), fileName);
}
