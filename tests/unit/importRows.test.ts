import { describe, expect, it } from 'vitest';
import {
  debtResponsibleOf,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  RESIDENT_COLUMNS,
  readApartmentSheet,
  readDebtSheet,
  readResidentSheet,
  residentTypeOf,
  sheetProblem,
  withoutTemplateExamples,
} from '../../common/importRows';

describe('readApartmentSheet', () => {
  it('finds the columns by their Turkish headers in any order and keeps spreadsheet row numbers', () => {
    const reading = readApartmentSheet([
      [],
      ['Arsa payı', 'BLOK', 'daire no', 'Brüt m2', 'Grup', 'Not'],
      ['24', 'A Blok', 5, '120,5', 'Standart', 'köşe daire'],
      [null, '', undefined],
      [12.5, ' B Blok ', '7A', 95, null],
    ]);
    expect(reading.missingColumns).toEqual([]);
    expect(reading.rows).toEqual([
      { row: 3, building: 'A Blok', identifier: '5', area: '120,5', land: '24', group: 'Standart' },
      { row: 5, building: 'B Blok', identifier: '7A', area: 95, land: 12.5, group: null },
    ]);
  });

  it('reads rich text, hyperlinks and formula results as a spreadsheet library gives them', () => {
    const reading = readApartmentSheet([
      ['Blok', 'Daire No', 'Brüt m²'],
      [
        { richText: [{ text: 'Çam ' }, { text: 'Blok' }] },
        { text: '3', hyperlink: 'x' },
        { formula: 'A1*2', result: 80 },
      ],
    ]);
    expect(reading.rows[0]).toMatchObject({ building: 'Çam Blok', identifier: '3', area: 80 });
  });

  it('reports missing columns and an empty sheet', () => {
    const missing = readApartmentSheet([
      ['Blok', 'Alan'],
      ['A', 1],
    ]);
    expect(missing.missingColumns).toEqual(['Daire No']);
    expect(sheetProblem(missing)).toMatch(/^Dosyada şu sütunlar eksik: Daire No\./);
    expect(readApartmentSheet([]).missingColumns).toEqual(['Blok', 'Daire No']);
    const headerOnly = readApartmentSheet([['Blok', 'Daire No']]);
    expect(sheetProblem(headerOnly)).toBe(IMPORT_MESSAGES.empty);
    const tooMany = { rows: new Array(MAX_IMPORT_ROWS + 1).fill({}), missingColumns: [] };
    expect(sheetProblem(tooMany)).toBe(IMPORT_MESSAGES.tooMany);
  });
});

describe('readResidentSheet', () => {
  it('turns dates, Excel serial dates and numeric phones into text', () => {
    const reading = readResidentSheet([
      ['Blok', 'Daire No', 'Ad', 'Soyad', 'Telefon', 'Tip', 'Hisse %', 'Doğum Tarihi'],
      ['A', 1, 'Ayşe', 'Kaya', 5321234567, 'Hissedar', 60, new Date(Date.UTC(1980, 4, 14))],
      ['A', 1, 'Ali', 'Kaya', '0532 123 45 68', 3, '40', 29_355],
      ['A', 2, 'Can', 'Er', null, 'Kiracı', null, '01.02.1990'],
    ]);
    expect(reading.rows.map((r) => [r.phone, r.type, r.percent, r.birth_day])).toEqual([
      ['5321234567', 'Hissedar', 60, '14.05.1980'],
      ['0532 123 45 68', 3, '40', '14.05.1980'],
      [null, 'Kiracı', null, '01.02.1990'],
    ]);
  });

  it('reads the optional E-posta column under its own or a usual header; an empty cell is no address', () => {
    const sheet = (header: string) =>
      readResidentSheet([
        ['Blok', 'Daire No', 'Ad', 'Soyad', 'Tip', header],
        ['A', 1, 'Ayşe', 'Kaya', 'Ev sahibi', ' Ayse.Kaya@Ornek.com '],
        ['A', 2, 'Can', 'Er', 'Kiracı', { text: 'can@ornek.com', hyperlink: 'mailto:can@ornek.com' }],
        ['A', 3, 'Ali', 'Şahin', 'Kiracı', '   '],
      ]);
    for (const header of ['E-posta', 'e-posta adresi', 'Email', 'Mail']) {
      const reading = sheet(header);
      expect(reading.missingColumns).toEqual([]);
      // As typed (trimmed): the server checks it and lower-cases it.
      expect(reading.rows.map((r) => r.email)).toEqual(['Ayse.Kaya@Ornek.com', 'can@ornek.com', null]);
    }
    const without = readResidentSheet([
      ['Blok', 'Daire No', 'Ad', 'Soyad', 'Tip'],
      ['A', 1, 'Ayşe', 'Kaya', 'Ev sahibi'],
    ]);
    expect(without.missingColumns).toEqual([]);
    expect(without.rows[0]?.email).toBeNull();
  });

  it('skips the residents example of a template downloaded before it had the E-posta column', () => {
    const example = ['A Blok', '1', 'Ayşe', 'Yılmaz', '532 123 45 67', 'Ev sahibi', null, '14.05.1980'];
    const older = readResidentSheet([Object.values(RESIDENT_COLUMNS).slice(0, 8), example]);
    expect(withoutTemplateExamples('residents', older.rows).examples).toEqual([2]);
    const changed = readResidentSheet([Object.values(RESIDENT_COLUMNS), [...example, 'ayse@baska.com']]);
    expect(withoutTemplateExamples('residents', changed.rows).examples).toEqual([]);
  });

  it('names the resident types in Turkish or by number', () => {
    expect(residentTypeOf('Ev sahibi')).toBe(1);
    expect(residentTypeOf('EV SAHİBİ')).toBe(1);
    expect(residentTypeOf('kiraci')).toBe(2);
    expect(residentTypeOf('Kiracı')).toBe(2);
    expect(residentTypeOf(3)).toBe(3);
    expect(residentTypeOf('hissedar')).toBe(3);
    expect(residentTypeOf('komşu')).toBeNull();
    expect(residentTypeOf(null)).toBeNull();
  });
});

