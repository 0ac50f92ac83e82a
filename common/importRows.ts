import { formatDmy } from './date';
import { foldTurkish } from './search';

/**
 * Turns a spreadsheet (an array of rows, each an array of cells, header first) into typed import rows with their
 * spreadsheet row numbers. The browser's import worker and the API tests use it; the server validates every value
 * again. Cells may be what SheetJS or exceljs give: text, numbers, booleans, dates, rich text, formula results.
 */
export const MAX_IMPORT_ROWS = 10_000;

/** The Turkish headers of the templates; problem rows name their column with these. */
export const APARTMENT_COLUMNS = {
  building: 'Blok',
  identifier: 'Daire No',
  area: 'Brüt m²',
  land: 'Arsa Payı',
  group: 'Grup',
} as const;

export const RESIDENT_COLUMNS = {
  building: 'Blok',
  identifier: 'Daire No',
  name: 'Ad',
  surname: 'Soyad',
  phone: 'Telefon',
  type: 'Tip',
  percent: 'Hisse %',
  birth_day: 'Doğum Tarihi',
  // Last, so sheets filled in before it existed keep their columns where they were.
  email: 'E-posta',
} as const;

export const DEBT_COLUMNS = {
  building: 'Blok',
  identifier: 'Daire No',
  amount: 'Tutar',
  accounting_type: 'Borç Türü',
  due_date: 'Son Ödeme Tarihi',
  description: 'Açıklama',
  responsible: 'Sorumlu',
} as const;

type ApartmentColumn = keyof typeof APARTMENT_COLUMNS;
type ResidentColumn = keyof typeof RESIDENT_COLUMNS;
type DebtColumn = keyof typeof DEBT_COLUMNS;

const REQUIRED_APARTMENT_COLUMNS: ApartmentColumn[] = ['building', 'identifier'];
const REQUIRED_RESIDENT_COLUMNS: ResidentColumn[] = ['building', 'identifier', 'name', 'surname', 'type'];
const REQUIRED_DEBT_COLUMNS: DebtColumn[] = [
  'building',
  'identifier',
  'amount',
  'accounting_type',
  'due_date',
];

/** Headers a user's own sheet may use for the same column, folded (no marks, no spaces or symbols). */
const HEADER_ALIASES: Record<ApartmentColumn | ResidentColumn | DebtColumn, string[]> = {
  building: ['blok', 'bina', 'blokadi', 'binaadi'],
  identifier: ['daireno', 'daire', 'kapino', 'bagimsizbolumno'],
  area: ['brutm2', 'm2', 'alan', 'brutalan', 'netm2'],
  land: ['arsapayi', 'arsa'],
  group: ['grup', 'aidatgrubu'],
  name: ['ad', 'adi', 'isim'],
  surname: ['soyad', 'soyadi'],
  phone: ['telefon', 'tel', 'cep', 'ceptelefonu', 'gsm'],
  type: ['tip', 'tur', 'sakintipi'],
  percent: ['hisse', 'hisseorani', 'hissepayi'],
  birth_day: ['dogumtarihi', 'dogum'],
  email: ['eposta', 'epostaadresi', 'email', 'emailadresi', 'mail', 'mailadresi'],
  amount: ['tutar', 'tutartl', 'borctutari', 'borc', 'miktar'],
  accounting_type: ['borcturu', 'turu', 'gelirturu', 'borctipi'],
  due_date: ['sonodemetarihi', 'sonodeme', 'vade', 'vadetarihi', 'odemetarihi'],
  description: ['aciklama', 'not'],
  responsible: ['sorumlu', 'borclu'],
};

/** A number or the text of a number as the sheet holds it; the server reads it (decimal comma allowed). */
export type ImportNumber = string | number | null;

export interface ApartmentImportRow {
  row: number;
  building: string;
  identifier: string;
  area: ImportNumber;
  land: ImportNumber;
  group: string | null;
}

