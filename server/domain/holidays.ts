/**
 * Turkish public holidays (Law no. 2429) as data, for counting leave in working days.
 *
 * Fixed holidays fall on the same day every year. Ramazan Bayramı (3 days) and Kurban Bayramı (4 days) follow
 * the Hijri calendar: their first days below are those of the Diyanet's calendar for 2024–2032; a later year
 * needs its line added here (until then only its fixed holidays are known).
 *
 * Half days: the arife (eve) of both bayrams and 28 October are holidays from 13:00 only. Leave is recorded in
 * whole days, so a half day counts as a working day: its morning is worked, and leave taken on it is a day off.
 */

export interface Holiday {
  name: string;
  /** A holiday from 13:00 only (arife, 28 October): still a working day for leave. */
  halfDay: boolean;
}

const FIXED: readonly { month: number; day: number; name: string; halfDay?: true }[] = [
  { month: 1, day: 1, name: 'Yılbaşı' },
  { month: 4, day: 23, name: 'Ulusal Egemenlik ve Çocuk Bayramı' },
  { month: 5, day: 1, name: 'Emek ve Dayanışma Günü' },
  { month: 5, day: 19, name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı" },
  { month: 7, day: 15, name: 'Demokrasi ve Millî Birlik Günü' },
  { month: 8, day: 30, name: 'Zafer Bayramı' },
  { month: 10, day: 28, name: 'Cumhuriyet Bayramı arifesi', halfDay: true },
  { month: 10, day: 29, name: 'Cumhuriyet Bayramı' },
];

/** The first day of each bayram, ISO. */
export const BAYRAM_FIRST_DAYS: Readonly<Record<number, { ramazan: string; kurban: string }>> = {
  2024: { ramazan: '2024-04-10', kurban: '2024-06-16' },
  2025: { ramazan: '2025-03-30', kurban: '2025-06-06' },
  2026: { ramazan: '2026-03-20', kurban: '2026-05-27' },
  2027: { ramazan: '2027-03-09', kurban: '2027-05-16' },
  2028: { ramazan: '2028-02-26', kurban: '2028-05-05' },
  2029: { ramazan: '2029-02-14', kurban: '2029-04-24' },
  2030: { ramazan: '2030-02-04', kurban: '2030-04-13' },
  2031: { ramazan: '2031-01-24', kurban: '2031-04-02' },
  2032: { ramazan: '2032-01-14', kurban: '2032-03-22' },
};

export const FIRST_BAYRAM_YEAR = 2024;
export const LAST_BAYRAM_YEAR = 2032;

const DAY = 86_400_000;

export const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
export const dayTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

/** Every bayram day of the year with its name; the arife is a half day. */
function bayramDays(year: number): Map<string, Holiday> {
  const days = new Map<string, Holiday>();
  const first = BAYRAM_FIRST_DAYS[year];
  if (!first) return days;
  const add = (start: string, length: number, name: string) => {
    const time = dayTime(start);
    days.set(isoDay(time - DAY), { name: `${name} arifesi`, halfDay: true });
    for (let i = 0; i < length; i += 1) {
      days.set(isoDay(time + i * DAY), { name: `${name} ${i + 1}. gün`, halfDay: false });
    }
  };
  add(first.ramazan, 3, 'Ramazan Bayramı');
  add(first.kurban, 4, 'Kurban Bayramı');
  return days;
}

const byYear = new Map<number, Map<string, Holiday>>();

/** Every public holiday of a year by ISO date; a full day wins over a half day falling on the same date. */
export function holidaysOf(year: number): Map<string, Holiday> {
  const cached = byYear.get(year);
  if (cached) return cached;
  const days = new Map<string, Holiday>();
  for (const [iso, holiday] of bayramDays(year)) days.set(iso, holiday);
  // A bayram's arife of one year can fall on 31 December of the year before.
  for (const [iso, holiday] of bayramDays(year + 1)) if (iso.startsWith(`${year}-`)) days.set(iso, holiday);
  for (const fixed of FIXED) {
    const iso = `${year}-${String(fixed.month).padStart(2, '0')}-${String(fixed.day).padStart(2, '0')}`;
    const other = days.get(iso);
    if (!other || other.halfDay) days.set(iso, { name: fixed.name, halfDay: fixed.halfDay ?? false });
  }
  byYear.set(year, days);
  return days;
}

export function holidayOn(iso: string): Holiday | undefined {
  return holidaysOf(Number(iso.slice(0, 4))).get(iso);
}
