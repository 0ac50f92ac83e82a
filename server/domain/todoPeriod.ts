import { daysInMonth } from '../../common/date';

/**
 * The days a to-do query covers, as ISO dates: the day itself, or with `wholeMonth` the first to the last day of
 * its month (the month calendar's one request).
 */
export function todoPeriod(dayIso: string, wholeMonth: boolean): { from: string; to: string } {
  if (!wholeMonth) return { from: dayIso, to: dayIso };
  const [year, month] = dayIso.split('-').map(Number) as [number, number];
  const month2 = String(month).padStart(2, '0');
  return {
    from: `${year}-${month2}-01`,
    to: `${year}-${month2}-${String(daysInMonth(year, month)).padStart(2, '0')}`,
  };
}
