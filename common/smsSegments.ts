/**
 * How many SMS parts a text takes (docs/domain.md, "Parts and credits"): plain GSM text 160 for one part and 153 per
 * part after that; with any of Ş ş Ğ ğ ç ı İ the Turkish single-shift encoding 155, then 149; any other character
 * outside GSM 03.38: UCS-2, 70, then 67.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€');
const TURKISH_SHIFT = new Set('ŞşĞğçıİ');

export type SmsEncoding = 'gsm' | 'turkish' | 'ucs2';

export function smsEncoding(text: string): SmsEncoding {
  let turkish = false;
  for (const ch of text) {
    if (GSM_BASIC.has(ch) || GSM_EXTENDED.has(ch)) continue;
    if (TURKISH_SHIFT.has(ch)) {
      turkish = true;
      continue;
    }
    return 'ucs2';
  }
  return turkish ? 'turkish' : 'gsm';
}

function lengthIn(text: string, encoding: SmsEncoding): number {
  let length = 0;
  for (const ch of text) {
    if (encoding === 'ucs2') length += ch.codePointAt(0)! > 0xffff ? 2 : 1;
    else length += GSM_EXTENDED.has(ch) ? 2 : 1;
  }
  return length;
}

/** Characters counted as the network counts them (GSM extension characters take two). */
export function smsLength(text: string): number {
  return lengthIn(text, smsEncoding(text));
}

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  gsm: { single: 160, multi: 153 },
  turkish: { single: 155, multi: 149 },
  ucs2: { single: 70, multi: 67 },
};

/** A text's encoding, characters and parts, its encoding found once (20,000 reminders are measured in a run). */
export function smsMeasure(text: string): { characters: number; encoding: SmsEncoding; parts: number } {
  const encoding = smsEncoding(text);
  const characters = lengthIn(text, encoding);
  const limit = LIMITS[encoding];
  const parts = characters === 0 ? 0 : characters <= limit.single ? 1 : Math.ceil(characters / limit.multi);
  return { characters, encoding, parts };
}

export function smsParts(text: string): number {
  return smsMeasure(text).parts;
}

/**
 * Look-alikes of plain characters that force the whole text into UCS-2 (70 characters a part instead of 155 or
 * 160): typographic quotes and apostrophes (a phone or Word puts them in), dashes, the ellipsis, circumflex
 * vowels, odd spaces. Each has a plain stand-in the reader understands the same.
 */
const PLAIN_STAND_INS: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '‛': "'",
  ʼ: "'",
  '´': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  â: 'a',
  Â: 'A',
  î: 'i',
  Î: 'I',
  û: 'u',
  Û: 'U',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/** The characters of a text that force UCS-2, each once, in order of appearance. */
export function unicodeCharacters(text: string): string[] {
  const found = new Set<string>();
  for (const ch of text) if (smsEncoding(ch) === 'ucs2') found.add(ch);
  return [...found];
}

/** The text with every look-alike replaced by its plain stand-in; other characters are left as they are. */
export function plainSmsText(text: string): string {
  return [...text].map((ch) => PLAIN_STAND_INS[ch] ?? ch).join('');
}
