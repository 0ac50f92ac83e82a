import { dayTime, holidayOn, isoDay } from './holidays';

/**
 * Annual leave (yıllık ücretli izin) by Labour Law no. 4857 art. 53, counted in working days: Monday to Friday
 * that is not a full public holiday (server/domain/holidays.ts; a half day counts as a working day).
 */

const DAY = 86_400_000;

/** The longest leave one record may cover, in calendar days: a year. */
export const MAX_LEAVE_SPAN_DAYS = 366;

export function isWorkingDay(iso: string): boolean {
  const weekday = new Date(dayTime(iso)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const holiday = holidayOn(iso);
  return !holiday || holiday.halfDay;
}

/** Working days from `startIso` to `endIso`, both included (0 when the end is before the start). */
export function workingDaysBetween(startIso: string, endIso: string): number {
  let count = 0;
  for (let time = dayTime(startIso); time <= dayTime(endIso); time += DAY) {
    if (isWorkingDay(isoDay(time))) count += 1;
  }
  return count;
}

/** Calendar days from start to end, both included. */
export function calendarSpan(startIso: string, endIso: string): number {
  return Math.round((dayTime(endIso) - dayTime(startIso)) / DAY) + 1;
}

/** The `years`-th anniversary of `startIso`; a 29 February start has its anniversary on 28 February. */
export function anniversary(startIso: string, years: number): string {
  const year = Number(startIso.slice(0, 4)) + years;
  const month = Number(startIso.slice(5, 7));
  const day = Number(startIso.slice(8, 10));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${startIso.slice(5, 7)}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** Whole years of service completed on `onIso` (0 before the first anniversary, or before the start). */
export function completedYears(startIso: string, onIso: string): number {
  if (onIso < startIso) return 0;
  let years = Number(onIso.slice(0, 4)) - Number(startIso.slice(0, 4));
  if (anniversary(startIso, years) > onIso) years -= 1;
  return Math.max(0, years);
}

/** Art. 53: none before one year; 14 working days from one to five years, 20 from five to fifteen, 26 beyond. */
export function annualEntitlement(years: number): number {
  if (years < 1) return 0;
  if (years < 5) return 14;
  if (years < 15) return 20;
  return 26;
}

/**
 * The service year a day falls in: it runs from the last anniversary up to (not including) the next one, and its
 * entitlement is earned by the years completed at its start. Leave is counted against the service year its first
 * day falls in; an unused balance does not carry over.
 */
export interface ServiceYear {
  years: number;
  from: string;
  /** The next anniversary: the first day of the next service year. */
  until: string;
  entitlement: number;
}

export function serviceYearOn(startIso: string, onIso: string): ServiceYear {
  const years = completedYears(startIso, onIso);
  return {
    years,
    from: onIso < startIso ? startIso : anniversary(startIso, years),
    until: anniversary(startIso, years + 1),
    entitlement: annualEntitlement(years),
  };
}
