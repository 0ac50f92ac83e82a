/** Header words of bank statement tables, compared without Turkish letters or case (ı, İ → i; ş → s …). */

const FOLD: Record<string, string> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ü: 'u',
  ö: 'o',
  ç: 'c',
  â: 'a',
  î: 'i',
  û: 'u',
};

export function normalizeHeader(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/\u0307/g, '')
    .replace(/[ışğüöçâîû]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that make a row look like a statement's header row. */
export const HEADER_WORDS = [
  'tarih',
  'valor',
  'aciklama',
  'tutar',
  'borc',
  'alacak',
  'bakiye',
  'dekont',
  'fis no',
  'referans',
  'iban',
  'gonderen',
  'alici',
];
