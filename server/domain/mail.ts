/**
 * The e-mail channel's pure rules (docs/mail.md): whether a person can be reached by e-mail, and a message's
 * plain-text and HTML parts from one text, with the association at the top and, for what a resident may stop,
 * the link that stops it.
 */

/** An address that is there and has not bounced: otherwise the message goes by SMS. */
export function hasUsableEmail(person: { email: string | null; emailBouncedAt: Date | null }): boolean {
  return person.email !== null && person.email !== '' && person.emailBouncedAt === null;
}

export interface MailBodyInput {
  assocName: string;
  /** The logo goes in as an inline image with this content id (cid:…); null without a logo. */
  logoCid: string | null;
  /** The message in plain text; blank lines separate paragraphs. */
  text: string;
  /** A ready HTML body for the content (escaped by the caller); the text's paragraphs otherwise. */
  html?: string;
  /** The stop link of an announcement-like message. */
  optOutUrl?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const OPT_OUT_TEXT = 'Duyuru ve haber e-postalarını almak istemiyorsanız bu bağlantıyı açın';
const FOOTER = 'Bu e-posta site yönetiminiz tarafından gönderildi.';

/** The two parts of a message: the same words in plain text and in simple HTML. */
export function mailBody(input: MailBodyInput): { text: string; html: string } {
  const name = input.assocName.trim() || 'Site Yönetimi';
  const optOutText = input.optOutUrl ? `\n\n${OPT_OUT_TEXT}: ${input.optOutUrl}` : '';
  const text = `${name}\n\n${input.text.trim()}\n\n-- \n${FOOTER}${optOutText}\n`;
  const paragraphs =
    input.html ??
    input.text
      .trim()
      .split(/\n\s*\n/)
      .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
      .join('\n');
  const logo = input.logoCid
    ? `<img src="cid:${input.logoCid}" alt="" style="max-height:64px;max-width:200px"><br>`
    : '';
  const optOut = input.optOutUrl
    ? `<p style="color:#666;font-size:12px"><a href="${escapeHtml(input.optOutUrl)}">${OPT_OUT_TEXT}</a>.</p>`
    : '';
  const html = [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    `<div style="border-bottom:1px solid #ddd;padding-bottom:8px;margin-bottom:16px">${logo}<strong>${escapeHtml(name)}</strong></div>`,
    paragraphs,
    `<p style="color:#666;font-size:12px;border-top:1px solid #ddd;padding-top:8px">${FOOTER}</p>`,
    optOut,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
