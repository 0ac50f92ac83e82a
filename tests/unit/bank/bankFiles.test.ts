import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { previewStatementFile, readStatementFile } from '../../../server/services/accounting/bankFiles';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/bank/${name}`, import.meta.url));
const read = (name: string) => readStatementFile(fixture(name), name, null);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const AYSE_IBAN = 'TR850001000000000012345678';

// Each Excel read starts a worker that loads tsx and the Excel readers: seconds on a busy machine.
describe('readStatementFile, each fixture through the Excel worker or the text readers', {
  timeout: 60_000,
}, () => {
  it('reads Ziraat .xlsx: signed amounts, balances, Turkish letters, the total row skipped', async () => {
    const statement = await read('ziraat.xlsx');
    expect(statement.format).toBe('excel');
    expect(statement.lines.map((l) => [l.valueDate, l.amount, l.balanceAfter, l.reference])).toEqual([
      ['2024-01-02', 150000n, 1150000n, 'F001'],
      ['2024-01-05', -75025n, 1074975n, 'F002'],
    ]);
    expect(statement.lines[0]!.description).toBe('AİDAT OCAK 1042-1 ŞÜKRÜ IŞIK');
    expect([statement.openingBalance, statement.closingBalance]).toEqual([1000000n, 1074975n]);
    expect(statement.balance).toMatchObject({ checked: true, balanced: true });
  });

  it('reads İş Bankası .xlsx listed newest first into oldest first, keeping the file rows', async () => {
    const statement = await read('isbank.xlsx');
    expect(statement.lines.map((l) => [l.position, l.valueDate, l.amount, l.reference])).toEqual([
      [6, '2024-01-01', 50000n, 'D1'],
      [5, '2024-01-03', 100050n, 'D2'],
      [4, '2024-01-10', -20000n, 'D3'],
    ]);
    expect(statement.lines[1]!.description).toBe('AİDAT GİZEM ÖĞÜT');
    expect([statement.openingBalance, statement.closingBalance]).toEqual([99950n, 230000n]);
    expect(statement.balance.balanced).toBe(true);
  });

  it('reads a debit/credit .xls (SheetJS in the worker) and the IBAN written in the description', async () => {
    const statement = await read('borc-alacak.xls');
    expect(statement.lines.map((l) => [l.valueDate, l.amount, l.balanceAfter])).toEqual([
      ['2024-02-15', 200000n, 300000n],
      ['2024-02-16', -1250n, 298750n],
    ]);
    expect(statement.lines[0]!.counterpartyIban).toBe(AYSE_IBAN);
    expect(statement.balance).toMatchObject({ checked: true, balanced: true });
  });

  it('reads a windows-1254 CSV with quoted separators and keeps ş ğ İ ı ö ü ç', async () => {
    const statement = await read('windows-1254.csv');
    expect(statement.format).toBe('csv');
    expect(statement.lines.map((l) => l.description)).toEqual(['AİDAT; ŞUBAT ğüşıöç', 'Işık faturası İzmir']);
    expect(statement.lines.map((l) => l.amount)).toEqual([125000n, -25000n]);
    expect(statement.balance.balanced).toBe(true);
  });

  it('reads MT940 with multi-line :86:, the counterparty and the bank reference', async () => {
    const statement = await read('statement.sta');
    expect(statement).toMatchObject({ format: 'mt940', currency: 'TRY', openingBalance: 1000000n });
    expect(statement.closingBalance).toBe(1124950n);
    const [first, second] = statement.lines;
    expect(first).toMatchObject({ amount: 150000n, valueDate: '2024-01-05', reference: 'B1' });
    expect(first!.counterpartyName).toBe('AYŞE YILMAZ');
    expect(first!.counterpartyIban).toBe(AYSE_IBAN);
    expect(second).toMatchObject({ amount: -25050n, description: 'ASANSÖR BAKIM ÜCRETİ ŞUBAT' });
    expect(statement.balance).toMatchObject({ checked: true, balanced: true });
  });

  it.each(['02', '08', '13'])(
    'reads camt.053.001.%s: parties by direction, balances, dates',
    async (version) => {
      const statement = await read(`camt053-${version}.xml`);
      expect(statement).toMatchObject({
        format: 'camt053',
        openingBalance: 500000n,
        closingBalance: 589950n,
      });
      expect(statement.iban).toBe('TR610006400000000098765432');
      const [credit, debit] = statement.lines;
      expect(credit).toMatchObject({
        amount: 120000n,
        valueDate: '2024-04-01',
        counterpartyName: 'Ayşe Yılmaz & Eşi',
        counterpartyIban: AYSE_IBAN,
        description: 'AİDAT NİSAN 1042-1',
        reference: 'C1',
      });
      expect(debit).toMatchObject({ amount: -30050n, counterpartyName: 'Güneş Temizlik Ltd' });
      expect(statement.balance.balanced).toBe(true);
    },
  );

  it('flags an MT940 whose closing balance does not add up, in Turkish', async () => {
    const statement = await read('mt940-unbalanced.sta');
    expect(statement.balance.balanced).toBe(false);
    expect(statement.balance.message).toContain('beklenen kapanış 11.249,50, dosyada 11.300,00');
  });

  it('refuses a CSV with a bad amount naming the row and the column', async () => {
    const error = await refusal(read('bad-amount.csv'));
    expect(error.statusCode).toBe(400);
    expect(error.description).toBe("5. satır, Tutar sütunu: '12,3,4' bir tutar değil.");
  });

  it('refuses XML that is not camt.053 and an empty file', async () => {
    expect((await refusal(read('not-camt.xml'))).description).toBe(
      'Bu XML dosyası bir camt.053 hesap özeti değil.',
    );
    expect((await refusal(read('empty.csv'))).description).toBe('Dosya boş.');
  });

  it('asks for a column mapping for an unknown layout, and reads it with one', async () => {
    const error = await refusal(read('no-header.xlsx'));
    expect(error.errors?.mapping).toContain('sütunları tanınmadı');
    const mapped = await readStatementFile(fixture('no-header.xlsx'), 'no-header.xlsx', {
      headerRow: 0,
      date: 0,
      description: 1,
      amount: 2,
    });
    expect(mapped.lines).toMatchObject([{ valueDate: '2024-01-01', amount: 10000n, description: 'bir şey' }]);
    expect(await previewStatementFile(fixture('no-header.xlsx'), 'no-header.xlsx')).toEqual([
      ['Kolon1', 'Kolon2', 'Kolon3'],
      ['2024-01-01', 'bir şey', '100'],
    ]);
  });

  it('refuses a corrupt Excel file without crashing the server', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await refusal(readStatementFile(broken, 'x.xlsx', null))).description).toContain('okunamadı');
  });
});
