import { foldTurkish } from '../../common/search';

/** What a manager typed to find a flat, read the ways flats are named: "A Blok 3", "A-3", "A3", "3", a name, a phone. */
export interface FlatQuery {
  /** The whole query, Turkish-folded ("a blok 3"): matched against flat numbers, building and people's names. */
  text: string;
  /** The building part before a flat number ("a", "a blok"), folded; null without one. */
  block: string | null;
  /** The flat number at the end ("3", "12b"); null without one. */
  number: string | null;
  /** The digits of a phone number, when the query is one (at least 3 digits and nothing else but separators). */
  phoneDigits: string | null;
}

const BLOCK_THEN_NUMBER = /^(.*?)[\s\-/]*(\d+[a-z]?)$/;

export function parseFlatQuery(input: string): FlatQuery {
  const text = foldTurkish(input).trim().replace(/\s+/g, ' ');
  const match = BLOCK_THEN_NUMBER.exec(text);
  // "blok a 3" names the same flat as "a blok 3"; a bare "blok" is no building.
  const block =
    match?.[1]
      ?.replace(/^blok\s+/, '')
      .replace(/[\s\-/]+$/, '')
      .trim() || null;
  const onlyDigits = /^[\d\s\-+()]+$/.test(text) ? text.replace(/\D/g, '') : '';
  return {
    text,
    block: block === 'blok' ? null : block,
    number: match?.[2] ?? null,
    phoneDigits: onlyDigits.length >= 3 ? onlyDigits.replace(/^(90|0)(?=5)/, '') : null,
  };
}
