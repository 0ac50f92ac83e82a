import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fileKeyOf, sha256Hex } from '../../src/imports/fileKey';
import { IMPORT_KIND_INFO, templateRows } from '../../src/imports/importKinds';
import { buildSheetRows, columnWidths, toCell, withXlsxExtension } from '../../src/lib/excelExport';

describe('buildSheetRows', () => {
  it('puts the Turkish headers first and one row per record, in column order', () => {
    const records = [
      {
        id: 1,
        name: 'Ayşe',
        surname: 'Yılmaz',
        phone: '5321234567',
        area: 120.5,
        building: { name: 'A Blok' },
      },
      { id: 2, name: 'Ömer', surname: 'Çelik', phone: null, area: undefined, building: null },
    ];
    const rows = buildSheetRows(records, [
      { source: 'name', label: 'Ad' },
      { source: 'surname', label: 'Soyad' },
      { source: 'phone', label: 'Telefon', value: (r) => (r.phone ? `0${r.phone}` : '') },
      { source: 'area', label: 'Brüt m²' },
      { source: 'building.name', label: 'Blok' },
    ]);
    expect(rows).toEqual([
      ['Ad', 'Soyad', 'Telefon', 'Brüt m²', 'Blok'],
      ['Ayşe', 'Yılmaz', '05321234567', 120.5, 'A Blok'],
      ['Ömer', 'Çelik', '', null, null],
    ]);
  });

  it('keeps numbers as numbers and turns lists and other values into text', () => {
    expect(toCell(12)).toBe(12);
    expect(toCell(Number.NaN)).toBeNull();
    expect(toCell(['A Blok', 'B Blok'])).toBe('A Blok, B Blok');
    expect(toCell(true)).toBe(true);
    expect(toCell({ toString: () => 'x' })).toBe('x');
  });

  it('sizes columns to their longest cell within bounds, and names the file .xlsx', () => {
    expect(
      columnWidths([
        ['Ad', 'Açıklama'],
        ['Ayşe', 'x'.repeat(100)],
      ]),
    ).toEqual([{ wch: 8 }, { wch: 60 }]);
    expect(withXlsxExtension('sakinler')).toBe('sakinler.xlsx');
    expect(withXlsxExtension('Sakinler.XLSX')).toBe('Sakinler.XLSX');
  });

  it('offers templates with the headers of common/importRows.ts and one example row, marked as the example', () => {
    expect(templateRows('apartments')).toEqual([
      ['Blok', 'Daire No', 'Brüt m²', 'Arsa Payı', 'Grup'],
      ['A Blok', '1', 120.5, 12, null, '← Örnek satır: içe aktarılmaz. Kendi satırlarınızı altına yazınız.'],
    ]);
    expect(templateRows('residents')[0]).toEqual([
      'Blok',
      'Daire No',
      'Ad',
      'Soyad',
      'Telefon',
      'Tip',
      'Hisse %',
      'Doğum Tarihi',
      'E-posta',
    ]);
    expect(templateRows('residents')[1]?.[8]).toBe('ayse.yilmaz@ornek.com');
    expect(IMPORT_KIND_INFO.apartments.required).toEqual(['Blok', 'Daire No']);
    expect(IMPORT_KIND_INFO.residents.required).toEqual(['Blok', 'Daire No', 'Ad', 'Soyad', 'Tip']);
  });
});

describe('file key', () => {
  const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

  it('is the SHA-256 of the file in hex, with or without crypto.subtle', async () => {
    const file = new Uint8Array(readFileSync(new URL('../fixtures/apartments-ok.xlsx', import.meta.url)));
    const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
    expect(await fileKeyOf(buffer)).toBe(sha(file));
    expect(sha256Hex(file)).toBe(sha(file));
    // Lengths around the 64-byte block and its 56-byte padding boundary.
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 31 + 7) % 256);
      expect(sha256Hex(bytes)).toBe(sha(bytes));
    }
  });
});
