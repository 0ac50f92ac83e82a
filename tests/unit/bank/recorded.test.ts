/**
 * Level 0 over a whole statement (docs/bank.md, "Matching"): which line is tied to which movement recorded by
 * hand when several lines could take the same one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../../../server/domain/bank/days';
import { assignRecorded, RECORDED_DAYS } from '../../../server/domain/bank/recorded';
import type { RecordedMovement, StatementLine } from '../../../server/domain/bank/types';
import { line } from './matchScene';

const on = (day: string, amount = 150_000n, position = 1) =>
  line(amount, 'HAVALE', { valueDate: `2025-03-${day}`, position });

const movement = (id: number, day: string, amount = 150_000n): RecordedMovement => ({
  cashMovementId: id,
  date: `2025-03-${day}`,
  amount,
  kind: amount > 0n ? 'collection' : 'expense',
  description: null,
  receiptNumber: null,
});

const tiedIds = (lines: StatementLine[], movements: RecordedMovement[]) =>
  assignRecorded(lines, movements).map((s) => s?.cashMovementId ?? null);

describe('lines for movements recorded by hand, over the whole statement', () => {
  it('a later line on the movement’s own day takes it; the earlier line takes the farther one left', () => {
    // Line by line in file order, the 11th took the 12th's movement and the 12th found nothing within 3 days.
    expect(tiedIds([on('11'), on('12')], [movement(1, '12'), movement(2, '08')])).toEqual([2, 1]);
  });

  it('exact days first: the line a day off is left without when its only movement is another line’s own day', () => {
    expect(tiedIds([on('13'), on('14')], [movement(7, '14')])).toEqual([null, 7]);
  });

  it('equally near: the earlier line in the file, the earlier date, then the older movement', () => {
    expect(tiedIds([on('10'), on('10')], [movement(5, '10')])).toEqual([5, null]);
    expect(tiedIds([on('10')], [movement(3, '11'), movement(4, '09')])).toEqual([4]);
    expect(tiedIds([on('10'), on('10')], [movement(9, '10'), movement(6, '10')])).toEqual([6, 9]);
  });

  it('only the same signed amount within three days; the suggestion says which movement', () => {
    const lines = [on('10', -150_000n), on('10', 150_001n), on('10')];
    expect(tiedIds(lines, [movement(1, '10'), movement(2, '14')])).toEqual([null, null, 1]);
    expect(tiedIds([on('10')], [movement(2, '14'), movement(3, '06')])).toEqual([null]);
    const [tied] = assignRecorded([on('10')], [{ ...movement(8, '09'), description: 'Havale ile aidat' }]);
    expect(tied).toMatchObject({ level: 0, kind: 'collection', cashMovementId: 8 });
    expect(tied!.reason).toBe('Kayıtlı hareketle eşleşir: 09.03.2025 tarihli ₺1.500,00 "Havale ile aidat"');
  });
});

const amounts = [100n, -100n, 250n];
const dayAndAmount = { day: fc.integer({ min: 1, max: 14 }), amount: fc.constantFrom(...amounts) };
const scene = fc.record({
  lines: fc.array(fc.record(dayAndAmount), { maxLength: 12 }),
  movements: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 60 }), ...dayAndAmount }), {
    maxLength: 12,
    selector: (m) => m.id,
  }),
});
type Scene = typeof scene extends fc.Arbitrary<infer T> ? T : never;

const build = ({ lines, movements }: Scene) => ({
  lines: lines.map((l, i) => on(String(l.day).padStart(2, '0'), l.amount, i + 1)),
  movements: movements.map((m) => movement(m.id, String(m.day).padStart(2, '0'), m.amount)),
});
const distance = (l: StatementLine, m: RecordedMovement) =>
  Math.abs(dayNumber(l.valueDate) - dayNumber(m.date));
const fits = (l: StatementLine, m: RecordedMovement) =>
  l.amount === m.amount && distance(l, m) <= RECORDED_DAYS;

/** The rule as docs/bank.md states it: every fitting pair, sorted by (distance, line, movement date, id), greedily. */
function referenceGreedy(lines: StatementLine[], movements: RecordedMovement[]) {
  const pairs = lines.flatMap((l, i) => movements.filter((m) => fits(l, m)).map((m) => ({ i, m })));
  pairs.sort(
    (a, b) =>
      distance(lines[a.i]!, a.m) - distance(lines[b.i]!, b.m) ||
      a.i - b.i ||
      a.m.date.localeCompare(b.m.date) ||
      a.m.cashMovementId - b.m.cashMovementId,
  );
  const tied: Array<number | null> = lines.map(() => null);
  const used = new Set<number>();
  for (const { i, m } of pairs) {
    if (tied[i] !== null || used.has(m.cashMovementId)) continue;
    tied[i] = m.cashMovementId;
    used.add(m.cashMovementId);
  }
  return tied;
}

describe('the assignment’s promises, on random statements', () => {
  it('a movement to one line at most, same amount within three days, no line denied a nearer free movement', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const { lines, movements } = build(s);
        const tied = tiedIds(lines, movements);
        const byId = new Map(movements.map((m) => [m.cashMovementId, m]));
        const taken = tied.filter((id) => id !== null);
        expect(new Set(taken).size).toBe(taken.length);
        const holder = new Map(tied.flatMap((id, i) => (id === null ? [] : [[id, i] as const])));
        for (const [i, l] of lines.entries()) {
          const own = tied[i] === null ? null : byId.get(tied[i]!)!;
          if (own) expect(fits(l, own)).toBe(true);
          const ownDistance = own ? distance(l, own) : Number.POSITIVE_INFINITY;
          for (const m of movements) {
            if (!fits(l, m) || distance(l, m) >= ownDistance) continue;
            // A nearer movement this line could have had went to a line at least as near, earlier in the file
            // when as near.
            const other = holder.get(m.cashMovementId);
            expect(other).toBeDefined();
            const otherDistance = distance(lines[other!]!, m);
            expect(otherDistance).toBeLessThanOrEqual(distance(l, m));
            if (otherDistance === distance(l, m)) expect(other!).toBeLessThan(i);
          }
        }
      }),
      { seed: 20_261_129, numRuns: 500 },
    );
  });

  it('as many exact-day pairs as there can be, and the pairs of the documented greedy order', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const { lines, movements } = build(s);
        const tied = tiedIds(lines, movements);
        expect(tied).toEqual(referenceGreedy(lines, movements));
        const key = (amount: bigint, date: string) => `${amount}@${date}`;
        const count = (keys: string[]) => keys.reduce((n, k) => n.set(k, (n.get(k) ?? 0) + 1), new Map());
        const lineCount = count(lines.map((l) => key(l.amount, l.valueDate)));
        const movementCount = count(movements.map((m) => key(m.amount, m.date)));
        let possible = 0;
        for (const [k, n] of lineCount) possible += Math.min(n, movementCount.get(k) ?? 0);
        const byId = new Map(movements.map((m) => [m.cashMovementId, m]));
        const exact = tied.filter((id, i) => id !== null && distance(lines[i]!, byId.get(id)!) === 0);
        expect(exact.length).toBe(possible);
      }),
      { seed: 20_261_129, numRuns: 500 },
    );
  });
});
