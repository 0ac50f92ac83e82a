import { type Kurus, kurusToNumber } from '../../../common/money';
import type { CollectionBody, PayerRef } from '../../dataProvider/custom/money';

/** Amounts of the API (150.5) summed exactly, through whole kuruş. */
export function sumAmounts(amounts: number[]): number {
  return amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
}

/** What is still owed on the debts. */
export const remainingOf = (debts: { remaining: number }[]) =>
  sumAmounts(debts.map((debt) => debt.remaining));

/**
 * The amount "fill" puts in: what remains on the ticked debts, or on every open debt when none is ticked;
 * null when nothing is owed.
 */
export function fillAmount(openDebts: { id: number; remaining: number }[], chosen: number[]): number | null {
  const source = chosen.length > 0 ? openDebts.filter((debt) => chosen.includes(debt.id)) : openDebts;
  const total = remainingOf(source);
  return total > 0 ? total : null;
}

/**
 * The body of a collection, previewed or saved: the payer, the amount in lira and the ticked debts (null: the
 * oldest first). Null while there is no payer or no readable amount.
 */
export function collectionBody(
  payer: PayerRef | null,
  kurus: Kurus | null,
  chosen: number[],
): CollectionBody | null {
  if (!payer || kurus === null) return null;
  return {
    payer: { kind: payer.kind, id: payer.id },
    amount: kurusToNumber(kurus),
    debt_ids: chosen.length > 0 ? chosen : null,
  };
}
