/**
 * Excel and CSV statements: rows of cells and a column mapping (detected, or the one the manager chose) → lines.
 * Empty rows and rows without a date (carry-over "Devreden bakiye", "Toplam") are skipped; a dated row whose amount
 * cannot be read stops the import with the row and the column.
 */
import { parseAmountCell } from './amounts';
import { checkRunningBalance } from './balances';
import { parseDateCell } from './dates';
import { type Cell, detectLayout } from './layouts';
import { cleanIban, ibanInText, oldestFirst } from './lines';
import { drain, STEP_ITEMS, type Steps } from './steps';
import {
  type ColumnMapping,
  MappingNeeded,
  type ParsedStatement,
  StatementError,
  type StatementLine,
} from './types';

/** A cell as text for descriptions and the mapping dialog's preview. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(cell.getUTCDate())}.${pad(cell.getUTCMonth() + 1)}.${cell.getUTCFullYear()}`;
  }
  return String(cell).trim();
}

/** The first 20 rows as text, for the column-mapping dialog. */
export function previewRows(rows: Cell[][]): string[][] {
  return rows.slice(0, 20).map((row) => row.map(cellText));
}

const CARRY_OVER = /devreden|toplam|nakli yekun|genel toplam/i;

function fail(row: number, column: string, cell: Cell | undefined, what: string): never {
  throw new StatementError(
    `${row}. satır, ${column} sütunu: '${cellText(cell)}' bir ${what} değil.`,
    row,
    column,
  );
}

function amountAt(row: Cell[], index: number | undefined, rowNumber: number, name: string): bigint | null {
  if (index === undefined || cellText(row[index]) === '') return null;
  const value = parseAmountCell(row[index]);
  return value ?? fail(rowNumber, name, row[index], 'tutar');
}

/** The signed amount of a row: its amount column, or its credit (in) minus its debit (out). */
function rowAmount(row: Cell[], mapping: ColumnMapping, rowNumber: number): bigint {
  if (mapping.amount !== undefined) {
    return (
      amountAt(row, mapping.amount, rowNumber, 'Tutar') ??
      fail(rowNumber, 'Tutar', row[mapping.amount], 'tutar')
    );
  }
  const debit = amountAt(row, mapping.debit, rowNumber, 'Borç');
  const credit = amountAt(row, mapping.credit, rowNumber, 'Alacak');
  if (debit === null && credit === null) fail(rowNumber, 'Borç/Alacak', '', 'tutar');
  // A debit column holds what goes out whether the bank writes it signed or not.
  const out = debit === null ? 0n : debit < 0n ? -debit : debit;
  return (credit ?? 0n) - out;
}

function textAt(row: Cell[], index: number | undefined): string | null {
  if (index === undefined) return null;
  return cellText(row[index]).replace(/\s+/g, ' ') || null;
}

/** One data row as a line, or null when it is not a movement (empty, carry-over, total, zero). */
function rowLine(row: Cell[], mapping: ColumnMapping, rowNumber: number): StatementLine | null {
  if (row.every((cell) => cellText(cell) === '')) return null;
  const dateCell = row[mapping.date];
  const valueDate = parseDateCell(dateCell);
  if (valueDate === null) {
    const text = cellText(dateCell);
    if (text === '' || !/\d/.test(text) || row.some((cell) => CARRY_OVER.test(cellText(cell)))) return null;
    fail(rowNumber, 'Tarih', dateCell, 'tarih');
  }
  if (row.some((cell) => typeof cell === 'string' && /^devreden/i.test(cell.trim()))) return null;
  const amount = rowAmount(row, mapping, rowNumber);
  // A zero line moves no money (some banks list fee-free notices): nothing to post or reconcile.
  if (amount === 0n) return null;
  const description = textAt(row, mapping.description) ?? '';
  return {
    position: rowNumber,
    valueDate,
    bookingDate: null,
    amount,
    description,
    counterpartyName: textAt(row, mapping.counterpartyName),
    counterpartyIban: cleanIban(textAt(row, mapping.counterpartyIban)) ?? ibanInText(description),
    reference: textAt(row, mapping.reference),
    balanceAfter: amountAt(row, mapping.balance, rowNumber, 'Bakiye'),
  };
}

/**
 * The statement in rows (Excel or CSV). Without a mapping the layout is detected; an unknown one throws
 * MappingNeeded with the preview. The opening is the first line's balance less its amount, the closing the last's.
 */
export function tabularStatement(
  rows: Cell[][],
  mapping: ColumnMapping | null,
  format: 'excel' | 'csv',
): ParsedStatement {
  return drain(tabularSteps(rows, mapping, format));
}

/** tabularStatement in steps of rows. */
export function* tabularSteps(
  rows: Cell[][],
  mapping: ColumnMapping | null,
  format: 'excel' | 'csv',
): Steps<ParsedStatement> {
  const layout = mapping ?? detectLayout(rows);
  if (!layout) throw new MappingNeeded(previewRows(rows));
  const read: StatementLine[] = [];
  for (let index = layout.headerRow + 1; index < rows.length; index++) {
    const line = rowLine(rows[index]!, layout, index + 1);
    if (line) read.push(line);
    if (index % STEP_ITEMS === 0) yield;
  }
  if (read.length === 0) throw new StatementError('Dosyada okunacak hareket yok.');
  const lines = oldestFirst(read);
  const first = lines[0]!;
  const last = lines[lines.length - 1]!;
  return {
    format,
    iban: null,
    currency: null,
    openingBalance: first.balanceAfter === null ? null : first.balanceAfter - first.amount,
    closingBalance: last.balanceAfter,
    lines,
    balance: checkRunningBalance(lines),
  };
}
