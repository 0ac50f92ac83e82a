import { daysInMonth } from '../../common/date';

/**
 * When a recurring SMS job (sms_jobs) sends: every month on `day` at `hour:minute`, Istanbul time, until the end
 * of `lastDate`. A `day` beyond the month's end (31 in February) means the month's last day.
 *
 * Istanbul has kept UTC+3 all year since 2016 (no summer time), so its wall clock is UTC shifted by three hours;
 * no time zone database is needed. Should Turkey bring back summer time, this offset is the one place to change.
 */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface SmsJobTimes {
  day: number;
  hour: number;
  minute: number;
  /** ISO YYYY-MM-DD, Istanbul: the last day a message may leave. */
  lastDate: string;
  /**
   * When the job was written. An occurrence whose time had already passed then is not due: a job saved at 14:00
   * for 10:00 today starts next month instead of sending the moment it is saved. Optional for callers without it.
   */
  createdAt?: Date;
}

interface Month {
  year: number;
  /** 1–12 */
  month: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Istanbul wall clock of an instant, read through the UTC getters. */
const istanbulClock = (instant: Date) => new Date(instant.getTime() + ISTANBUL_OFFSET_MS);

function monthOf(instant: Date): Month {
  const clock = istanbulClock(instant);
  return { year: clock.getUTCFullYear(), month: clock.getUTCMonth() + 1 };
}

const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };

/** The instant of the job's send in the given month, and that day as ISO (to compare with `lastDate`). */
function occurrenceIn(job: SmsJobTimes, { year, month }: Month): { at: Date; date: string } {
  const day = Math.min(job.day, daysInMonth(year, month));
  const at = new Date(Date.UTC(year, month - 1, day, job.hour, job.minute) - ISTANBUL_OFFSET_MS);
  return { at, date: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** The job's next send at or after `now`, or null when that would fall after `lastDate`. */
export function nextJobRun(job: SmsJobTimes, now: Date): Date | null {
  const thisMonth = monthOf(now);
  let next = occurrenceIn(job, thisMonth);
  if (next.at.getTime() < now.getTime()) next = occurrenceIn(job, nextMonth(thisMonth));
  return next.date <= job.lastDate ? next.at : null;
}

/**
 * The month ('YYYY-MM') whose send is due at `now`: this month's time (Istanbul) has come, it is not after the end
 * of `lastDate`, and it was not already past when the job was written. Otherwise null. The scheduler writes one
 * campaign per job and month, so asking again within the month is harmless.
 */
export function dueJobOccurrence(job: SmsJobTimes, now: Date): string | null {
  const month = monthOf(now);
  const occurrence = occurrenceIn(job, month);
  if (occurrence.at.getTime() > now.getTime()) return null;
  if (occurrence.date > job.lastDate) return null;
  if (job.createdAt && occurrence.at.getTime() < job.createdAt.getTime()) return null;
  return `${pad(month.year, 4)}-${pad(month.month)}`;
}

/** An instant as Istanbul's 'DD.MM.YYYY HH:mm' (the jobs list's `next_at`). */
export function formatIstanbulMinute(instant: Date): string {
  const clock = istanbulClock(instant);
  return (
    `${pad(clock.getUTCDate())}.${pad(clock.getUTCMonth() + 1)}.${pad(clock.getUTCFullYear(), 4)} ` +
    `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`
  );
}

/** The instant of hour:minute on an Istanbul calendar day (a later send's time). */
export function istanbulTime(
  day: { year: number; month: number; day: number },
  hour: number,
  minute: number,
): Date {
  return new Date(Date.UTC(day.year, day.month - 1, day.day, hour, minute) - ISTANBUL_OFFSET_MS);
}

/** An instant's Istanbul day of the month, hour and minute, and its month as a job's occurrence (YYYY-MM). */
export function occurrenceOf(instant: Date): {
  day: number;
  hour: number;
  minute: number;
  occurrence: string;
} {
  const clock = istanbulClock(instant);
  return {
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
    occurrence: `${pad(clock.getUTCFullYear(), 4)}-${pad(clock.getUTCMonth() + 1)}`,
  };
}
