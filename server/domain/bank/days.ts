/** Calendar days of ISO dates as whole numbers, for distances and day-by-day walks (no time zone involved). */
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → days since 1970-01-01. */
export const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
export const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
