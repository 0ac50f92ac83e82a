import { describe, expect, it } from 'vitest';
import { parseCamt053 } from '../../../server/domain/bank/camt053';
import { parseCsv } from '../../../server/domain/bank/csv';
import { parseMt940 } from '../../../server/domain/bank/mt940';
import { detectKind } from '../../../server/domain/bank/statement';
import { tabularStatement } from '../../../server/domain/bank/tabular';
import { MappingNeeded, StatementError } from '../../../server/domain/bank/types';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CSV and tables', () => {
  it('detects the separator from the header line and keeps quoted separators and ""', () => {
    expect(parseCsv('Tarih,Açıklama,Tutar\n01.01.2024,"Ali ""Usta"", tamir","1.234,56"\n')).toEqual([
      ['Tarih', 'Açıklama', 'Tutar'],
      ['01.01.2024', 'Ali "Usta", tamir', '1.234,56'],
    ]);
    expect(parseCsv('Tarih\tAçıklama\tTutar\n01.01.2024\tA;B\t5')[1]).toEqual(['01.01.2024', 'A;B', '5']);
  });

  it('reads debit and credit columns and skips carry-over and total rows', () => {
    const statement = tabularStatement(
      [
        ['Tarih', 'Açıklama', 'Borç', 'Alacak', 'Bakiye'],
        ['Devreden bakiye', null, null, null, '100,00'],
        ['01.01.2024', 'AİDAT', null, '50,00', '150,00'],
        ['02.01.2024', 'MASRAF', '-5,00', null, '145,00'],
        [null, 'Toplam', '5,00', '50,00', null],
      ],
      null,
      'excel',
    );
    expect(statement.lines.map((l) => l.amount)).toEqual([5000n, -500n]);
    expect(statement.openingBalance).toBe(10000n);
    expect(statement.balance.balanced).toBe(true);
  });

  it('refuses a dated row with a bad date or a missing amount, naming the row', () => {
    const rows = (cell: string, amount: string) => [
      ['Tarih', 'Açıklama', 'Tutar'],
      [cell, 'X', amount],
    ];
    expect(() => tabularStatement(rows('32.01.2024', '5'), null, 'csv')).toThrow(
      "2. satır, Tarih sütunu: '32.01.2024' bir tarih değil.",
    );
    expect(() => tabularStatement(rows('01.01.2024', ''), null, 'csv')).toThrow('2. satır, Tutar sütunu');
  });

  it('asks for a mapping with the preview when no header is recognised', () => {
    const error = (() => {
      try {
        tabularStatement(
          [
            ['a', 'b'],
            ['01.01.2024', '5'],
          ],
          null,
          'csv',
        );
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MappingNeeded);
    expect((error as MappingNeeded).preview).toEqual([
      ['a', 'b'],
      ['01.01.2024', '5'],
    ]);
  });

  it('refuses lines in no date order', () => {
    const rows = [
      ['Tarih', 'Açıklama', 'Tutar'],
      ['02.01.2024', 'A', '1'],
      ['01.01.2024', 'B', '1'],
      ['03.01.2024', 'C', '1'],
    ];
    expect(() => tabularStatement(rows, null, 'csv')).toThrow('tarih sırasında değil (4. satır)');
  });
});

describe('MT940', () => {
  const file = [
    ':20:A',
    ':25:TR610006400000000098765432',
    ':60F:C240101TRY100,00',
    ':61:240102C50,NTRFREF1',
    ':86:020?20AIDAT?21OCAK?32AYŞE YILMAZ?31TR850001000000000012345678',
    ':62F:C240102TRY150,00',
    '-}',
    ':20:B',
    ':60M:C240102TRY150,00',
    ':61:2401030103RD10,00NTRFNONREF',
    ':61:240104D20,5NCHG//BANK2',
    ':62F:C240104TRY139,50',
  ].join('\n');

  it('reads several statements, reversals, structured :86: and references', () => {
    const statement = parseMt940(file);
    expect(statement.iban).toBe('TR610006400000000098765432');
    expect(statement.lines.map((l) => [l.position, l.amount, l.reference])).toEqual([
      [1, 5000n, 'REF1'],
      [2, 1000n, null],
      [3, -2050n, 'BANK2'],
    ]);
    expect(statement.lines[0]).toMatchObject({ description: 'AIDAT OCAK', counterpartyName: 'AYŞE YILMAZ' });
    expect([statement.openingBalance, statement.closingBalance]).toEqual([10000n, 13950n]);
    expect(statement.balance.balanced).toBe(true);
  });

  it('names the file line of an unreadable :61:', () => {
    expect(() => parseMt940(':20:A\n:60F:C240101TRY1,00\n:61:XYZ\n')).toThrow(StatementError);
    expect(() => parseMt940(':20:A\n:60F:C240101TRY1,00\n:61:XYZ\n')).toThrow('3. satırı (:61:)');
  });
});

describe('camt.053 and format detection', () => {
  it('refuses XML with entity declarations', () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">&a;</Document>';
    expect(() => parseCamt053(xml)).toThrow('camt.053 hesap özeti değil');
  });

  it('detects by content before the file name', () => {
    expect(detectKind(bytes(':20:X\n:60F:C240101TRY1,00\n'), 'ekstre.csv')).toBe('mt940');
    expect(detectKind(bytes('<Document/>'), 'x.txt')).toBe('camt053');
    expect(detectKind(bytes('Tarih;Tutar\n'), 'x.sta')).toBe('csv');
    expect(() => detectKind(bytes('  \n'), 'x.csv')).toThrow('Dosya boş.');
  });
});
