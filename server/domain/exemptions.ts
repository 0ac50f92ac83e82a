import { monthEndIso, monthOfIso, monthStartIso, parseMonth } from '../../common/months';
import { fieldError } from '../errors';

/**
 * An exemption's validity (docs/decisions.md, "Exemption periods"): whole months, either end open. A debt is
 * exempted when its due date falls inside.
 */
export interface ExemptionPeriod {
  /** ISO, the first month's first day; null: no start. */
  startsOn: string | null;
  /** ISO, the last month's last day; null: open-ended. */
  endsOn: string | null;
}

function monthField(text: string | null | undefined, field: string, end: boolean): string | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const month = parseMonth(text);
  if (!month) throw fieldError(field, 'Ay AA.YYYY biçiminde olmalıdır (ör. 01.2026).');
  return end ? monthEndIso(month) : monthStartIso(month);
}

/** The period typed as months (AA.YYYY, empty for an open end), or a Turkish field error. */
export function readExemptionPeriod(input: {
  starts_on?: string | null;
  ends_on?: string | null;
}): ExemptionPeriod {
  const startsOn = monthField(input.starts_on, 'starts_on', false);
  const endsOn = monthField(input.ends_on, 'ends_on', true);
  if (startsOn && endsOn && startsOn > endsOn) {
    throw fieldError('ends_on', 'Bitiş ayı başlangıç ayından önce olamaz.');
  }
  return { startsOn, endsOn };
}

/** Whether the exemption covers a debt due on `dueIso`. */
export function coversDate(period: ExemptionPeriod, dueIso: string): boolean {
  return (
    (period.startsOn === null || period.startsOn <= dueIso) &&
    (period.endsOn === null || dueIso <= period.endsOn)
  );
}

/** The period as the API answers it: months, null for an open end. */
export function periodJson(period: ExemptionPeriod) {
  return {
    starts_on: period.startsOn ? monthOfIso(period.startsOn) : null,
    ends_on: period.endsOn ? monthOfIso(period.endsOn) : null,
  };
}

/** The month filter of the list: the first and last day of the month typed, or a Turkish field error. */
export function monthRange(text: string, field: string): ExemptionPeriod {
  const month = parseMonth(text);
  if (!month) throw fieldError(field, 'Ay AA.YYYY biçiminde olmalıdır (ör. 01.2026).');
  return { startsOn: monthStartIso(month), endsOn: monthEndIso(month) };
}
