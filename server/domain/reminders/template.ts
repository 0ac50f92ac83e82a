/**
 * A reminder's text (docs/reminders.md, "Template"): the SMS merge fields (common/smsFields.ts) with the reminder's
 * own values: {ad}, {borc} (what the resident owes in all, as every SMS says it), {son_odeme} (the due date reminded
 * of), {odeme_kodu} (the flat's payment code) and {link} (the resident's personal page).
 */
import { isoToDmy } from '../../../common/date';
import { smsMoney } from '../smsRecipients';
import type { ReminderTarget } from './targets';

/** The reminder's own field values for one target; `link` is the personal page address (or its stand-in). */
export function reminderFields(
  target: ReminderTarget,
  resident: { name: string },
  link: string,
): Record<string, string> {
  return {
    ad: resident.name,
    borc: smsMoney(target.residentOpen),
    son_odeme: isoToDmy(target.dueDate) ?? '',
    odeme_kodu: target.paymentCode,
    link,
  };
}
