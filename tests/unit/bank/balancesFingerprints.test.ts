import { describe, expect, it } from 'vitest';
import { checkRunningBalance, checkTotals } from '../../../server/domain/bank/balances';
import { lineFingerprints } from '../../../server/domain/bank/fingerprint';
import { parseTextStatement } from '../../../server/domain/bank/statement';
import type { StatementLine } from '../../../server/domain/bank/types';

const line = (
  position: number,
  valueDate: string,
  amount: bigint,
  balanceAfter: bigint | null,
): StatementLine => ({
  position,
  valueDate,
  bookingDate: null,
  amount,
  description: 'AİDAT',
  counterpartyName: null,
  counterpartyIban: null,
  reference: null,
  balanceAfter,
});

describe('balance checks', () => {
  it('names the first row where the running balance stops adding up', () => {
    const lines = [
      line(2, '2024-01-01', 100n, 1100n),
      line(3, '2024-01-02', 50000n, 51100n),
      line(12, '2024-01-03', 123456n, 120000n),
    ];
    expect(checkRunningBalance(lines)).toEqual({
      checked: true,
      balanced: false,
      firstBadPosition: 12,
      message: 'Bakiye 12. satırda tutmuyor: beklenen 1.745,56, dosyada 1.200,00.',
    });
    expect(checkRunningBalance(lines.slice(0, 2)).balanced).toBe(true);
    expect(checkRunningBalance([line(2, '2024-01-01', 100n, null)]).checked).toBe(false);
  });

  it('checks opening + lines = closing per statement', () => {
    const lines = [line(1, '2024-01-01', 100n, null), line(2, '2024-01-02', -30n, null)];
    expect(checkTotals([{ opening: 1000n, closing: 1070n, lines }]).balanced).toBe(true);
    const bad = checkTotals([
      { opening: 900n, closing: 900n, lines: [] },
      { opening: 1000n, closing: 1000n, lines },
    ]);
    expect(bad).toMatchObject({ balanced: false, firstBadPosition: 2 });
    expect(bad.message).toContain('2. hesap özetinde');
  });
});

const csv = (...rows: string[]) =>
  new TextEncoder().encode(['Tarih;Açıklama;Tutar;Bakiye', ...rows].join('\n'));
const lines = (bytes: Uint8Array) => parseTextStatement(bytes, 'csv', null).lines;

describe('line fingerprints', () => {
  const january = csv(
    '02.01.2024;AİDAT;500,00;1.500,00',
    '02.01.2024;AİDAT;500,00;2.000,00',
    '03.01.2024;SU;-100,00;1.900,00',
  );

  it('are the same for the same file read twice, and differ per account', () => {
    expect(lineFingerprints(7, lines(january))).toEqual(lineFingerprints(7, lines(january)));
    expect(lineFingerprints(8, lines(january))[0]).not.toBe(lineFingerprints(7, lines(january))[0]);
  });

  it('keep two identical lines of one day apart by their occurrence', () => {
    const same = csv('02.01.2024;AİDAT;500,00;', '02.01.2024;aidat ;500,00;');
    const prints = lineFingerprints(7, lines(same));
    expect(prints).toHaveLength(2);
    expect(new Set(prints).size).toBe(2);
  });

  it('match the common lines of an overlapping file, listed newest first', () => {
    const overlap = csv(
      '04.01.2024;KİRA;1.000,00;2.900,00',
      '03.01.2024;SU;-100,00;1.900,00',
      '02.01.2024;AİDAT;500,00;2.000,00',
    );
    const before = lineFingerprints(7, lines(january));
    const after = lineFingerprints(7, lines(overlap));
    expect(after.filter((print) => before.includes(print))).toHaveLength(2);
    expect(after.filter((print) => !before.includes(print))).toHaveLength(1);
  });
});
