/**
 * Reading a bank line's free text for the matcher (docs/bank.md, "Matching"): whole words after Turkish folding
 * (İ/i, I/ı and the marks of ş, ğ, ü, ö, ç are ignored, so "AYSE KAYA" reads as "Ayşe Kaya") and the mobile
 * numbers written in it.
 */
import { foldTurkish } from '../../../common/search';

/** The folded words of a text, in order: "AYŞE KAYA-1042/1 AİDAT" → ayse, kaya, 1042, 1, aidat. */
export function foldedWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return foldTurkish(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** foldedWords that folds each distinct text once: names repeat (Ayşe, Yılmaz …) across thousands of people. */
export function foldedWordsOnce(): (text: string) => string[] {
  const folded = new Map<string, string[]>();
  return (text) => {
    const known = folded.get(text);
    if (known) return known;
    const words = foldedWords(text);
    folded.set(text, words);
    return words;
  };
}

/** Whether `phrase` (folded words) occurs as consecutive whole words in `words`. */
export function hasPhrase(words: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= words.length; start++) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * A mobile number as people write it: 5XXXXXXXXX, with a leading 0, 90 or +90, in groups split by spaces or dashes
 * ("0532 123 45 67", "+90 532-123-45-67", "(0532) 1234567"). Never inside a longer number (an IBAN, a reference).
 */
const PHONE =
  /(?<![\d+])(?:\+?90[\s-]*)?(?:0[\s-]*)?\(?(5\d{2})\)?[\s-]*(\d{3})[\s-]*(\d{2})[\s-]*(\d{2})(?![\d])/g;

/** Every mobile number in a text, in the stored form 5XXXXXXXXX, each once. */
export function findPhones(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(PHONE)) found.add(`${match[1]}${match[2]}${match[3]}${match[4]}`);
  return [...found];
}

/** 5321234567 → "0532 123 45 67", the way the manager writes it. */
export function displayPhone(phone: string): string {
  return `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8, 10)}`;
}
