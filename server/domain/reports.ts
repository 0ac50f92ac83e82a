/**
 * The pure arithmetic of the ledger reports (docs/accounting.md): the ageing limits, the business ledger's pages
 * with totals carried forward, and a yearly budget spread over its months. Amounts are integer kuruş.
 */
import { splitEqually } from './distribution';

/** The twelve months of a year, 'YYYY-01' … 'YYYY-12'. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

/** The upper bounds (days overdue, inclusive) of the debtors' ageing buckets 0–30, 31–60, 61–90; beyond is over 90. */
export const AGEING_LIMITS = [30, 60, 90] as const;
/** A row of the business ledger (işletme defteri): money in or out, never both. */
export interface LedgerLine {
  income: bigint;
  expense: bigint;
}

export interface LedgerPage<T extends LedgerLine> {
  number: number;
  rows: T[];
  /** Devreden: the totals of every earlier page. */
  broughtForward: LedgerLine;
  /** This page's own rows. */
  pageTotal: LedgerLine;
  /** Nakli yekûn: brought forward + this page, what the next page starts from. */
  carriedForward: LedgerLine;
}

const plus = (a: LedgerLine, b: LedgerLine): LedgerLine => ({
  income: a.income + b.income,
  expense: a.expense + b.expense,
});

/**
 * Cuts the ledger (already in date order) into numbered pages of `perPage` rows; each page starts with what the
 * pages before it carried forward, as a printed işletme defteri does. An empty ledger is one empty page.
 */
export function ledgerPages<T extends LedgerLine>(rows: readonly T[], perPage: number): LedgerPage<T>[] {
  const pages: LedgerPage<T>[] = [];
  let carried: LedgerLine = { income: 0n, expense: 0n };
  for (let start = 0; start === 0 || start < rows.length; start += perPage) {
    const slice = rows.slice(start, start + perPage);
    const pageTotal = slice.reduce<LedgerLine>((sum, row) => plus(sum, row), { income: 0n, expense: 0n });
    const next = plus(carried, pageTotal);
    pages.push({
      number: pages.length + 1,
      rows: slice,
      broughtForward: carried,
      pageTotal,
      carriedForward: next,
    });
    carried = next;
  }
  return pages;
}

/**
 * A yearly budget spread over its twelve months by the largest-remainder method, so the months sum to the year
 * to the kuruş (the leftover kuruş go to the earliest months).
 */
export function budgetByMonth(year: number, yearly: bigint): Map<string, bigint> {
  return splitEqually(yearly, monthsOf(year));
}
