/**
 * Who an SMS reaches and what each one reads (docs/sms.md): every person the audience found is either a recipient
 * with a rendered text, its characters, encoding and parts, or left out with the reason; a person or phone met
 * twice is reached once. Pure: the people come from server/repositories/sms/smsAudiences.ts.
 */
import { type CalendarDate, formatDmy } from '../../common/date';
import { isTurkishMobile, normalizePhone } from '../../common/phone';
import { fillSmsFields, SMS_MAX_PARTS } from '../../common/smsFields';
import { type SmsEncoding, smsMeasure } from '../../common/smsSegments';

/** A person an audience found, with what the merge fields may say about them. */
export interface SmsPerson {
  residentId: number | null;
  nonMemberId: number | null;
  name: string;
  surname: string;
  phone: string | null;
  optOut: boolean;
  commercialConsent: boolean;
  /** "A Blok 12, A Blok 14" */
  flats: string | null;
  /** The payment code of the first of `flats` (docs/bank.md), for `{odeme_kodu}`. */
  paymentCode?: string | null;
  building: string | null;
  /** Kuruş still to pay on live debts. */
  debt: bigint;
  /** ISO day of the oldest unpaid debt. */
  oldestDue: string | null;
  /** Extra field values (a collection's amount and receipt number). */
  extra?: Partial<Record<string, string>>;
}

export interface SmsRecipient {
  residentId: number | null;
  nonMemberId: number | null;
  name: string;
  phone: string;
  text: string;
  characters: number;
  encoding: SmsEncoding;
  parts: number;
  /** What the preview tells the manager about this text (a merge field left empty), or null. */
  note: string | null;
}

export interface LeftOut {
  name: string;
  phone: string | null;
  reason: string;
}

export interface SmsAddressing {
  recipients: SmsRecipient[];
  leftOut: LeftOut[];
  /** People or phones met more than once, reached once. */
  merged: number;
}

export const LEFT_OUT = {
  noMobile: 'Geçerli bir cep telefonu yok.',
  optOut: 'SMS almak istemiyor.',
  noConsent: 'Ticari ileti onayı (İYS) yok.',
} as const;

/** A person with no flat (a non-member, a resident not linked to one) has no payment code (docs/decisions.md). */
export const NO_PAYMENT_CODE = 'Bağlı bir dairesi olmadığı için {odeme_kodu} bu kişinin mesajında boş kalır.';

/** 123456 kuruş → "1.234,56 TL": letters every encoding has (the ₺ sign would make a message Unicode). */
export function smsMoney(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole},${cents} TL`;
}

function isoToCalendar(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

function daysBetween(fromIso: string, to: CalendarDate): number {
  const from = isoToCalendar(fromIso);
  const ms = Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** The merge fields' values for one person (common/smsFields.ts). */
export function fieldValues(
  person: SmsPerson,
  context: { assocName: string; today: CalendarDate },
): Record<string, string> {
  const firstFlat = person.flats?.split(', ')[0] ?? '';
  return {
    ad: person.name,
    soyad: person.surname,
    ad_soyad: `${person.name} ${person.surname}`.trim(),
    daire: firstFlat,
    odeme_kodu: person.paymentCode ?? '',
    bina: person.building ?? '',
    borc: smsMoney(person.debt),
    en_eski_vade: person.oldestDue ? formatDmy(isoToCalendar(person.oldestDue)) : '',
    gecikme_gun: person.oldestDue ? String(daysBetween(person.oldestDue, context.today)) : '0',
    yonetim: context.assocName,
    tarih: formatDmy(context.today),
    ...(person.extra as Record<string, string>),
  };
}

/** The mobile phone an SMS to `person` goes to, or why none may: no mobile, opted out, no consent for a commercial one. */
export function smsPhone(
  person: SmsPerson,
  commercial: boolean,
): { phone: string; reason: null } | { phone: string | null; reason: string } {
  const phone = isTurkishMobile(person.phone) ? normalizePhone(person.phone) : null;
  if (!phone) return { phone: person.phone, reason: LEFT_OUT.noMobile };
  if (person.optOut) return { phone, reason: LEFT_OUT.optOut };
  if (commercial && !person.commercialConsent) return { phone, reason: LEFT_OUT.noConsent };
  return { phone, reason: null };
}

/** `person` as the recipient of `text`, the message filled in for them, with its length and parts. */
export function recipientOf(person: SmsPerson, phone: string, text: string, message: string): SmsRecipient {
  return {
    residentId: person.residentId,
    nonMemberId: person.nonMemberId,
    name: `${person.name} ${person.surname}`.trim(),
    phone,
    text,
    ...smsMeasure(text),
    note: message.includes('{odeme_kodu}') && !person.paymentCode ? NO_PAYMENT_CODE : null,
  };
}

/** The recipients of a message among the people found, in their order. */
export function addressMessage(
  people: SmsPerson[],
  message: string,
  context: { assocName: string; today: CalendarDate; commercial: boolean },
): SmsAddressing {
  const recipients: SmsRecipient[] = [];
  const leftOut: LeftOut[] = [];
  const seenPeople = new Set<string>();
  const seenPhones = new Set<string>();
  let merged = 0;
  for (const person of people) {
    const who = person.residentId !== null ? `r${person.residentId}` : `n${person.nonMemberId}`;
    if (seenPeople.has(who)) {
      merged += 1;
      continue;
    }
    seenPeople.add(who);
    const address = smsPhone(person, context.commercial);
    if (address.reason !== null) {
      const name = `${person.name} ${person.surname}`.trim();
      leftOut.push({ name, phone: address.phone, reason: address.reason });
      continue;
    }
    if (seenPhones.has(address.phone)) {
      merged += 1;
      continue;
    }
    seenPhones.add(address.phone);
    const text = fillSmsFields(message, fieldValues(person, context)).trim();
    recipients.push(recipientOf(person, address.phone, text, message));
  }
  return { recipients, leftOut, merged };
}

/** The first recipient whose text is longer than a message may be, or null. */
export function tooLong(recipients: SmsRecipient[]): SmsRecipient | null {
  return recipients.find((r) => r.parts > SMS_MAX_PARTS) ?? null;
}

export function totalParts(recipients: SmsRecipient[]): number {
  return recipients.reduce((sum, r) => sum + r.parts, 0);
}