describe('readDebtSheet', () => {
  it('reads amounts as the sheet holds them, dates of any kind as DD.MM.YYYY, and headers of own sheets', () => {
    const reading = readDebtSheet([
      ['Blok', 'Daire', 'Tutar (TL)', 'Borç türü', 'Vade', 'Açıklama', 'Sorumlu'],
      ['A Blok', 3, 850, 'Aidat', new Date(Date.UTC(2025, 0, 5)), null, null],
      ['A Blok', '4', '1.250,50', 'Yakıt', 45_663, 'Ocak', 'Kiracı'],
      ['A Blok', 5, { formula: 'B2*2', result: 12.5 }, 'Aidat', '31.01.2025', '', 'ev sahibi'],
    ]);
    expect(reading.missingColumns).toEqual([]);
    expect(reading.rows).toEqual([
      {
        row: 2,
        building: 'A Blok',
        identifier: '3',
        amount: 850,
        accounting_type: 'Aidat',
        due_date: '05.01.2025',
        description: null,
        responsible: null,
      },
      {
        row: 3,
        building: 'A Blok',
        identifier: '4',
        amount: '1.250,50',
        accounting_type: 'Yakıt',
        due_date: '06.01.2025',
        description: 'Ocak',
        responsible: 'Kiracı',
      },
      {
        row: 4,
        building: 'A Blok',
        identifier: '5',
        amount: 12.5,
        accounting_type: 'Aidat',
        due_date: '31.01.2025',
        description: null,
        responsible: 'ev sahibi',
      },
    ]);
  });

  it('needs the block, flat, amount, type and due date columns', () => {
    expect(readDebtSheet([]).missingColumns).toEqual([
      'Blok',
      'Daire No',
      'Tutar',
      'Borç Türü',
      'Son Ödeme Tarihi',
    ]);
    expect(readDebtSheet([['Blok', 'Daire No', 'Tutar', 'Borç Türü']]).missingColumns).toEqual([
      'Son Ödeme Tarihi',
    ]);
  });

  it('reads who owes the debt: the owner when empty, the tenant when asked, nothing else', () => {
    expect(debtResponsibleOf(null)).toBe('owner');
    expect(debtResponsibleOf('  ')).toBe('owner');
    expect(debtResponsibleOf('EV SAHİBİ')).toBe('owner');
    expect(debtResponsibleOf('kiraci')).toBe('tenant');
    expect(debtResponsibleOf('Kiracı')).toBe('tenant');
    expect(debtResponsibleOf(2)).toBe('tenant');
    expect(debtResponsibleOf('Hissedar')).toBeNull();
    expect(debtResponsibleOf('komşu')).toBeNull();
  });
});
