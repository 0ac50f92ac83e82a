/**
 * What an SMS may say about its recipient: the merge fields a manager inserts from a list ({ad}, {borc} …), the
 * template types, and the names of a message's statuses. One list for the server (render, refuse unknown fields)
 * and the browser (the picker, the live counter).
 */

export interface SmsField {
  /** Written in the text as {key}. */
  key: string;
  tr: string;
  en: string;
  /** What the preview shows in place of the field when it has no recipient yet (the live counter). */
  example: string;
  /** Only meaningful in a payment message (the collection's amount and receipt number). */
  paymentOnly?: boolean;
  /** Only meaningful in a reminder rule's template (the due date it reminds of). */
  reminderOnly?: boolean;
}

export const SMS_FIELDS: readonly SmsField[] = [
  { key: 'ad', tr: 'Ad', en: 'First name', example: 'Ayşe' },
  { key: 'soyad', tr: 'Soyad', en: 'Surname', example: 'Yılmaz' },
  { key: 'ad_soyad', tr: 'Ad soyad', en: 'Full name', example: 'Ayşe Yılmaz' },
  // {daire} holds the building too ("A Blok 12"): the picker says so, and a text with both is warned of.
  { key: 'daire', tr: 'Daire (bina adıyla)', en: 'Flat (with its building)', example: 'A Blok 12' },
  { key: 'bina', tr: 'Bina / blok', en: 'Building', example: 'A Blok' },
  { key: 'odeme_kodu', tr: 'Dairenin ödeme kodu', en: "The flat's payment code", example: '1042-1' },
  { key: 'borc', tr: 'Açık borç', en: 'Open debt', example: '1.250,00 TL' },
  { key: 'en_eski_vade', tr: 'En eski vade', en: 'Oldest due date', example: '01.10.2026' },
  { key: 'gecikme_gun', tr: 'Gecikme (gün)', en: 'Days overdue', example: '45' },
  { key: 'yonetim', tr: 'Yönetim adı', en: 'Association name', example: 'Yeşil Vadi Sitesi' },
  { key: 'tarih', tr: 'Bugünün tarihi', en: "Today's date", example: '25.11.2026' },
  {
    key: 'link',
    tr: 'Kişisel sayfa bağlantısı',
    en: 'Personal page link',
    example: 'https://site.example.com/sakin/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
  },
  { key: 'son_odeme', tr: 'Son ödeme tarihi', en: 'Due date', example: '10.12.2026', reminderOnly: true },
  { key: 'tutar', tr: 'Tahsilat tutarı', en: 'Amount paid', example: '750,00 TL', paymentOnly: true },
  { key: 'makbuz_no', tr: 'Makbuz no', en: 'Receipt number', example: '1042', paymentOnly: true },
];

export const SMS_FIELD_KEYS: ReadonlySet<string> = new Set(SMS_FIELDS.map((f) => f.key));

/** {key} in a text: letters, digits and underscores between braces. */
export const SMS_FIELD_PATTERN = /\{([a-zA-Z_çğıöşüÇĞİÖŞÜ0-9]+)\}/g;

/** The field names a text uses that the list does not have (saving and sending refuse them). */
export function unknownSmsFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(SMS_FIELD_PATTERN)) {
    const key = match[1] ?? '';
    if (!SMS_FIELD_KEYS.has(key)) unknown.add(key);
  }
  return [...unknown];
}

/** Fills a text's fields; a field without a value becomes empty. */
export function fillSmsFields(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(SMS_FIELD_PATTERN, (whole, key: string) =>
    SMS_FIELD_KEYS.has(key) ? (values[key] ?? '') : whole,
  );
}

/** Whether a text writes the building twice: {bina} as well as {daire}, which already holds it. */
export function repeatsBuilding(text: string): boolean {
  return text.includes('{bina}') && text.includes('{daire}');
}

/** The text with every field replaced by its example: what the live counter counts before a recipient is chosen. */
export function exampleSmsText(text: string): string {
  return fillSmsFields(text, Object.fromEntries(SMS_FIELDS.map((f) => [f.key, f.example])));
}

/** sms_template_type */
export const SMS_TEMPLATE_TYPES = [
  { id: 1, tr: 'Genel', en: 'General' },
  { id: 2, tr: 'Borç hatırlatma', en: 'Debt reminder' },
  { id: 3, tr: 'Doğum günü', en: 'Birthday' },
  { id: 4, tr: 'Tahsilat bildirimi', en: 'Payment receipt' },
  { id: 5, tr: 'Duyuru', en: 'Announcement' },
] as const;

export type SmsStatus = 'scheduled' | 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'cancelled';

export const SMS_STATUSES: Record<SmsStatus, { tr: string; en: string }> = {
  scheduled: { tr: 'İleri tarihli', en: 'Scheduled' },
  queued: { tr: 'Kuyrukta', en: 'Queued' },
  sending: { tr: 'Gönderiliyor', en: 'Sending' },
  sent: { tr: 'Gönderildi', en: 'Sent' },
  delivered: { tr: 'İletildi', en: 'Delivered' },
  failed: { tr: 'İletilemedi', en: 'Failed' },
  cancelled: { tr: 'İptal edildi', en: 'Cancelled' },
};

export type SmsAudience =
  | 'residents'
  | 'buildings'
  | 'groups'
  | 'debtors'
  | 'non_members'
  | 'recurring'
  | 'birthday'
  | 'debt_reminder'
  | 'payment'
  | 'survey'
  | 'announcement';

export const SMS_AUDIENCES: Record<SmsAudience, { tr: string; en: string }> = {
  residents: { tr: 'Sakinler', en: 'Residents' },
  buildings: { tr: 'Binalar', en: 'Buildings' },
  groups: { tr: 'Gruplar', en: 'Groups' },
  debtors: { tr: 'Borçlular', en: 'Debtors' },
  non_members: { tr: 'Üye olmayanlar', en: 'Non-members' },
  recurring: { tr: 'Her ay', en: 'Monthly' },
  birthday: { tr: 'Doğum günü', en: 'Birthday' },
  debt_reminder: { tr: 'Borç hatırlatma', en: 'Debt reminder' },
  payment: { tr: 'Tahsilat bildirimi', en: 'Payment receipt' },
  survey: { tr: 'Anket', en: 'Poll' },
  announcement: { tr: 'Duyuru', en: 'Announcement' },
};

/**
 * Providers cap a message at about seven parts; longer texts are refused before sending (docs/domain.md, "Parts and
 * credits").
 */
export const SMS_MAX_PARTS = 7;
