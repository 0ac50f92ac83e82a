/**
 * When reminders may leave (docs/reminders.md, "Hours"): a rule's hour is 06..21 Istanbul, and nothing is sent at
 * night (22:00–06:00): a manual run at night holds its messages until 06:00. Istanbul is UTC+3 all year
 * (server/domain/smsSchedule.ts says why no time zone database is needed).
 */

export const FIRST_HOUR = 6;
export const LAST_HOUR = 21;

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Istanbul hour of an instant, 0..23. */
export function istanbulHour(now: Date): number {
  return new Date(now.getTime() + ISTANBUL_OFFSET_MS).getUTCHours();
}

export function isQuietHour(hour: number): boolean {
  return hour < FIRST_HOUR || hour > LAST_HOUR;
}

/** When a message written at `now` may leave: now by day, the next 06:00 Istanbul at night. */
export function sendTimeFor(now: Date): Date {
  const hour = istanbulHour(now);
  if (!isQuietHour(hour)) return now;
  const clock = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  const morning = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate(), FIRST_HOUR);
  const day = hour > LAST_HOUR ? morning + 86_400_000 : morning;
  return new Date(day - ISTANBUL_OFFSET_MS);
}
