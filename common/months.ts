import { daysInMonth } from './date';

/** A calendar month as the API writes it: AA.YYYY ("03.2026"), also read as YYYY-AA (a dues run's period). */
export interface Month {
  year: number;
  month: number;
}

const DOTTED = /^(0?[1-9]|1[0-2])\.(\d{4})$/;
const DASHED = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month a text names, or null when it names none (years 2000–2100). */
export function parseMonth(text: string | null | undefined): Month | null {
  const value = text?.trim() ?? '';
  const dotted = DOTTED.exec(value);
  const dashed = DASHED.exec(value);
  const [year, month] = dotted
    ? [Number(dotted[2]), Number(dotted[1])]
    : dashed
      ? [Number(dashed[1]), Number(dashed[2])]
      : [0, 0];
  if (year < 2000 || year > 2100) return null;
  return { year, month };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "03.2026" */
export const formatMonth = (m: Month): string => `${pad(m.month)}.${m.year}`;

/** The month's first day, ISO. */
export const monthStartIso = (m: Month): string => `${m.year}-${pad(m.month)}-01`;

/** The month's last day, ISO. */
export const monthEndIso = (m: Month): string =>
  `${m.year}-${pad(m.month)}-${pad(daysInMonth(m.year, m.month))}`;

/** The month of an ISO date ("2026-03-15" → "03.2026"). */
export const monthOfIso = (iso: string): string => `${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