export interface ResidentImportRow {
  row: number;
  building: string;
  identifier: string;
  name: string;
  surname: string;
  phone: string | null;
  /** 'Ev sahibi', 'Kiracı', 'Hissedar' or 1, 2, 3. */
  type: string | number | null;
  percent: ImportNumber;
  /** DD.MM.YYYY */
  birth_day: string | null;
  /** As typed; the server checks it and keeps it lower-cased. */
  email: string | null;
}

export interface DebtImportRow {
  row: number;
  building: string;
  identifier: string;
  /** TL; the server refuses 0, negatives, text and more than 2 decimals. */
  amount: ImportNumber;
  /** The name of an income accounting type (borç türü). */
  accounting_type: string;
  /** DD.MM.YYYY */
  due_date: string | null;
  description: string | null;
  /** 'Ev sahibi' (default when empty) or 'Kiracı'. */
  responsible: string | null;
}

export interface SheetReading<T> {
  rows: T[];
  /** Turkish headers of required columns the header row lacks. */
  missingColumns: string[];
}

export const RESIDENT_TYPE_LABELS = { 1: 'Ev sahibi', 2: 'Kiracı', 3: 'Hissedar' } as const;
export type ResidentType = keyof typeof RESIDENT_TYPE_LABELS;

const RESIDENT_TYPE_WORDS: Record<string, ResidentType> = {
  '1': 1,
  evsahibi: 1,
  malik: 1,
  katmaliki: 1,
  '2': 2,
  kiraci: 2,
  '3': 3,
  hissedar: 3,
};

/** 'Ev sahibi' / 'Kiracı' / 'Hissedar' (any case, marks optional) or 1 / 2 / 3 → the type; null otherwise. */
export function residentTypeOf(value: string | number | null | undefined): ResidentType | null {
  if (value === null || value === undefined) return null;
  return RESIDENT_TYPE_WORDS[foldKey(String(value))] ?? null;
}

export const RESPONSIBLE_LABELS = { owner: 'Ev sahibi', tenant: 'Kiracı' } as const;
export type DebtResponsible = keyof typeof RESPONSIBLE_LABELS;

const RESPONSIBLE_WORDS: Record<string, DebtResponsible> = {
  '1': 'owner',
  evsahibi: 'owner',
  malik: 'owner',
  katmaliki: 'owner',
  '2': 'tenant',
  kiraci: 'tenant',
};

/**
 * Who owes an imported debt: 'Ev sahibi' / 'Kiracı' (any case, marks optional; 1 / 2 too) → owner / tenant;
 * empty → owner (the default of every debt entry); anything else → null (a problem row).
 */
export function debtResponsibleOf(value: string | number | null | undefined): DebtResponsible | null {
  if (value === null || value === undefined || String(value).trim() === '') return 'owner';
  return RESPONSIBLE_WORDS[foldKey(String(value))] ?? null;
}

/** The sheet-level problem to show instead of row problems, or null when the rows can be sent. */
export function sheetProblem(reading: SheetReading<unknown>): string | null {
  if (reading.missingColumns.length > 0) {
    return `Dosyada şu sütunlar eksik: ${reading.missingColumns.join(', ')}. İlk satır sütun başlıklarını içermelidir.`;
  }
  if (reading.rows.length === 0) return IMPORT_MESSAGES.empty;
  if (reading.rows.length > MAX_IMPORT_ROWS) return IMPORT_MESSAGES.tooMany;
  return null;
}

/** What can be imported from Excel (docs/domain.md, "Excel import"). */
export type ImportKind = 'apartments' | 'residents' | 'debts';

const COLUMNS_OF: Record<ImportKind, Record<string, string>> = {
  apartments: APARTMENT_COLUMNS,
  residents: RESIDENT_COLUMNS,
  debts: DEBT_COLUMNS,
};

