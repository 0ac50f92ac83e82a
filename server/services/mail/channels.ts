/**
 * What the office writes to residents that also goes by e-mail (docs/mail.md, "Announcements, polls and ticket
 * replies"): a shown announcement to every flat holder with a usable address, a poll invitation with each one's
 * personal voting link, and the management's reply to a resident's ticket. Announcements and polls skip who
 * stopped them and are queued (sent by batches.ts); a ticket reply is the resident's own matter, always goes, and
 * goes at once.
 */
import { isoToDmy } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { escapeHtml, hasUsableEmail } from '../../domain/mail';
import { mailBatchesRepository } from '../../repositories/mail/mailBatches';
import { type MailRecipient, mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { issueResidentLink } from '../property/residentPageLinks';
import { type MailSettings, type OutgoingMail, sendMail } from './sending';

/** A file up to this size goes in the announcement's e-mail; a larger one is read on the resident page. */
export const ATTACH_MAX_BYTES = 2 * 1024 * 1024;

export interface Actor {
  accountId: number;
  userId: number | null;
}

/** Who an announcement or poll can reach by e-mail: a usable address, and not stopped. */
export async function mailReach(
  db: Executor,
  accountId: number,
  buildingIds: number[] | null,
): Promise<MailRecipient[]> {
  const holders = await mailMessagesRepository.flatHolders(db, accountId, buildingIds);
  return holders.filter((p) => hasUsableEmail(p) && !p.emailOptOut);
}

const fullName = (p: MailRecipient) => `${p.name} ${p.surname}`.trim();

/** A new personal link to the resident page (the same kind the SMS carries), as a full address. */
async function pageLink(db: Executor, settings: MailSettings, actor: Actor, residentId: number) {
  const link = await issueResidentLink(db, actor, residentId);
  return `${settings.publicUrl}${link.path}`;
}

const paragraphsHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

const linkHtml = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="font-weight:bold">${escapeHtml(label)}</a></p>`;

/** What an announcement's e-mail says; its file is read again when the batch is sent. */
export interface AnnouncementMail {
  title: string;
  content: string;
  file: { name: string; storedName: string; mime: string; attached: boolean } | null;
}

export interface PollMail {
  title: string;
  question: string;
  options: string[];
  /** ISO day */
  endDate: string;
}

/** A batch's words (mail_batches.payload), by its kind. */
export type BatchPayload = AnnouncementMail | PollMail;

/** Where a batch goes to be sent: the 'mail-send' queue, or in-process after the answer without the job queue. */
export interface MailQueue {
  provider: 'outbox' | 'smtp';
  enqueue(batchId: number): Promise<void>;
}

/** Records one message per person as queued (one transaction), then hands the batch to the queue. */
async function queueBatch(
  db: Db,
  queue: MailQueue,
  actor: Actor,
  kind: 'announcement' | 'poll',
  payload: BatchPayload,
  people: MailRecipient[],
  subject: string,
): Promise<void> {
  if (people.length === 0) return;
  const messages = people.map((p) => ({ residentId: p.id, toAddress: p.email!, subject }));
  const batch = await db.transaction((tx) =>
    mailBatchesRepository.queue(tx, { ...actor, kind, payload }, messages, queue.provider),
  );
  await queue.enqueue(batch.id);
}

/** Queues the announcement to each reachable flat holder; answers how many will be e-mailed. */
export async function queueAnnouncementMail(
  db: Db,
  queue: MailQueue,
  actor: Actor,
  announcement: AnnouncementMail,
): Promise<number> {
  const people = await mailReach(db, actor.accountId, null);
  await queueBatch(db, queue, actor, 'announcement', announcement, people, announcement.title);
  return people.length;
}

/** Queues the poll invitation to each of `people`; answers how many will be e-mailed. */
export async function queuePollInvitations(
  db: Db,
  queue: MailQueue,
  actor: Actor,
  poll: PollMail,
  people: MailRecipient[],
): Promise<number> {
  await queueBatch(db, queue, actor, 'poll', poll, people, `Anket: ${poll.title}`);
  return people.length;
}

/**
 * One announcement message: the title as the subject, the text, and the file attached when small, otherwise a
 * personal link to the page where it is shown.
 */
export async function announcementMessage(
  db: Executor,
  settings: MailSettings,
  actor: Actor,
  person: MailRecipient,
  announcement: AnnouncementMail,
  bytes: Buffer | null,
): Promise<OutgoingMail> {
  const { file } = announcement;
  const body = `Sayın ${fullName(person)},\n\n${announcement.content}`;
  let tail = '';
  let tailHtml = '';
  if (file?.attached) {
    tail = `Duyurunun dosyası (${file.name}) bu e-postanın ekindedir.`;
    tailHtml = `<p>${escapeHtml(tail)}</p>`;
  } else if (file) {
    const url = await pageLink(db, settings, actor, person.id);
    tail = `Duyurunun dosyası (${file.name}) kişisel sayfanızda: ${url}`;
    tailHtml = `<p>Duyurunun dosyası (${escapeHtml(file.name)}) kişisel sayfanızda:</p>${linkHtml(url, 'Kişisel sayfanızı açın')}`;
  }
  return {
    accountId: actor.accountId,
    residentId: person.id,
    to: person.email!,
    subject: announcement.title,
    text: tail ? `${body}\n\n${tail}` : body,
    html: `<h2 style="font-size:18px">${escapeHtml(announcement.title)}</h2>\n${paragraphsHtml(body)}\n${tailHtml}`,
    kind: 'announcement',
    attachments:
      file?.attached && bytes ? [{ filename: file.name, content: bytes, contentType: file.mime }] : [],
  };
}

/** One poll invitation, with a new personal voting link. */
export async function pollMessage(
  db: Executor,
  settings: MailSettings,
  actor: Actor,
  person: MailRecipient,
  poll: PollMail,
): Promise<OutgoingMail> {
  const end = isoToDmy(poll.endDate) ?? poll.endDate;
  const details =
    `"${poll.title}" anketimize katılmanızı rica ederiz.\n\nSoru: ${poll.question}\n` +
    `Seçenekler: ${poll.options.join(' / ')}\nSon oy verme günü: ${end}`;
  const note = 'Bu bağlantı yalnız size aittir; başkasıyla paylaşmayınız.';
  const url = await pageLink(db, settings, actor, person.id);
  const body = `Sayın ${fullName(person)},\n\n${details}`;
  return {
    accountId: actor.accountId,
    residentId: person.id,
    to: person.email!,
    subject: `Anket: ${poll.title}`,
    text: `${body}\n\nOy vermek için kişisel bağlantınız: ${url}\n\n${note}`,
    html: `${paragraphsHtml(body)}\n${linkHtml(url, 'Oy vermek için tıklayın')}\n<p>${escapeHtml(note)}</p>`,
    kind: 'poll',
  };
}

/**
 * The management's reply to a resident's ticket, when the resident has a usable address. Answers the address it
 * went to, or null when it did not go (no resident, no usable address, the provider refused).
 */
export async function mailTicketReply(
  db: Executor,
  settings: MailSettings,
  accountId: number,
  ticket: { id: number; subject: string; residentId: number | null },
  message: string,
): Promise<string | null> {
  if (ticket.residentId === null) return null;
  const resident = await mailMessagesRepository.recipient(db, accountId, ticket.residentId);
  if (!resident || !hasUsableEmail(resident)) return null;
  const row = await sendMail(db, settings, {
    accountId,
    residentId: resident.id,
    to: resident.email!,
    subject: `Talebinize yanıt: ${ticket.subject}`,
    text:
      `Sayın ${fullName(resident)},\n\n"${ticket.subject}" konulu talebinize (No ${ticket.id}) yönetimin ` +
      `yanıtı:\n\n${message}`,
    kind: 'ticket',
  });
  return row?.status === 'sent' ? resident.email : null;
}
