import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { IMPORT_MESSAGES } from '../../common/importRows';
import { IMPORT_KINDS, type ParseResult, templateRows } from '../../src/imports/importKinds';
import { MISSING_COLUMN_REASON, parseWorkbook } from '../../src/imports/parseWorkbook';

const fixture = (name: string): ArrayBuffer => {
  const bytes = readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

/** A workbook written by SheetJS from rows of cells (the sheet may start lower down with `origin`). */
const workbook = (
  rows: unknown[][],
  options: { origin?: string; bookType?: XLSX.BookType } = {},
): ArrayBuffer => {
  const book = XLSX.utils.book_new();
  const sheet = XLSX.utils.aoa_to_sheet([]);
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: options.origin ?? 'A1' });
  XLSX.utils.book_append_sheet(book, sheet, 'Sayfa1');
  return XLSX.write(book, { bookType: options.bookType ?? 'xlsx', type: 'array' }) as ArrayBuffer;
};

const ok = (result: ParseResult) => {
  if (!result.ok) throw new Error(`expected rows, got ${result.error}`);
  return result;
};

describe('parseWorkbook', () => {
  it('reads the committed apartments fixture with row numbers, decimal commas and numbers as the sheet holds them', () => {
    const stages: string[] = [];
    const result = ok(
      parseWorkbook(fixture('apartments-ok.xlsx'), 'apartments', (_, stage) => stages.push(stage)),
    );
    expect(result.sheetName).toBe('Sayfa1');
    expect(result.problems).toEqual([]);
    expect(result.message).toBeNull();
    expect(result.rows).toHaveLength(10);
    expect(result.rows[0]).toEqual({
      row: 2,
      building: 'Deniz Blok',
      identifier: '1',
      area: '95,5',
      land: 12,
      group: 'Standart Aidat',
    });
    expect(result.rows[5]).toMatchObject({ row: 7, building: 'Orman Blok', identifier: '1A', group: null });
    expect(result.rows.at(-1)).toMatchObject({ row: 11, identifier: '10' });
    expect(stages).toEqual(['opening', 'reading', 'checking', 'done']);
  });

  it('passes the bad row of the 10-good-1-bad fixture on for the server to refuse, at its spreadsheet row', () => {
    const result = ok(parseWorkbook(fixture('apartments-10-good-1-bad.xlsx'), 'apartments'));
    expect(result.rows).toHaveLength(11);
    expect(result.problems).toEqual([]);
    expect(result.rows.find((row) => row.row === 7)).toMatchObject({ building: 'Gül Blok', area: 'yüz' });
  });

  it('reads residents with Excel dates as DD.MM.YYYY and phones as text', () => {
    const result = ok(parseWorkbook(fixture('residents-ok.xlsx'), 'residents'));
    expect(result.rows).toHaveLength(8);
    expect(result.rows[0]).toMatchObject({
      row: 2,
      name: 'Ayşe',
      phone: '0532 111 22 33',
      type: 'Ev sahibi',
      birth_day: '14.05.1980',
    });
    expect(result.rows[1]).toMatchObject({ phone: '5321112234', birth_day: null });
  });

  it('reads debts with Excel dates and typed dates as DD.MM.YYYY, amounts as the sheet holds them', () => {
    const result = ok(parseWorkbook(fixture('debts-ok.xlsx'), 'debts'));
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(7);
    expect(result.rows[0]).toEqual({
      row: 2,
      building: 'Deniz Blok',
      identifier: '1',
      amount: 850,
      accounting_type: 'Aidat',
      due_date: '05.01.2025',
      description: null,
      responsible: null,
    });
    expect(result.rows[1]).toMatchObject({ amount: '250,50', due_date: '05.01.2025', responsible: 'Kiracı' });
    expect(result.rows[5]).toMatchObject({ identifier: '1B', due_date: '10.01.2025' });
    const bad = ok(parseWorkbook(fixture('debts-bad.xlsx'), 'debts'));
    expect(bad.rows.find((row) => row.row === 7)).toMatchObject({ amount: 12.345 });
  });

  it('lists the required columns a sheet lacks at its header row, with the sheet-level message', () => {
    // A residents file given to the apartments import has Blok and Daire No: nothing is missing.
    expect(ok(parseWorkbook(fixture('residents-ok.xlsx'), 'apartments')).problems).toEqual([]);
    // An apartments file given to the residents import lacks Ad, Soyad and Tip.
    const result = ok(parseWorkbook(fixture('apartments-ok.xlsx'), 'residents'));
    expect(result.problems).toEqual(
      ['Ad', 'Soyad', 'Tip'].map((column) => ({ row: 1, column, reason: MISSING_COLUMN_REASON })),
    );
    expect(result.message).toContain('Ad, Soyad, Tip');
  });

  it('keeps spreadsheet row numbers when the table starts lower down and has blank rows', () => {
    const buffer = workbook([['Blok', 'Daire No'], ['A Blok', 1], [], ['A Blok', 2]], { origin: 'B3' });
    const result = ok(parseWorkbook(buffer, 'apartments'));
    expect(result.rows.map((row) => [row.row, row.identifier])).toEqual([
      [4, '1'],
      [6, '2'],
    ]);
    expect(
      ok(parseWorkbook(workbook([['Blok'], ['A Blok']], { origin: 'A5' }), 'apartments')).problems,
    ).toEqual([{ row: 5, column: 'Daire No', reason: MISSING_COLUMN_REASON }]);
  });

  it('reads old .xls files too', () => {
    const result = ok(
      parseWorkbook(
        workbook(
          [
            ['Blok', 'Daire No'],
            ['B Blok', '3'],
          ],
          { bookType: 'biff8' },
        ),
        'apartments',
      ),
    );
    expect(result.rows).toEqual([
      { row: 2, building: 'B Blok', identifier: '3', area: null, land: null, group: null },
    ]);
  });

  it('refuses what is not an Excel file, and empty files and sheets', () => {
    const text = new TextEncoder().encode('Blok,Daire No\nA Blok,1\n').buffer as ArrayBuffer;
    expect(parseWorkbook(text, 'apartments')).toEqual({ ok: false, error: 'not_spreadsheet' });
    expect(parseWorkbook(new ArrayBuffer(0), 'apartments')).toEqual({ ok: false, error: 'empty' });
    // A zip that is not a workbook.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]).buffer as ArrayBuffer;
    expect(parseWorkbook(zip, 'apartments')).toEqual({ ok: false, error: 'unreadable' });
    expect(parseWorkbook(workbook([]), 'apartments')).toEqual({ ok: false, error: 'empty' });
    expect(parseWorkbook(workbook([['Blok', 'Daire No', 'Brüt m²']]), 'apartments')).toEqual({
      ok: false,
      error: 'empty',
    });
  });

  it('flags a file over the row limit', { timeout: 30_000 }, () => {
    const rows = [['Blok', 'Daire No'], ...Array.from({ length: 10_001 }, (_, i) => ['A', i + 1])];
    const result = ok(parseWorkbook(workbook(rows), 'apartments'));
    expect(result.message).toBe(IMPORT_MESSAGES.tooMany);
  });

  it('skips the example row of the template the page offers when it comes back unchanged, and says so', () => {
    for (const kind of IMPORT_KINDS) {
      const result = ok(parseWorkbook(workbook(templateRows(kind)), kind));
      expect(result.problems).toEqual([]);
      expect(result.rows).toEqual([]);
      expect(result.skippedExamples).toEqual([2]);
      // Nothing else in the file: nothing to send.
      expect(result.message).toBe(IMPORT_MESSAGES.empty);
    }
  });

  it('keeps the example row once the user changed it, and the user’s rows under it', () => {
    for (const kind of IMPORT_KINDS) {
      const [headers, example] = templateRows(kind);
      const changed = example!.map((cell, index) => (index === 0 ? 'Gül Blok' : cell));
      const result = ok(parseWorkbook(workbook([headers!, example!, changed]), kind));
      expect(result.problems).toEqual([]);
      expect(result.rows.map((row) => [row.row, row.building])).toEqual([[3, 'Gül Blok']]);
      expect(result.skippedExamples).toEqual([2]);
      expect(result.message).toBeNull();
    }
  });
});
