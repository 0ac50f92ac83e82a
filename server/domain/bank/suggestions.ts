/**
 * Building a Suggestion, and pairing a bank line with a virman whose other leg is already recorded
 * (docs/bank.md, "Matching").
 */
import { isoToDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { MatchIndex } from './matchIndex';
import type { StatementLine, Suggestion } from './types';

type Required = Pick<Suggestion, 'kind' | 'level' | 'reasonCode' | 'reasonParams' | 'reason'>;

/** A suggestion with the targets it names; the others are null and there are no candidates unless given. */
export function suggestion(values: Required & Partial<Suggestion>): Suggestion {
  return {
    apartmentId: null,
    residentId: null,
    supplierId: null,
    accountingTypeId: null,
    accountId: null,
    transferId: null,
    candidates: [],
    ...values,
  };
}

/** How far apart a virman's date and its bank leg's value date may be. */
const TRANSFER_DAYS = 3;
const DAY_MS = 86_400_000;

/** ISO date → days since 1970-01-01. */
export const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

/**
 * Level 3: an open virman of the same amount, within three days, that comes into this account (incoming line) or
 * leaves it (outgoing line): the line joins it instead of making a second. A line from an IBAN that is not the
 * virman's other account is someone else's money, not this virman's leg; the nearest date wins.
 */
export function transferLeg(
  index: MatchIndex,
  line: StatementLine,
  cashAccountId: number,
): Suggestion | null {
  const incoming = line.amount > 0n;
  const amount = incoming ? line.amount : -line.amount;
  const day = dayNumber(line.valueDate);
  let best: { transferId: number; otherId: number; date: string; distance: number } | null = null;
  for (const transfer of index.transfersByAmount.get(amount) ?? []) {
    const ours = incoming ? transfer.toAccountId : transfer.fromAccountId;
    const otherId = incoming ? transfer.fromAccountId : transfer.toAccountId;
    if (ours !== cashAccountId) continue;
    if (line.counterpartyIban && index.ownAccountByIban.get(line.counterpartyIban) !== otherId) continue;
    const distance = Math.abs(dayNumber(transfer.date) - day);
    if (distance > TRANSFER_DAYS) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && transfer.transferId < best.transferId)
    )
      best = { transferId: transfer.transferId, otherId, date: transfer.date, distance };
  }
  if (!best) return null;
  const date = isoToDmy(best.date) ?? best.date;
  const shownAmount = formatMoney(amount);
  return suggestion({
    kind: 'transfer',
    level: 3,
    accountId: best.otherId,
    transferId: best.transferId,
    reasonCode: 'transfer_leg',
    reasonParams: { date, amount: shownAmount },
    reason: `${date} tarihli ${shownAmount} virmanın diğer ayağı`,
  });
}
