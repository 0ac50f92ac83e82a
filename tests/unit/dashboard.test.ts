import { describe, expect, it } from 'vitest';
import { collectionRate, lastTwelveMonths, monthOf } from '../../server/domain/dashboard';

describe('the dashboard’s pure rules', () => {
  it('gives the collection rate in percent to one decimal, half up, in whole numbers only', () => {
    expect(collectionRate(25000n, 75000n)).toBe(33.3);
    expect(collectionRate(2n, 3n)).toBe(66.7);
    expect(collectionRate(1n, 8n)).toBe(12.5);
    // 0.05 % exactly: rounds up to 0.1.
    expect(collectionRate(1n, 2000n)).toBe(0.1);
    expect(collectionRate(0n, 100n)).toBe(0);
    expect(collectionRate(100n, 100n)).toBe(100);
    expect(collectionRate(0n, 0n)).toBeNull();
  });

  it('knows this month and the twelve months of the chart, across the turn of the year', () => {
    expect(monthOf({ year: 2028, month: 2, day: 10 })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(lastTwelveMonths({ year: 2026, month: 11, day: 25 })).toEqual({
      start: '2025-12-01',
      end: '2026-11-30',
    });
    expect(lastTwelveMonths({ year: 2027, month: 1, day: 1 })).toEqual({
      start: '2026-02-01',
      end: '2027-01-31',
    });
    expect(lastTwelveMonths({ year: 2026, month: 12, day: 31 })).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });
});
