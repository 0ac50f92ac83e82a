import { type CalendarDate, daysInMonth, formatDmy, parseDmy } from '../../../common/date';

/** The day `days` after (or before) a DD.MM.YYYY day. */
export function shiftDay(day: string, days: number): string {
  const date = parseDmy(day);
  if (!date) return day;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return formatDmy({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** The same day of the month `months` away, kept within that month (31 March → 30 April). */
export function shiftMonth(day: string, months: number): string {
  const date = parseDmy(day);
  if (!date) return day;
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDmy({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

/**
 * The weeks of a day's month as rows of seven (Monday first, as in Turkey), null where a week runs into the
 * month before or after.
 */
export function monthWeeks(day: string): (CalendarDate | null)[][] {
  const date = parseDmy(day);
  if (!date) return [];
  const { year, month } = date;
  // getUTCDay: 0 is Sunday; Monday first puts Sunday last.
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (CalendarDate | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(year, month); d += 1) cells.push({ year, month, day: d });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
