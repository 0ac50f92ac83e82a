/**
 * A reminder's text (docs/reminders.md, "Template"): the SMS merge fields (common/smsFields.ts) with the reminder's
 * own values: {ad}, {borc} (what the resident owes in all, as every SMS says it), {son_odeme} (the due date reminded
 * of), {odeme_kodu} (the flat's payment code) and {link} (the resident's personal page).
 */
import { isoToDmy } from '../../../common/date';
import { SMS_FIELD_KEYS, SMS_FIELD_PATTERN } from '../../../common/smsFields';
import { joinSmsCounts, smsCount, smsMeasure, smsMeasureOf } from '../../../common/smsSegments';
import { escapeHtml } from '../mail';
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

const OWN_FIELDS: ReadonlySet<string> = new Set(['ad', 'borc', 'son_odeme', 'odeme_kodu', 'link']);

/** A template read once: fills it as common/smsFields.ts fillSmsFields does, without a pattern search per text. */
export interface CompiledTemplate {
  /** Whether every field it uses is one of reminderFields', so the other SMS fields need not be worked out. */
  ownFieldsOnly: boolean;
  /** The fields it uses, by name. */
  keys: ReadonlySet<string>;
  fill(values: Partial<Record<string, string>>): string;
  /** smsMeasure of `fill(values).trim()`: the preview counts every reminder's credits but writes a page of texts. */
  smsMeasure(values: Partial<Record<string, string>>): ReturnType<typeof smsMeasure>;
}

export function compileTemplate(template: string): CompiledTemplate {
  // split with the pattern's group: text, field, text, field, …, text.
  const pieces = template.split(SMS_FIELD_PATTERN);
  const keys = pieces.filter((_, index) => index % 2 === 1);
  // What stays as written: the text between fields, and a {name} that is no field.
  const fixed = pieces.map((piece, index) =>
    index % 2 === 0 ? piece : SMS_FIELD_KEYS.has(piece) ? null : `{${piece}}`,
  );
  const fixedCounts = fixed.map((piece) => (piece === null ? null : smsCount(piece)));
  // Text that starts and ends with written letters is never trimmed, so its count is the pieces' counts added up.
  const untrimmed = /^\S/.test(fixed[0] ?? '') && /\S$/.test(fixed[fixed.length - 1] ?? '');
  const fill = (values: Partial<Record<string, string>>) =>
    fixed.map((piece, index) => piece ?? values[pieces[index] ?? ''] ?? '').join('');
  return {
    ownFieldsOnly: keys.every((key) => OWN_FIELDS.has(key) || !SMS_FIELD_KEYS.has(key)),
    keys: new Set(keys),
    fill,
    smsMeasure(values) {
      if (!untrimmed) return smsMeasure(fill(values).trim());
      const counts = fixedCounts.map((count, index) => count ?? smsCount(values[pieces[index] ?? ''] ?? ''));
      return smsMeasureOf(joinSmsCounts(counts));
    },
  };
}

export interface ReminderMailInput {
  assocName: string;
  /** The rule's template filled in, with the real link. */
  text: string;
  link: string;
  /** What the resident owes in all, kuruş. */
  open: bigint;
  /** The due date reminded of, ISO. */
  dueDate: string;
}

const LINK_LEAD = 'Borcunuzun ayrıntısı ve ödeme seçenekleri kişisel sayfanızda';

/**
 * A reminder as an e-mail (docs/reminders.md, "Channels"): the rule's text, the amount and due date on their own
 * lines, and the personal page as a link (a button in HTML), which shows the pay button when online payment is on.
 */
export function reminderMail(input: ReminderMailInput): { subject: string; text: string; html: string } {
  const name = input.assocName.trim() || 'Site Yönetimi';
  const due = isoToDmy(input.dueDate) ?? '';
  const summary = `Toplam borcunuz: ${smsMoney(input.open)}\nSon ödeme tarihi: ${due}`;
  const linkLine = input.text.includes(input.link) ? '' : `\n\n${LINK_LEAD}: ${input.link}`;
  const paragraphs = input.text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`);
  const html = [
    ...paragraphs,
    `<p><strong>Toplam borcunuz:</strong> ${escapeHtml(smsMoney(input.open))}<br><strong>Son ödeme tarihi:</strong> ${due}</p>`,
    `<p>${LINK_LEAD}:</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px">Borcumu görüntüle</a></p>`,
  ].join('\n');
  return {
    subject: `Aidat hatırlatması — ${name}`,
    text: `${input.text.trim()}\n\n${summary}${linkLine}`,
    html,
  };
}