/** The example row under each template's headers, in the columns' order. */
export const TEMPLATE_EXAMPLES: Record<ImportKind, readonly (string | number | null)[]> = {
  apartments: ['A Blok', '1', 120.5, 12, null],
  residents: [
    'A Blok',
    '1',
    'Ayşe',
    'Yılmaz',
    '532 123 45 67',
    'Ev sahibi',
    null,
    '14.05.1980',
    'ayse.yilmaz@ornek.com',
  ],
  debts: ['A Blok', '1', 850, 'Aidat', '05.01.2025', 'Ocak aidatı', 'Ev sahibi'],
};

/** Written beside the example row of a downloaded template, outside the columns (so never read as data). */
export const TEMPLATE_EXAMPLE_NOTE = '← Örnek satır: içe aktarılmaz. Kendi satırlarınızı altına yazınız.';

/** Columns a template gained later: a template downloaded before has them empty, and its example is still one. */
const ADDED_LATER: Partial<Record<ImportKind, readonly string[]>> = { residents: ['email'] };

const sameCell = (a: unknown, b: unknown) =>
  foldTurkish(cellText(a)).replace(/\s+/g, ' ') === foldTurkish(cellText(b)).replace(/\s+/g, ' ');

/**
 * The rows that are the template's example left as it was (every column equal, case, marks and spacing aside),
 * by row number, and the others: an unchanged example is never imported, a row the user changed is theirs.
 * The browser leaves them out of what it sends and says so; the server skips them too.
 */
export function withoutTemplateExamples<Row extends { row: number }>(
  kind: ImportKind,
  rows: readonly Row[],
): { rows: Row[]; examples: number[] } {
  const fields = Object.keys(COLUMNS_OF[kind]);
  const example = TEMPLATE_EXAMPLES[kind];
  const later = ADDED_LATER[kind] ?? [];
  const isExample = (row: Row) =>
    fields.every((field, index) => {
      const value = (row as Record<string, unknown>)[field];
      return sameCell(value, example[index]) || (later.includes(field) && cellText(value) === '');
    });
  return {
    rows: rows.filter((row) => !isExample(row)),
    examples: rows.filter(isExample).map((row) => row.row),
  };
}

/** The sentence saying which rows were the template's example (nothing when none). */
export function examplesSkippedText(examples: readonly number[]): string {
  if (examples.length === 0) return '';
  return `Örnek satır atlandı (${examples.map((row) => `${row}.`).join(', ')} satır).`;
}

export const IMPORT_MESSAGES = {
  empty: 'Dosyada içe aktarılacak satır yok.',
  tooMany: `Bir dosyada en fazla ${MAX_IMPORT_ROWS.toLocaleString('tr-TR')} satır olabilir. Dosyayı bölerek yükleyiniz.`,
  rejected: 'Dosyada hatalı satırlar var. Hiçbir kayıt eklenmedi.',
} as const;

export function readApartmentSheet(sheet: readonly (readonly unknown[])[]): SheetReading<ApartmentImportRow> {
  const { rows, missingColumns } = readSheet(sheet, APARTMENT_COLUMNS, REQUIRED_APARTMENT_COLUMNS);
  return {
    missingColumns,
    rows: rows.map(({ row, cell }) => ({
      row,
      building: cellText(cell('building')),
      identifier: cellText(cell('identifier')),
      area: cellNumber(cell('area')),
      land: cellNumber(cell('land')),
      group: cellText(cell('group')) || null,
    })),
  };
}

export function readResidentSheet(sheet: readonly (readonly unknown[])[]): SheetReading<ResidentImportRow> {
  const { rows, missingColumns } = readSheet(sheet, RESIDENT_COLUMNS, REQUIRED_RESIDENT_COLUMNS);
  return {
    missingColumns,
    rows: rows.map(({ row, cell }) => ({
      row,
      building: cellText(cell('building')),
      identifier: cellText(cell('identifier')),
      name: cellText(cell('name')),
      surname: cellText(cell('surname')),
      phone: cellText(cell('phone')) || null,
      type: cellNumber(cell('type')),
      percent: cellNumber(cell('percent')),
      birth_day: cellDate(cell('birth_day')),
      email: cellText(cell('email')) || null,
    })),
  };
}

