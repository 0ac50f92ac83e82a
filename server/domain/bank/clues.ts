/**
 * What a statement's lines can match (docs/bank.md, "Speed"): the payment codes, phones and IBANs they name, so
 * the import reads those flats and residents rather than the whole site; and, for the lines the sure levels leave
 * unmatched, the words a resident's name must be among to be named by them (level 4, nameMatch.ts).
 */
import { findPaymentCodes } from './paymentCode';
import { STEP_ITEMS, type Steps } from './steps';
import { findPhones, foldedWords } from './textMatch';
import type { StatementLine } from './types';

export interface MatchClues {
  codes: string[];
  phones: string[];
  ibans: string[];
}

/** The codes, phones and counterparty IBANs of the lines, each once; in steps. */
export function* clueSteps(lines: StatementLine[]): Steps<MatchClues> {
  const codes = new Set<string>();
  const phones = new Set<string>();
  const ibans = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (i > 0 && i % STEP_ITEMS === 0) yield;
    for (const code of findPaymentCodes(line.description)) codes.add(code);
    for (const phone of findPhones(line.description)) phones.add(phone);
    if (line.counterpartyIban) ibans.add(line.counterpartyIban);
  }
  return { codes: [...codes], phones: [...phones], ibans: [...ibans] };
}

/** The words of the incoming lines' descriptions and senders: a name is found only among them. */
export function* nameWordSteps(lines: StatementLine[]): Steps<Set<string>> {
  const words = new Set<string>();
  for (const [i, line] of lines.entries()) {
    if (i > 0 && i % STEP_ITEMS === 0) yield;
    if (line.amount <= 0n) continue;
    for (const word of foldedWords(line.description)) words.add(word);
    for (const word of foldedWords(line.counterpartyName)) words.add(word);
  }
  return words;
}

/**
 * Whether a resident's name may be named by those words: the index keys a name by its first word and the last
 * word of the surname (matchIndex.ts), and a line names it only when both are among its words.
 */
export function mayBeNamed(name: string[], surname: string[], words: Set<string>): boolean {
  return name.length > 0 && surname.length > 0 && words.has(name[0]!) && words.has(surname.at(-1)!);
}
