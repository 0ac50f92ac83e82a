/**
 * What the office writes to residents that also goes by e-mail (docs/mail.md, "Announcements, polls and ticket
 * replies"): a shown announcement to every flat holder with a usable address, a poll invitation with each one's
 * personal voting link, and the management's reply to a resident's ticket. Announcements and polls skip who
 * stopped them (sendMail answers null); a ticket reply is the resident's own matter and always goes.
 */
import { isoToDmy } from '../../../common/date';
import type { Executor } from '../../db';
import { escapeHtml, hasUsableEmail } from '../../domain/mail';
import { type MailRecipient, mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { issueResidentLink } from '../property/residentPageLinks';
import { type MailSettings, sendMail } from './sending';

/** A file up to this size goes in the announcement's e-mail; a larger one is read on the resident page. */
export const ATTACH_MAX_BYTES = 2 * 1024 * 1024;

interface Actor {
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

export interface AnnouncementMail {
  title: string;
  content: string;
  file: { name: string; bytes: Buffer; mime: string } | null;
}

/**
 * The announcement to each reachable flat holder: the title as the subject, the text, and the file attached when
 * small, otherwise a personal link to the page where it is shown. Answers how many messages were sent.
 */
export async function mailAnnouncement(
  db: Executor,
  settings: MailSettings,
  actor: Actor,
  announcement: AnnouncementMail,
): Promise<number> {
  const people = await mailReach(db, actor.accountId, null);
  const { file } = announcement;
  const attached = file !== null && file.bytes.length <= ATTACH_MAX_BYTES;
  const attachments = attached ? [{ filename: file.name, content: file.bytes, contentType: file.mime }] : [];
  let sent = 0;
  for (const person of people) {
    const greeting = `Sayın ${fullName(person)},`;
    const body = `${greeting}\n\n${announcement.content}`;
    let tail = attached ? `Duyurunun dosyası (${file.name}) bu e-postanın ekindedir.` : '';
    let tailHtml = tail ? `<p>${escapeHtml(tail)}</p>` : '';
    if (file && !attached) {
      const url = await pageLink(db, settings, actor, person.id);
      tail = `Duyurunun dosyası (${file.name}) kişisel sayfanızda: ${url}`;
      tailHtml = `<p>Duyurunun dosyası (${escapeHtml(file.name)}) kişisel sayfanızda:</p>${linkHtml(url, 'Kişisel sayfanızı açın')}`;
    }
    const row = await sendMail(db, settings, {
      accountId: actor.accountId,
      residentId: person.id,
      to: person.email!,
      subject: announcement.title,
      text: tail ? `${body}\n\n${tail}` : body,
      html: `<h2 style="font-size:18px">${escapeHtml(announcement.title)}</h2>\n${paragraphsHtml(body)}\n${tailHtml}`,
      kind: 'announcement',
      attachments,
    });
    if (row?.status === 'sent') sent += 1;
  }
  return sent;
}

export interface PollMail {
  title: string;
  question: string;
  options: string[];
  /** ISO day */
  endDate: string;
}

/**
 * The poll invitation to each of `people`, with a new personal voting link each. Answers the residents whose
 * message left (the others, a failed or bounced address, are for the SMS).
 */
export async function mailPollInvitations(
  db: Executor,
  settings: MailSettings,
  actor: Actor,
  poll: PollMail,
  people: MailRecipient[],
): Promise<number[]> {
  const reached: number[] = [];
  const end = isoToDmy(poll.endDate) ?? poll.endDate;
  const details =
    `"${poll.title}" anketimize katılmanızı rica ederiz.\n\nSoru: ${poll.question}\n` +
    `Seçenekler: ${poll.options.join(' / ')}\nSon oy verme günü: ${end}`;
  const note = 'Bu bağlantı yalnız size aittir; başkasıyla paylaşmayınız.';
  for (const person of people) {
    const url = await pageLink(db, settings, actor, person.id);
    const body = `Sayın ${fullName(person)},\n\n${details}`;
    const row = await sendMail(db, settings, {
      accountId: actor.accountId,
      residentId: person.id,
      to: person.email!,
      subject: `Anket: ${poll.title}`,
      text: `${body}\n\nOy vermek için kişisel bağlantınız: ${url}\n\n${note}`,
      html: `${paragraphsHtml(body)}\n${linkHtml(url, 'Oy vermek için tıklayın')}\n<p>${escapeHtml(note)}</p>`,
      kind: 'poll',
    });
    if (row?.status === 'sent') reached.push(person.id);
  }
  return reached;
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
