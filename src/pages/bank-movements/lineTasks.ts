import type { BankLine } from '../../dataProvider/custom/bankMovements';
import type { WriteOptions } from '../../dataProvider/useData';

/** A write on lines: the tabs and their counts load again, the balances when next shown. */
export const LINE_WRITE: WriteOptions = {
  invalidates: ['bankLines'],
  stale: ['cashAccounts', 'typedCashAccounts'],
};

/** What the manager is doing to one line: posting it (for a candidate resident), ignoring or undoing it. */
export type LineTask =
  | { kind: 'post'; line: BankLine; resident?: { id: number; name: string } }
  | { kind: 'ignore' | 'undo'; line: BankLine };
