import type { CalendarDate } from '../../common/date';

const iso = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** The licence covers its last day: it has expired only when today (Istanbul) is after `licence_end`. */
export function licenceExpired(licenceEndIso: string, today: CalendarDate): boolean {
  return iso(today) > licenceEndIso;
}

/** New registrations get a 30-day trial (docs/domain.md, "The licence and packages"). */
export function trialLicenceEnd(today: CalendarDate, days = 30): string {
  const end = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
  return end.toISOString().slice(0, 10);
}

export function daysLeft(licenceEndIso: string, today: CalendarDate): number {
  const end = Date.parse(`${licenceEndIso}T00:00:00Z`);
  const start = Date.UTC(today.year, today.month - 1, today.day);
  return Math.round((end - start) / 86_400_000);
}
