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
 * Level 0 over all the new lines of one import at once (docs/bank.md, "Matching"): each movement goes to one line
 * at most and each line takes one movement at most, of the same signed amount within three days. The pairs are
 * taken nearest first — every exact-day pair, then a day apart, up to three — and among equally near ones in file
 * order, each line taking the earlier-dated, then the older (smaller id) free movement. That is the greedy pass
 * over all pairs sorted by (distance, line, movement date, id), done by day buckets: within one amount and day
 * the movements are taken in id order, so the taken ones are always a prefix. Answers each line's suggestion, by
 * position.
 */
export function assignRecorded(
  lines: StatementLine[],
  movements: RecordedMovement[],
): Array<Suggestion | null> {
  const buckets = new Map<bigint, Map<number, DayBucket>>();
  for (const movement of [...movements].sort((a, b) => a.cashMovementId - b.cashMovementId)) {
    let byDay = buckets.get(movement.amount);
    if (!byDay) {
      byDay = new Map();
      buckets.set(movement.amount, byDay);
    }
    const day = dayNumber(movement.date);
    const bucket = byDay.get(day);
    if (bucket) bucket.movements.push(movement);
    else byDay.set(day, { movements: [movement], taken: 0 });
  }
  const assigned: Array<Suggestion | null> = lines.map(() => null);
  const days = lines.map((line) => (buckets.has(line.amount) ? dayNumber(line.valueDate) : null));
  for (let distance = 0; distance <= RECORDED_DAYS; distance++) {
    for (const [i, line] of lines.entries()) {
      const day = days[i] ?? null;
      if (day === null || assigned[i]) continue;
      const byDay = buckets.get(line.amount)!;
      const movement =
        takeFirstFree(byDay.get(day - distance)) ??
        (distance > 0 ? takeFirstFree(byDay.get(day + distance)) : undefined);
      if (movement) assigned[i] = recordedSuggestion(movement);
    }
  }
  return assigned;
}

/** The movements of one amount and day, by id; the first `taken` of them are some line's already. */
interface DayBucket {
  movements: RecordedMovement[];
  taken: number;
}

function takeFirstFree(bucket: DayBucket | undefined): RecordedMovement | undefined {
  if (!bucket || bucket.taken === bucket.movements.length) return undefined;
  return bucket.movements[bucket.taken++];
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
