/**
 * The pure arithmetic of the ledger reports (docs/accounting.md): months, ageing buckets, the business ledger's
 * pages with totals carried forward, and a yearly budget spread over its months. Amounts are integer kuruş.
 */
import { splitEqually } from './distribution';

/** 'YYYY-MM-DD' → 'YYYY-MM': the month a ledger row belongs to. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** The twelve months of a year, 'YYYY-01' … 'YYYY-12'. */
export function monthsOf(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}

/** The upper bounds (days overdue, inclusive) of the ageing buckets; beyond the last is "over 90". */
export const AGEING_LIMITS = [30, 60, 90] as const;
export type AgeingBucket = 'days_0_30' | 'days_31_60' | 'days_61_90' | 'days_over_90';

/** Which bucket a debt `daysOverdue` days past its due date falls in (0 = due today). */
export function ageingBucket(daysOverdue: number): AgeingBucket {
  if (daysOverdue <= AGEING_LIMITS[0]) return 'days_0_30';
  if (daysOverdue <= AGEING_LIMITS[1]) return 'days_31_60';
  if (daysOverdue <= AGEING_LIMITS[2]) return 'days_61_90';
  return 'days_over_90';
}

/** Days from an ISO date to another (positive when `to` is later); calendar days, no time zone involved. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

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

/** Each row's balance after it: `opening` plus every amount up to and including the row. */
export function runningBalances(opening: bigint, amounts: readonly bigint[]): bigint[] {
  let balance = opening;
  return amounts.map((amount) => {
    balance += amount;
    return balance;
  });
}
