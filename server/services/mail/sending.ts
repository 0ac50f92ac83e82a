/**
 * One e-mail, from the caller's words to a mail_messages row (docs/mail.md): recorded as queued, built with
 * nodemailer (plain text and HTML, the association's name and logo, UTF-8 headers), handed to the provider, then
 * marked sent, failed, or bounced. A bounce (a 5xx refusal) also marks the resident's address, so the next message
 * goes by SMS (hasUsableEmail in server/domain/mail.ts).
 */
import type { Attachment, SendMailOptions } from 'nodemailer';
import { type MailKind, stopsOnOptOut } from '../../../common/mail';
import type { Config } from '../../config';
import type { Executor } from '../../db';
import { mailBody } from '../../domain/mail';
import { type MailMessage, mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { receiptsRepository } from '../../repositories/money/receipts';
import { OPT_OUT_PATH, optOutToken } from './optOut';
import { mailTransport } from './transport';

export type MailSettings = Pick<Config, 'mail' | 'dataDir' | 'publicUrl' | 'jwtSecret'>;

export interface OutgoingMail {
  accountId: number;
  /** The resident it is for: their opt-out is respected and their address marked when it bounces. */
  residentId?: number | null;
  to: string;
  subject: string;
  /** The message in plain text (blank lines between paragraphs). */
  text: string;
  /** The content as HTML, when the caller has a richer form than the text's paragraphs. */
  html?: string;
  kind: MailKind;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

const LOGO_CID = 'logo@site-yonetimi';

/** An SMTP refusal for good (5xx): the address is wrong or closed, trying again will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function answerOf(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  if (typeof response === 'string' && response) return response;
  return typeof message === 'string' ? message : String(error);
}

/** The nodemailer message: headers, both parts, the logo inline and the caller's attachments. */
async function build(
  db: Executor,
  settings: MailSettings,
  mail: OutgoingMail,
  optOutUrl: string | undefined,
): Promise<SendMailOptions> {
  const head = await receiptsRepository.letterhead(db, mail.accountId);
  const logo = head?.logo && head.logoMime ? { content: head.logo, contentType: head.logoMime } : null;
  const assocName = head?.assocName ?? '';
  const body = mailBody({
    assocName,
    logoCid: logo ? LOGO_CID : null,
    text: mail.text,
    ...(mail.html !== undefined && { html: mail.html }),
    ...(optOutUrl && { optOutUrl }),
  });
  const attachments: Attachment[] = (mail.attachments ?? []).map((a) => ({ ...a }));
  if (logo) attachments.push({ filename: 'logo', ...logo, cid: LOGO_CID });
  return {
    from: assocName ? { name: assocName, address: senderAddress(settings.mail.from) } : settings.mail.from,
    to: mail.to,
    subject: mail.subject,
    text: body.text,
    html: body.html,
    attachments,
    textEncoding: 'quoted-printable',
    ...(optOutUrl && {
      // RFC 8058: a mail program's own "unsubscribe" button posts to the same link.
      list: { unsubscribe: { url: optOutUrl, comment: 'Duyuru e-postalarını durdur' } },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  };
}

/** The address of MAIL_FROM ("Name <a@b>" or "a@b"): the association's name is shown in its place. */
const senderAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;

/** Claims of one queued message before a transient failure is final (the queue waits longer between each). */
export const MAIL_MAX_ATTEMPTS = 3;

/** The stop link of a kind the resident may stop (announcement, poll, other), or undefined. */
function optOutUrlOf(settings: MailSettings, mail: OutgoingMail): string | undefined {
  const residentId = mail.residentId ?? null;
  if (residentId === null || !stopsOnOptOut(mail.kind)) return undefined;
  return `${settings.publicUrl}${OPT_OUT_PATH}${optOutToken(settings.jwtSecret, mail.accountId, residentId)}`;
}

/**
 * Hands a recorded message to the provider and answers its settled row. A transient failure (a timeout, a 4xx)
 * goes back to queued unless `lastTry`, for the queue's next try; a 5xx is final and marks the address.
 */
export async function deliver(
  db: Executor,
  settings: MailSettings,
  row: MailMessage,
  mail: OutgoingMail,
  lastTry = true,
): Promise<MailMessage> {
  const transport = mailTransport(settings.mail, settings.dataDir);
  const residentId = mail.residentId ?? null;
  try {
    const answer = await transport.send(await build(db, settings, mail, optOutUrlOf(settings, mail)));
    return await mailMessagesRepository.settle(db, row.id, { status: 'sent', answer });
  } catch (error) {
    const bounced = isPermanent(error);
    if (bounced && residentId !== null) {
      await mailMessagesRepository.markBounced(db, mail.accountId, residentId, mail.to);
    }
    const status = bounced ? 'bounced' : lastTry ? 'failed' : 'queued';
    return mailMessagesRepository.settle(db, row.id, { status, answer: answerOf(error) });
  }
}

/**
 * Sends one message at once and answers its row, or null when the resident stopped this kind of e-mail (nothing
 * is recorded then). Never throws for the provider's refusal: the row says failed or bounced, with its answer.
 */
export async function sendMail(
  db: Executor,
  settings: MailSettings,
  mail: OutgoingMail,
): Promise<MailMessage | null> {
  const residentId = mail.residentId ?? null;
  if (residentId !== null && stopsOnOptOut(mail.kind)) {
    const recipient = await mailMessagesRepository.recipient(db, mail.accountId, residentId);
    if (recipient?.emailOptOut) return null;
  }
  const row = await mailMessagesRepository.insert(db, {
    accountId: mail.accountId,
    residentId,
    toAddress: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    provider: mailTransport(settings.mail, settings.dataDir).name,
  });
  return deliver(db, settings, row, mail);
}
