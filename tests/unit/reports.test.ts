import { describe, expect, it } from 'vitest';
import { budgetByMonth, ledgerPages } from '../../server/domain/reports';

describe('report arithmetic', () => {
  it('carries each ledger page’s totals into the next and ends on the year’s totals', () => {
    const lines = [100n, 0n, 250n, 0n, 75n].map((income, index) => ({
      income,
      expense: index % 2 ? 40n : 0n,
    }));
    const pages = ledgerPages(lines, 2);
    expect(pages.map((p) => p.rows.length)).toEqual([2, 2, 1]);
    expect(pages[1]!.broughtForward).toEqual(pages[0]!.carriedForward);
    expect(pages[1]!.broughtForward).toEqual({ income: 100n, expense: 40n });
    expect(pages[2]!.carriedForward).toEqual({ income: 425n, expense: 80n });
    expect(ledgerPages([], 25)).toEqual([
      expect.objectContaining({ number: 1, rows: [], carriedForward: { income: 0n, expense: 0n } }),
    ]);
  });

  it('spreads a yearly budget over the months to the kuruş', () => {
    const months = budgetByMonth(2026, 10_000_007n);
    expect(months.size).toBe(12);
    expect([...months.values()].reduce((a, b) => a + b, 0n)).toBe(10_000_007n);
    expect(months.get('2026-01')).toBe(833_334n);
    expect(months.get('2026-12')).toBe(833_333n);
  });
});
