/**
 * The resident's own e-mail choice on their page (docs/mail.md, "Opt-out"): whether announcement-like e-mail
 * (announcements, polls, news) reaches them. Receipts, statements and reminders about their own money still go.
 */
import { formatDmy, todayInIstanbul } from '../../../common/date';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import { mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { setMailOptOut } from '../mail/optOut';
import type { ResidentSession } from '../property/residentPageLinks';

export interface ResidentMailChoice {
  email: string | null;
  /** The Istanbul day the address last bounced, DD.MM.YYYY; null while it works. */
  bouncedOn: string | null;
  optOut: boolean;
}

export async function residentMailChoice(db: Db, resident: ResidentSession): Promise<ResidentMailChoice> {
  const row = await mailMessagesRepository.recipient(db, resident.accountId, resident.residentId);
  if (!row) throw notFound('Sakin bulunamadı.');
  return {
    email: row.email,
    bouncedOn: row.emailBouncedAt ? formatDmy(todayInIstanbul(row.emailBouncedAt)) : null,
    optOut: row.emailOptOut,
  };
}

/** Stops or restarts the link's own resident's announcement e-mail (audited as the resident, no user). */
export async function setResidentMailChoice(
  db: Db,
  resident: ResidentSession,
  optOut: boolean,
): Promise<ResidentMailChoice> {
  await setMailOptOut(db, { accountId: resident.accountId, userId: null }, resident.residentId, optOut);
  return residentMailChoice(db, resident);
}