export function readDebtSheet(sheet: readonly (readonly unknown[])[]): SheetReading<DebtImportRow> {
  const { rows, missingColumns } = readSheet(sheet, DEBT_COLUMNS, REQUIRED_DEBT_COLUMNS);
  return {
    missingColumns,
    rows: rows.map(({ row, cell }) => ({
      row,
      building: cellText(cell('building')),
      identifier: cellText(cell('identifier')),
      amount: cellNumber(cell('amount')),
      accounting_type: cellText(cell('accounting_type')),
      due_date: cellDate(cell('due_date')),
      description: cellText(cell('description')) || null,
      responsible: cellText(cell('responsible')) || null,
    })),
  };
}

function foldKey(text: string): string {
  return foldTurkish(text).replace(/[^a-z0-9]/g, '');
}

function readSheet<K extends string>(
  sheet: readonly (readonly unknown[])[],
  columns: Record<K, string>,
  required: K[],
): { rows: { row: number; cell: (key: K) => unknown }[]; missingColumns: string[] } {
  const isBlank = (cells: readonly unknown[] | undefined) => !cells || cells.every((c) => cellText(c) === '');
  const headerIndex = sheet.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) return { rows: [], missingColumns: required.map((key) => columns[key]) };
  const headers = (sheet[headerIndex] ?? []).map((cell) => foldKey(cellText(cell)));
  const positions = new Map<K, number>();
  for (const key of Object.keys(columns) as K[]) {
    const names = new Set([
      foldKey(columns[key]),
      ...(HEADER_ALIASES[key as keyof typeof HEADER_ALIASES] ?? []),
    ]);
    const position = headers.findIndex((header) => names.has(header));
    if (position >= 0) positions.set(key, position);
  }
  const missingColumns = required.filter((key) => !positions.has(key)).map((key) => columns[key]);
  const rows: { row: number; cell: (key: K) => unknown }[] = [];
  for (let index = headerIndex + 1; index < sheet.length; index++) {
    const cells = sheet[index];
    if (!cells || isBlank(cells)) continue;
    rows.push({
      // Spreadsheet rows are 1-based and the array's first row is row 1.
      row: index + 1,
      cell: (key) => {
        const position = positions.get(key);
        return position === undefined ? null : cells[position];
      },
    });
  }
  return { rows, missingColumns };
}

/** The text of a cell, trimmed; dates as DD.MM.YYYY. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') return String(cell);
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'object') {
    const value = cell as { richText?: { text?: unknown }[]; result?: unknown; text?: unknown };
    if (Array.isArray(value.richText)) {
      return value.richText
        .map((part) => (typeof part.text === 'string' ? part.text : ''))
        .join('')
        .trim();
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

function cellNumber(cell: unknown): ImportNumber {
  if (typeof cell === 'number') return cell;
  if (cell && typeof cell === 'object' && 'result' in cell)
    return cellNumber((cell as { result: unknown }).result);
  return cellText(cell) || null;
}

/** Excel keeps dates as days since 30.12.1899; a parser may give a Date, that serial number or typed text. */
function cellDate(cell: unknown): string | null {
  if (cell && typeof cell === 'object' && 'result' in cell)
    return cellDate((cell as { result: unknown }).result);
  if (typeof cell === 'number' && cell >= 1 && cell < 2958466) {
    return dateText(new Date(Date.UTC(1899, 11, 30) + Math.floor(cell) * 86_400_000));
  }
  return cellText(cell) || null;
}

/** Spreadsheet dates carry no time zone: parsers give them as UTC midnight. */
function dateText(date: Date): string {
  return formatDmy({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}
