/**
 * Level 0 of the ladder (docs/bank.md, "Matching"): a line for money the manager already recorded by hand (a
 * collection entered at the desk as a bank transfer, an expense paid by EFT). Accepting it ties the line to that
 * movement instead of recording the money a second time.
 */
import { isoToDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import { dayNumber } from './days';
import { suggestion } from './suggestions';
import type { RecordedMovement, StatementLine, Suggestion } from './types';

/** How far a movement's date may be from the line's value date. */
export const RECORDED_DAYS = 3;

/**
 * The matcher of level 0 over the movements no bank line stands for: a line of the same signed amount within
 * three days takes the closest one (the older id when two are as close). A movement goes to one line only, so
 * two equal lines of one statement are offered two movements, or one and nothing.
 */
export function recordedMatcher(movements: RecordedMovement[]): (line: StatementLine) => Suggestion | null {
  const byAmount = new Map<bigint, RecordedMovement[]>();
  for (const movement of movements) {
    const list = byAmount.get(movement.amount);
    if (list) list.push(movement);
    else byAmount.set(movement.amount, [movement]);
  }
  const taken = new Set<number>();
  return (line) => {
    const day = dayNumber(line.valueDate);
    let best: { movement: RecordedMovement; distance: number } | null = null;
    for (const movement of byAmount.get(line.amount) ?? []) {
      if (taken.has(movement.cashMovementId)) continue;
      const distance = Math.abs(dayNumber(movement.date) - day);
      if (distance > RECORDED_DAYS) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && movement.cashMovementId < best.movement.cashMovementId)
      )
        best = { movement, distance };
    }
    if (!best) return null;
    taken.add(best.movement.cashMovementId);
    return recordedSuggestion(best.movement);
  };
}

function recordedSuggestion(movement: RecordedMovement): Suggestion {
  const date = isoToDmy(movement.date) ?? movement.date;
  const amount = formatMoney(movement.amount < 0n ? -movement.amount : movement.amount);
  const description = movement.description ?? '';
  const receipt = movement.receiptNumber === null ? '' : String(movement.receiptNumber);
  return {
    ...suggestion({
      kind: movement.kind,
      level: 0,
      reasonCode: 'recorded',
      reasonParams: { date, amount, description, receipt },
      reason:
        `Kayıtlı hareketle eşleşir: ${date} tarihli ${amount}` +
        `${description ? ` "${description}"` : ''}${receipt ? `, makbuz no ${receipt}` : ''}`,
    }),
    cashMovementId: movement.cashMovementId,
  };
}
