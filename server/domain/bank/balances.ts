/**
 * Whether a statement's balances add up (docs/bank.md): opening + Σ lines = closing for MT940 and camt.053, line by
 * line with the balance column for Excel and CSV. The message names the first place it stops adding up.
 */
import { formatKurus } from './amounts';
import type { BalanceCheck, StatementLine } from './types';

const UNCHECKED: BalanceCheck = { checked: false, balanced: true, firstBadPosition: null, message: null };
const BALANCED: BalanceCheck = { checked: true, balanced: true, firstBadPosition: null, message: null };

/** Lines oldest first: each line's balance is the previous line's balance plus its amount. */
export function checkRunningBalance(lines: StatementLine[]): BalanceCheck {
  let previous: StatementLine | null = null;
  let checked = false;
  for (const line of lines) {
    if (line.balanceAfter === null) continue;
    if (previous?.balanceAfter != null) {
      checked = true;
      const expected = previous.balanceAfter + line.amount;
      if (expected !== line.balanceAfter) {
        return {
          checked: true,
          balanced: false,
          firstBadPosition: line.position,
          message: `Bakiye ${line.position}. satırda tutmuyor: beklenen ${formatKurus(expected)}, dosyada ${formatKurus(line.balanceAfter)}.`,
        };
      }
    }
    previous = line;
  }
  return checked ? BALANCED : UNCHECKED;
}

/** One statement of a file (MT940 and camt.053 may hold several): its opening, closing and lines. */
export interface StatementSection {
  opening: bigint | null;
  closing: bigint | null;
  lines: StatementLine[];
}

/** Each statement's opening + Σ its lines = its closing; the message names the first statement that fails. */
export function checkTotals(sections: StatementSection[]): BalanceCheck {
  let checked = false;
  for (const [index, section] of sections.entries()) {
    if (section.opening === null || section.closing === null) continue;
    checked = true;
    const expected = section.lines.reduce((sum, line) => sum + line.amount, section.opening);
    if (expected !== section.closing) {
      const last = section.lines.at(-1) ?? null;
      const where = sections.length > 1 ? `${index + 1}. hesap özetinde` : 'hesap özetinde';
      return {
        checked: true,
        balanced: false,
        firstBadPosition: last?.position ?? null,
        message: `Bakiye ${where} tutmuyor: açılış ${formatKurus(section.opening)} ve hareketlerle beklenen kapanış ${formatKurus(expected)}, dosyada ${formatKurus(section.closing)}.`,
      };
    }
  }
  return checked ? BALANCED : UNCHECKED;
}
