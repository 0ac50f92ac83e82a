import { formatIstanbulInstant, parseDmy } from '../../../common/date';

const DMY_HM = /^(\d{2}\.\d{2}\.\d{4}) (\d{2}):(\d{2})$/;

/** Minutes since an epoch of a 'DD.MM.YYYY HH:mm' text, to compare two of them; null when not a real time. */
export function visitMinutes(text: string): number | null {
  const match = DMY_HM.exec(text.trim());
  const day = match ? parseDmy(match[1]) : null;
  if (!match || !day) return null;
  const hour = Number(match[2]);
  const minute = Number(match[3]);
  if (hour > 23 || minute > 59) return null;
  return Date.UTC(day.year, day.month - 1, day.day, hour, minute) / 60000;
}

/** "1.4.2026 9:05" or "01042026 0905" as typed → "01.04.2026 09:05" when it reads so; otherwise as typed. */
export function normalizeVisitTime(text: string): string {
  const match = /^(\d{1,2})[./-]?(\d{1,2})[./-]?(\d{4})[ T]+(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return text;
  const [, d, m, y, h, min] = match as unknown as [string, string, string, string, string, string];
  return `${d.padStart(2, '0')}.${m.padStart(2, '0')}.${y} ${h.padStart(2, '0')}:${min}`;
}

/** Now on the Istanbul wall clock, 'DD.MM.YYYY HH:mm': a new visit's arrival. */
export function nowInIstanbul(now: Date = new Date()): string {
  return formatIstanbulInstant(now);
}
