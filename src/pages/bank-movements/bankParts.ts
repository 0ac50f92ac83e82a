import { formatMoney, type Kurus, kurusToNumber, parseAmount } from '../../../common/money';
import type { BankLine, PartKind, PostPartBody } from '../../dataProvider/custom/bankMovements';

export const PART_KINDS: PartKind[] = [
  'collection',
  'supplier_payment',
  'expense',
  'income',
  'transfer',
  'refund',
];

/** The field of the body each kind's target goes in (docs/bank.md, POST /bank/lines/{id}/post). */
export const TARGET_FIELD = {
  collection: 'apartment_id',
  supplier_payment: 'supplier_id',
  expense: 'accounting_type_id',
  income: 'accounting_type_id',
  transfer: 'account_id',
  refund: 'resident_id',
} as const;

/** A collection's payer is a flat or a resident; every other kind has one target. */
export interface PartTarget {
  field: 'apartment_id' | 'resident_id' | 'supplier_id' | 'accounting_type_id' | 'account_id';
  id: number;
  label: string;
}

/** One part as the dialog edits it: the amount as typed ("1.000,00"). */
export interface PartDraft {
  key: number;
  kind: PartKind;
  amount: string;
  target: PartTarget | null;
  description: string;
}

/** An API amount (lira, number or decimal text) in kuruş; never through float arithmetic. */
export const kurusOf = (amount: number | string | null | undefined): Kurus => parseAmount(amount) ?? 0n;

/** Collection and income add to the line, expense, supplier payment and refund take from it; a transfer follows the line. */
export function partSign(kind: PartKind, lineKurus: Kurus): 1n | -1n {
  if (kind === 'transfer') return lineKurus < 0n ? -1n : 1n;
  return kind === 'collection' || kind === 'income' ? 1n : -1n;
}

/** The typed amount in kuruş: null when empty or not an amount. */
export const draftKurus = (draft: PartDraft): Kurus | null => {
  const kurus = parseAmount(draft.amount);
  return kurus !== null && kurus > 0n ? kurus : null;
};

/** Kalan: the line's amount less what the parts account for, each with its kind's sign. */
export function remainingOf(lineAmount: number, drafts: PartDraft[]): Kurus {
  const line = kurusOf(lineAmount);
  return drafts.reduce((rest, draft) => rest - partSign(draft.kind, line) * (draftKurus(draft) ?? 0n), line);
}

/** Kalan as money with a real minus sign (−₺5,00), as the line amounts and the balance page write it. */
export const remainingText = (kurus: Kurus): string =>
  kurus < 0n ? `−${formatMoney(-kurus)}` : formatMoney(kurus);

/** "1000,00" for an amount field, from kuruş. */
export function amountText(kurus: Kurus): string {
  const whole = (kurus < 0n ? -kurus : kurus) / 100n;
  const cents = (kurus < 0n ? -kurus : kurus) % 100n;
  return `${whole},${cents.toString().padStart(2, '0')}`;
}

let nextKey = 1;
export const emptyPart = (kind: PartKind, amount = ''): PartDraft => ({
  key: nextKey++,
  kind,
  amount,
  target: null,
  description: '',
});

/** The dialog's first part: the suggestion when there is one (its target, the whole amount), else a blank one. */
export function firstParts(line: BankLine, pickedResident?: { id: number; name: string }): PartDraft[] {
  const whole = amountText(kurusOf(line.amount));
  const suggestion = line.suggestion;
  if (!suggestion) return [emptyPart(kurusOf(line.amount) > 0n ? 'collection' : 'expense', whole)];
  const part = emptyPart(suggestion.kind, whole);
  const label = suggestion.target_name ?? '';
  if (pickedResident)
    part.target = { field: 'resident_id', id: pickedResident.id, label: pickedResident.name };
  else if (suggestion.kind === 'collection' && suggestion.apartment_id !== null)
    part.target = { field: 'apartment_id', id: suggestion.apartment_id, label };
  else if (suggestion.kind === 'collection' && suggestion.resident_id !== null)
    part.target = { field: 'resident_id', id: suggestion.resident_id, label };
  else {
    const field = TARGET_FIELD[suggestion.kind];
    const id = suggestion[field];
    if (id !== null) part.target = { field, id, label };
  }
  return [part];
}

/** The body's parts, or the i18n key of the first problem (`%{n}` is the part's number). */
export function partsBody(drafts: PartDraft[]): { parts: PostPartBody[] } | { problem: string; n: number } {
  const parts: PostPartBody[] = [];
  for (const [index, draft] of drafts.entries()) {
    const kurus = draftKurus(draft);
    if (kurus === null) return { problem: 'part_amount', n: index + 1 };
    if (!draft.target) return { problem: 'part_target', n: index + 1 };
    parts.push({
      kind: draft.kind,
      amount: kurusToNumber(kurus),
      [draft.target.field]: draft.target.id,
      ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    });
  }
  return { parts };
}
