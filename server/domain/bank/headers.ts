/** Header words of bank statement tables, compared without Turkish letters or case (ı, İ → i; ş → s …). */
import { foldTurkish } from '../../../common/search';

export function normalizeHeader(text: string): string {
  return foldTurkish(text).replace(/\s+/g, ' ').trim();
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
