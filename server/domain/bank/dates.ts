/**
 * Dates as banks write them, read into ISO `YYYY-MM-DD` (docs/bank.md). A time of day is dropped: the line belongs
 * to the bank's calendar day.
 */
import { daysInMonth } from '../../../common/date';

function iso(year: number, month: number, day: number): string | null {
  if (year < 1990 || year > 2100 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[\sT-]+\d{1,2}[:.]\d{2}(?:[:.]\d{2})?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;

/** `dd.MM.yyyy`, `dd/MM/yyyy`, `dd/MM/yyyy-HH:mm:ss`, `dd.MM.yyyy HH:mm`, ISO; null when it is none of them. */
export function parseDateText(input: string): string | null {
  const text = input.trim();
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return iso(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const isoDate = ISO_DATE.exec(text);
  if (isoDate) return iso(Number(isoDate[1]), Number(isoDate[2]), Number(isoDate[3]));
  return null;
}

/** Excel's day number (1900 system, day 60 being its phantom 29.02.1900): 45292 is 01.01.2024. */
export function excelSerialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 32874 || serial > 73051) return null; // 1990–2100
  const at = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  return iso(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/** A date cell: text, an Excel day number, or a Date whose UTC fields are the wall-clock time (how Excel readers give it). */
export function parseDateCell(cell: unknown): string | null {
  if (typeof cell === 'string') return parseDateText(cell);
  if (typeof cell === 'number') return excelSerialToIso(cell);
  if (cell instanceof Date && !Number.isNaN(cell.getTime())) {
    return iso(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  return null;
}
