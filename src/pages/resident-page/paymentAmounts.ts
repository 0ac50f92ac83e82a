import { dmyToIso } from '../../../common/date';
import { readDecimal, toHundredths } from '../../../common/decimal';
import { type Kurus, parseAmount } from '../../../common/money';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';

export type PayableDebt = ResidentSummary['debts'][number] & { id: number };

/** The debts the resident may choose to pay, oldest due date first (undated last); none when one lacks its id. */
export function payableDebts(debts: ResidentSummary['debts']): PayableDebt[] {
  if (debts.some((debt) => debt.id === undefined)) return [];
  const dayOf = (debt: PayableDebt) => dmyToIso(debt.due_date) ?? '9999-12-31';
  return (debts as PayableDebt[]).slice().sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
}

/** The sum of the chosen debts in kuruş, added as integers. */
export const totalKurus = (debts: PayableDebt[]): Kurus =>
  debts.reduce((sum, debt) => sum + (parseAmount(debt.remaining) ?? 0n), 0n);

/**
 * The card fee the resident bears, in kuruş: the percent rate ("1,99") of the total, rounded half up to the
 * kuruş. Only shown before paying; the server's answer is the amount charged (docs/decisions.md, "Online payment in
 * the client (issue 24)").
 */
export function feeKurus(total: Kurus, rate: string): Kurus {
  const reading = readDecimal(rate, 2, 3);
  if ('error' in reading) return 0n;
  const basisPoints = BigInt(toHundredths(reading.value));
  return (total * basisPoints + 5_000n) / 10_000n;
}
