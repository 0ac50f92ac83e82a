import { dmyToIso, formatDmy, todayInIstanbul } from '../../../common/date';
import { parseAmount } from '../../../common/money';
import type { ReconciliationDay } from '../../dataProvider/custom/bankReconciliation';

/** This month so far, Istanbul time: the period the page opens with. */
export function thisMonth(now = new Date()): { start_date: string; end_date: string } {
  const today = todayInIstanbul(now);
  return { start_date: formatDmy({ ...today, day: 1 }), end_date: formatDmy(today) };
}

/** The API's decimal as kuruş; money is never added or compared as a float. */
export const kurusOf = (amount: string | number | null | undefined): bigint => parseAmount(amount) ?? 0n;

/** End on or after start; both real DD.MM.YYYY dates. */
export function periodInOrder(start: string, end: string): boolean {
  const from = dmyToIso(start);
  const to = dmyToIso(end);
  return Boolean(from && to && from <= to);
}

/** The day with the largest difference either way, for the chart's text alternative; null when every day is 0. */
export function largestDifference(days: ReconciliationDay[]): ReconciliationDay | null {
  let largest: ReconciliationDay | null = null;
  let size = 0n;
  for (const day of days) {
    const difference = kurusOf(day.difference);
    const magnitude = difference < 0n ? -difference : difference;
    if (magnitude > size) {
      size = magnitude;
      largest = day;
    }
  }
  return largest;
}
