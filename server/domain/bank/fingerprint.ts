/**
 * A statement line's identity, so a line is never stored twice (docs/bank.md, "Lines and their states"): the
 * account, value date, amount, bank reference, balance after it and normalised description, plus its occurrence
 * number among the lines of one file identical in all of these. Two equal 500,00 "AIDAT" lines of one day stay
 * two lines; importing the same or an overlapping file again yields the same fingerprints.
 */
import { createHash } from 'node:crypto';
import { drain, STEP_ITEMS, type Steps } from './steps';
import type { StatementLine } from './types';

/** Case, spacing and Unicode form as banks vary them between exports of the same line. */
export function normalizeDescription(text: string): string {
  return text.normalize('NFC').toLocaleUpperCase('tr').replace(/\s+/g, ' ').trim();
}

/** Lines in file order (oldest first); one sha256 hex per line, in the same order. */
export function lineFingerprints(cashAccountId: number, lines: StatementLine[]): string[] {
  return drain(fingerprintSteps(cashAccountId, lines));
}

/** lineFingerprints in steps. */
export function* fingerprintSteps(cashAccountId: number, lines: StatementLine[]): Steps<string[]> {
  const seen = new Map<string, number>();
  const prints: string[] = [];
  for (const line of lines) {
    if (prints.length > 0 && prints.length % STEP_ITEMS === 0) yield;
    const key = [
      cashAccountId,
      line.valueDate,
      line.amount.toString(),
      line.reference ?? '',
      line.balanceAfter?.toString() ?? '',
      normalizeDescription(line.description),
    ].join('\u001f');
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    prints.push(createHash('sha256').update(`${key}\u001f${occurrence}`).digest('hex'));
  }
  return prints;
}
