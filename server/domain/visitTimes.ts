import { parseDmy } from '../../common/date';
import { istanbulTime } from './smsSchedule';

const DMY_HM = /^(\d{2}\.\d{2}\.\d{4})[ T](\d{1,2}):(\d{2})$/;

/**
 * A visit's time as the manager types it, Istanbul wall clock 'DD.MM.YYYY HH:mm' → the instant; null when it is
 * not a real day and time.
 */
export function parseVisitTime(text: string): Date | null {
  const match = DMY_HM.exec(text.trim());
  if (!match) return null;
  const day = parseDmy(match[1]);
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (!day || hour > 23 || minute > 59) return null;
  return istanbulTime(day, hour, minute);
}

/**
 * The instants a visit list's day filter covers: arrivals from the start of `startIso` up to (not including) the
 * start of the day after `endIso`, Istanbul days. Either end may be open.
 */
export function visitDayRange(
  startIso: string | null,
  endIso: string | null,
): { from: Date | null; before: Date | null } {
  const dayStart = (iso: string, extraDays: number) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return istanbulTime({ year, month, day: day + extraDays }, 0, 0);
  };
  return {
    from: startIso ? dayStart(startIso, 0) : null,
    before: endIso ? dayStart(endIso, 1) : null,
  };
}
