/**
 * Which debts a reminder rule reaches on a day (docs/reminders.md, "Who is reminded"). Pure: the candidate debts
 * come from server/repositories/sms/reminders.ts, already limited to the account's open debts in the rule's window.
 */

export interface ReminderFilters {
  offsetDays: number;
  /** Kuruş. */
  minAmount: bigint;
  accountingTypeIds: number[];
  groupIds: number[];
  buildingIds: number[];
  who: 'owners' | 'tenants' | 'both';
  minOverdueDays: number;
}

/** An open debt the repository found, with what the filters ask about it and its resident. */
export interface CandidateDebt {
  residentId: number;
  /** ISO YYYY-MM-DD */
  dueDate: string;
  /** Kuruş still to pay on this debt. */
  open: bigint;
  responsible: 'owner' | 'tenant';
  accountingTypeId: number;
  buildingId: number;
  /** The flat's dues group and debt groups. */
  groupIds: number[];
  paymentCode: string;
  /** Kuruş the resident owes in all. */
  residentOpen: bigint;
  /** ISO day of the resident's oldest open debt; null when the rule reads it nowhere (needsOldestDue). */
  oldestDue: string | null;
}

/** One reminder to write: a resident and a due date, with the debts of that day it is about. */
export interface ReminderTarget {
  residentId: number;
  dueDate: string;
  /** Kuruş still open on the debts due that day that the rule keeps. */
  open: bigint;
  residentOpen: bigint;
  paymentCode: string;
  /** ISO day of the resident's oldest open debt (the {en_eski_vade} and {gecikme_gun} fields), when read. */
  oldestDue: string | null;
}

/** Fields of a template that read the resident's oldest open debt (server/domain/smsRecipients.ts fieldValues). */
const OLDEST_DUE_FIELDS = ['{en_eski_vade}', '{gecikme_gun}'];

/**
 * Whether a rule reads each resident's oldest open debt (one index probe per resident): to filter by days overdue,
 * or for a field of its template that says it. Otherwise the candidates come without it.
 */
export function needsOldestDue(rule: { minOverdueDays: number; template: string }): boolean {
  return rule.minOverdueDays > 0 || OLDEST_DUE_FIELDS.some((field) => rule.template.includes(field));
}

/** A day the daily job missed (the server was down) is caught up for this many days after. */
export const CATCH_UP_DAYS = 7;

const DAY_MS = 86_400_000;

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / DAY_MS);
}

/**
 * The due dates a rule reminds on `date`: the one `offsetDays` before it, and for rules on or after the due date the
 * week before too, so a missed day is caught up. A rule before the due date is never late: "due in 3 days" sent
 * after the day would be wrong.
 */
export function dueWindow(offsetDays: number, date: string): { from: string; to: string } {
  const to = addDays(date, -offsetDays);
  return { from: offsetDays >= 0 ? addDays(to, -CATCH_UP_DAYS) : to, to };
}

function keeps(
  rule: ReminderFilters,
  debt: CandidateDebt,
  date: string,
  { from, to }: { from: string; to: string },
): boolean {
  if (debt.open <= 0n || debt.dueDate < from || debt.dueDate > to) return false;
  if (rule.who === 'owners' && debt.responsible !== 'owner') return false;
  if (rule.who === 'tenants' && debt.responsible !== 'tenant') return false;
  if (rule.accountingTypeIds.length > 0 && !rule.accountingTypeIds.includes(debt.accountingTypeId))
    return false;
  if (rule.buildingIds.length > 0 && !rule.buildingIds.includes(debt.buildingId)) return false;
  if (rule.groupIds.length > 0 && !debt.groupIds.some((id) => rule.groupIds.includes(id))) return false;
  if (debt.residentOpen < rule.minAmount) return false;
  if (rule.minOverdueDays === 0) return true;
  return debt.oldestDue !== null && daysBetween(debt.oldestDue, date) >= rule.minOverdueDays;
}

/** The reminders a rule writes on `date`, one per resident and due date, in resident then due date order. */
export function reminderTargets(
  rule: ReminderFilters,
  date: string,
  debts: CandidateDebt[],
): ReminderTarget[] {
  const byKey = new Map<string, ReminderTarget>();
  const window = dueWindow(rule.offsetDays, date);
  for (const debt of debts) {
    if (!keeps(rule, debt, date, window)) continue;
    const key = `${debt.residentId}:${debt.dueDate}`;
    const found = byKey.get(key);
    if (found) {
      found.open += debt.open;
      continue;
    }
    byKey.set(key, {
      residentId: debt.residentId,
      dueDate: debt.dueDate,
      open: debt.open,
      residentOpen: debt.residentOpen,
      paymentCode: debt.paymentCode,
      oldestDue: debt.oldestDue,
    });
  }
  // ISO days sort as plain strings: no locale needed.
  return [...byKey.values()].sort(
    (a, b) => a.residentId - b.residentId || (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0),
  );
}
