/**
 * Which channel a reminder goes by (docs/reminders.md, "Channels"): the first of the rule's order the resident can
 * be reached on. E-mail needs an address that has not bounced; SMS a mobile number and no "no SMS" mark.
 */

export type ReminderChannel = 'email' | 'sms';

export const REMINDER_CHANNELS: readonly ReminderChannel[] = ['email', 'sms'];

export interface Reachability {
  email: string | null;
  emailBounced: boolean;
  /** A valid mobile number and no SMS opt-out. */
  sms: boolean;
}

export function pickChannel(
  order: readonly ReminderChannel[],
  resident: Reachability,
): ReminderChannel | null {
  for (const channel of order) {
    if (channel === 'email' && resident.email && !resident.emailBounced) return 'email';
    if (channel === 'sms' && resident.sms) return 'sms';
  }
  return null;
}
