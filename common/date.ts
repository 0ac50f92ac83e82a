/** Calendar dates travel as DD.MM.YYYY (docs/domain.md, "API conventions"); business days are Europe/Istanbul. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DMY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

export function parseDmy(text: string | null | undefined): CalendarDate | null {
  if (!text) return null;
  const match = DMY.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The one reader of a date as a person types it, used by every date input (as its parse, or before validating):
 * "01092024", "1.9.2024", "1/9/2024" or "01-09-2024" → "01.09.2024" when it can be read that way; otherwise as
 * typed (and `parseDmy` then refuses it). Single-digit days and months are accepted here, while the value sent
 * to the server is always the two-digit DD.MM.YYYY `parseDmy` reads.
 */
export function normalizeDmy(text: string): string {
  const trimmed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (digits) return `${digits[1]}.${digits[2]}.${digits[3]}`;
  const parts = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (parts) return `${parts[1]!.padStart(2, '0')}.${parts[2]!.padStart(2, '0')}.${parts[3]}`;
  return trimmed;
}

export function isValidDmy(text: string | null | undefined): boolean {
  return parseDmy(text) !== null;
}

/** Whether a date as a person types it ("1.9.2024", "01092024") reads as a real day: `normalizeDmy`, then `parseDmy`. */
export const readsAsDmy = (text: string): boolean => isValidDmy(normalizeDmy(text));

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDmy(date: CalendarDate): string {
  return `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}`;
}

/** DD.MM.YYYY → ISO `YYYY-MM-DD` (the form PostgreSQL `date` columns take), or null when not a real date. */
export function dmyToIso(text: string | null | undefined): string | null {
  const date = parseDmy(text);
  return date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : null;
}

/** ISO `YYYY-MM-DD` (or a longer ISO string) → DD.MM.YYYY. */
export function isoToDmy(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : null;
}

/** Made once: building an Intl formatter costs far more than using it. */
let istanbulDay: Intl.DateTimeFormat | undefined;

/** Today's calendar date in Istanbul, whatever the server's time zone. */
export function todayInIstanbul(now: Date = new Date()): CalendarDate {
  istanbulDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = istanbulDay.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Made once, like `istanbulDay`. */
let istanbulClock: Intl.DateTimeFormat | undefined;

/**
 * The one Istanbul instant formatter of both sides: an instant (a Date, or the ISO text the server sends) as the
 * manager's clock shows it, "25.11.2026 20:14" (DD.MM.YYYY HH:mm, 24-hour), whatever the machine's time zone.
 */
export function formatIstanbulInstant(at: Date | string): string {
  istanbulClock ??= new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return istanbulClock.format(typeof at === 'string' ? new Date(at) : at).replace(',', '');
}
