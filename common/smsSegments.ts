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

/**
 * A text counted both ways in one pass: its encoding, its length in GSM septets (an extension character takes two)
 * and in UCS-2 units (a character beyond U+FFFF takes two). Counts add up: the count of a text made of pieces is
 * joinSmsCounts of the pieces' counts, so a template's fixed text is counted once (server/domain/reminders/template.ts).
 */
export interface SmsCount {
  encoding: SmsEncoding;
  septets: number;
  units: number;
}

const WIDER: Record<SmsEncoding, number> = { gsm: 0, turkish: 1, ucs2: 2 };

export function smsCount(text: string): SmsCount {
  let encoding: SmsEncoding = 'gsm';
  let septets = 0;
  let units = 0;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) {
      septets += 1;
      units += 1;
    } else if (GSM_EXTENDED.has(ch)) {
      septets += 2;
      units += 1;
    } else if (TURKISH_SHIFT.has(ch)) {
      if (encoding === 'gsm') encoding = 'turkish';
      septets += 1;
      units += 1;
    } else {
      encoding = 'ucs2';
      units += ch.codePointAt(0)! > 0xffff ? 2 : 1;
    }
  }
  return { encoding, septets, units };
}

/** The count of the pieces written one after the other. */
export function joinSmsCounts(counts: SmsCount[]): SmsCount {
  const joined: SmsCount = { encoding: 'gsm', septets: 0, units: 0 };
  for (const count of counts) {
    if (WIDER[count.encoding] > WIDER[joined.encoding]) joined.encoding = count.encoding;
    joined.septets += count.septets;
    joined.units += count.units;
  }
  return joined;
}

/** Characters counted as the network counts them (GSM extension characters take two). */
export function smsLength(text: string): number {
  return smsMeasureOf(smsCount(text)).characters;
}

const LIMITS: Record<SmsEncoding, { single: number; multi: number }> = {
  gsm: { single: 160, multi: 153 },
  turkish: { single: 155, multi: 149 },
  ucs2: { single: 70, multi: 67 },
};

/** Characters and parts of a counted text. */
export function smsMeasureOf({ encoding, septets, units }: SmsCount): {
  characters: number;
  encoding: SmsEncoding;
  parts: number;
} {
  const characters = encoding === 'ucs2' ? units : septets;
  const limit = LIMITS[encoding];
  const parts = characters === 0 ? 0 : characters <= limit.single ? 1 : Math.ceil(characters / limit.multi);
  return { characters, encoding, parts };
}

/** A text's encoding, characters and parts, in one pass (20,000 reminders are measured in a run). */
export function smsMeasure(text: string): { characters: number; encoding: SmsEncoding; parts: number } {
  return smsMeasureOf(smsCount(text));
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
