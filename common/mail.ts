/** The e-mail channel's words shared by the server and the browser (docs/mail.md). */

/** What a message is for; announcement, poll and other are not sent to a resident who opted out. */
export const MAIL_KINDS = {
  receipt: 'Makbuz',
  statement: 'Hesap ekstresi',
  announcement: 'Duyuru',
  poll: 'Anket',
  ticket: 'Talep yanıtı',
  reminder: 'Borç hatırlatma',
  other: 'Diğer',
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

export const MAIL_STATUSES = {
  queued: 'Sırada',
  sending: 'Gönderiliyor',
  sent: 'Gönderildi',
  failed: 'Gönderilemedi',
  bounced: 'Adres geçersiz (geri döndü)',
} as const;
export type MailStatus = keyof typeof MAIL_STATUSES;

/**
 * The kinds a resident can stop (announcements, polls, news). Receipts, statements and reminders about their own
 * money, and answers to their own tickets, still go.
 */
const STOPPABLE: ReadonlySet<MailKind> = new Set(['announcement', 'poll', 'other']);
export const stopsOnOptOut = (kind: MailKind) => STOPPABLE.has(kind);

export const EMAIL_MAX = 254;
/** One address: a local part, an @ and a domain with a dot; no spaces, no display name. */
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export const EMAIL_INVALID = 'Geçerli bir e-posta adresi giriniz (örnek: ad.soyad@ornek.com).';

/**
 * An address as it is kept: trimmed and lower-cased; null when empty. Answers `false` for text that is not one
 * address (the caller names the field in its Turkish error).
 */
export function normalizeEmail(input: string | null | undefined): string | null | false {
  const text = (input ?? '').trim();
  if (text === '') return null;
  if (text.length > EMAIL_MAX || !ADDRESS.test(text) || text.includes('..')) return false;
  return text.toLowerCase();
}
