/**
 * Recognising the column layout of an Excel/CSV statement: Ziraat's, İş Bankası's, and any table whose header row
 * (in the first 30 rows) names a date, a description and an amount or debit and credit columns.
 */
import { normalizeHeader } from './headers';
import type { ColumnMapping } from './types';

export type Cell = string | number | Date | null;

const SEARCH_ROWS = 30;

function texts(row: Cell[] | undefined): string[] {
  return (row ?? []).map((cell) => (typeof cell === 'string' ? normalizeHeader(cell) : ''));
}

/** The first column whose header matches, or undefined. */
function column(headers: string[], pattern: RegExp): number | undefined {
  const at = headers.findIndex((header) => pattern.test(header));
  return at >= 0 ? at : undefined;
}

const REFERENCE = /dekont|fis no|fis numarasi|referans|islem no/;

/** Ziraat: a title row "Hesap Hareketleri", its header below it, data two rows below the title. */
function ziraat(rows: Cell[][]): ColumnMapping | null {
  const title = rows
    .slice(0, SEARCH_ROWS)
    .findIndex((row) => texts(row).some((text) => text === 'hesap hareketleri'));
  if (title < 0) return null;
  const headers = texts(rows[title + 1]);
  const reference = headers[1] && REFERENCE.test(headers[1]) ? 1 : undefined;
  return { headerRow: title + 1, date: 0, description: 2, amount: 3, balance: 4, reference };
}

/** İş Bankası: the header row starts with "Tarih/Saat" (`dd/MM/yyyy-HH:mm:ss`). */
function isbank(rows: Cell[][]): ColumnMapping | null {
  const headerRow = rows.slice(0, SEARCH_ROWS).findIndex((row) => texts(row)[0] === 'tarih/saat');
  if (headerRow < 0) return null;
  return {
    headerRow,
    date: 0,
    amount: 3,
    balance: 4,
    description: 8,
    reference: column(texts(rows[headerRow]), REFERENCE),
  };
}

/** Any header row naming a date, a description and a signed amount or debit and credit columns. */
function generic(rows: Cell[][]): ColumnMapping | null {
  for (let headerRow = 0; headerRow < Math.min(rows.length, SEARCH_ROWS); headerRow++) {
    const headers = texts(rows[headerRow]);
    const date = column(headers, /tarih|valor/);
    const description = column(headers, /aciklama/);
    const amount = column(headers, /tutar|miktar/);
    const debit = column(headers, /^borc\b/);
    const credit = column(headers, /^alacak\b/);
    if (date === undefined || description === undefined) continue;
    if (amount === undefined && (debit === undefined || credit === undefined)) continue;
    return {
      headerRow,
      date,
      description,
      ...(debit !== undefined && credit !== undefined ? { debit, credit } : { amount }),
      balance: column(headers, /bakiye/),
      reference: column(headers, REFERENCE),
      counterpartyIban: column(headers, /iban/),
      counterpartyName: column(headers, /gonderen|alici|karsi taraf|unvan/),
    };
  }
  return null;
}

/** The layout of a known bank or a recognisable header, or null (the manager maps the columns). */
export function detectLayout(rows: Cell[][]): ColumnMapping | null {
  return ziraat(rows) ?? isbank(rows) ?? generic(rows);
}
