/**
 * Reminders by e-mail (docs/reminders.md, "Channels"): each claimed reminder gets a new personal link, made here
 * so its token exists in clear only in the message, and is delivered as mail/sending.ts delivers any e-mail (kind
 * 'reminder', which an opt-out does not stop). Its message is written as 'sending' and linked to its reminder
 * before the provider is called, so a crash in between leaves a claim the stale sweep can close
 * (reminderStale.ts). Its reminder_sends row keeps the mail_messages id, or the reason it did not go.
 */
import type { Executor } from '../../db';
import { reminderMail } from '../../domain/reminders/template';
import { LINK_PLACEHOLDER, RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import { AppError } from '../../errors';
import { mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { accountsRepository } from '../../repositories/session/accounts';
import { reminderRunsRepository } from '../../repositories/sms/reminderRuns';
import { deliver, type MailSettings } from '../mail/sending';
import { mailTransport } from '../mail/transport';
import { issueResidentLink } from '../property/residentPageLinks';

/** One claimed reminder to send by e-mail. */
export interface MailReminder {
  residentId: number;
  dueDate: string;
  /** What the resident owes in all, kuruş. */
  open: bigint;
  to: string;
  /** The rule's text with the link's stand-in (`…/sakin/xxxx`). */
  text: string;
}

const NO_RESIDENT = 'Sakin artık kayıtlı değil; kişisel sayfa bağlantısı oluşturulamadı.';
const STAND_IN = `${RESIDENT_PAGE_PATH}${LINK_PLACEHOLDER}`;

/** A new personal link for the resident, or null when they were deleted since the claim. */
function linkFor(db: Executor, run: { accountId: number; userId: number | null }, residentId: number) {
  return issueResidentLink(db, run, residentId).catch((error: unknown) => {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  });
}

/**
 * Sends a run's e-mail reminders one by one, after the run's claims are committed: a crash in between leaves a
 * claimed reminder unsent, never sent twice. Answers how many the provider took and how many it refused.
 */
export async function sendReminderMails(
  { db, mail: settings, origin }: { db: Executor; mail: MailSettings; origin: string },
  run: { accountId: number; runId: number; userId: number | null },
  items: MailReminder[],
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  if (items.length === 0) return counts;
  const assocName = (await accountsRepository.find(db, run.accountId))?.assocName ?? '';
  for (const item of items) {
    const link = await linkFor(db, run, item.residentId);
    let outcome: { mailMessageId: number | null; error: string | null } = {
      mailMessageId: null,
      error: NO_RESIDENT,
    };
    if (link) {
      const url = `${origin}${link.path}`;
      const text = item.text.replaceAll(STAND_IN, link.path);
      const mail = reminderMail({ assocName, text, link: url, open: item.open, dueDate: item.dueDate });
      const outgoing = {
        accountId: run.accountId,
        residentId: item.residentId,
        to: item.to,
        kind: 'reminder' as const,
        ...mail,
      };
      const claimed = await db.transaction(async (tx) => {
        const written = await mailMessagesRepository.insert(tx, {
          accountId: run.accountId,
          residentId: item.residentId,
          toAddress: item.to,
          subject: mail.subject,
          kind: 'reminder',
          provider: mailTransport(settings.mail, settings.dataDir).name,
          status: 'sending',
          claimedAt: new Date(),
        });
        await reminderRunsRepository.linkMail(tx, run, item, written.id);
        return written;
      });
      const row = await deliver(db, settings, claimed, outgoing);
      outcome = {
        mailMessageId: row.id,
        error: row.status === 'sent' ? null : `E-posta gönderilemedi: ${row.providerAnswer ?? ''}`.trim(),
      };
    }
    await reminderRunsRepository.settleMail(db, run, item, outcome);
    if (outcome.error === null) counts.sent += 1;
    else counts.failed += 1;
  }
  return counts;
}
