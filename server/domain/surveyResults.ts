/**
 * Counting a poll's votes (issue 11), no I/O. A vote weighs 1 by head; by land share (arsa payı) it weighs the
 * land of the flats the voter owns, kept exact as an integer of LAND_UNIT parts (land has 4 decimals, a stock
 * holder's percent 2, so land × percent is whole in millionths). Percentages are whole basis points (1/100 of a
 * percent) shared out by the largest remainder, so the shown figures always sum to exactly 100,00 %.
 */

/** Land × percent is stored ×1 000 000; a whole flat's land (percent 100) is therefore land × 10^8 units. */
export const LAND_UNIT = 100_000_000n;
const FULL = 10_000;

export interface Ballot {
  optionId: number;
  /** The voter's land share in LAND_UNIT parts; 0 for a voter who owns nothing (a tenant). */
  land: bigint;
}

export interface OptionResult {
  optionId: number;
  votes: number;
  /** Share of the votes by head, in basis points. */
  headBp: number;
  /** Sum of the voters' land shares in LAND_UNIT parts. */
  land: bigint;
  /** Share of the land weight, in basis points. */
  landBp: number;
}

/**
 * Basis points of each weight in their total, summing to exactly 10 000 (all 0 when the total is 0). The
 * largest remainders get the points left over; equal remainders go to the earlier entry (the poll's option order).
 */
export function basisPoints(weights: readonly bigint[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0n);
  if (total <= 0n) return weights.map(() => 0);
  const scaled = weights.map((w) => w * BigInt(FULL));
  const floors = scaled.map((s) => s / total);
  let left = FULL - Number(floors.reduce((sum, f) => sum + f, 0n));
  const order = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = scaled[a]! % total;
      const rb = scaled[b]! % total;
      return ra === rb ? a - b : rb > ra ? 1 : -1;
    });
  const points = floors.map(Number);
  for (const index of order) {
    if (left <= 0) break;
    points[index]! += 1;
    left -= 1;
  }
  return points;
}

/** Counts per option (in the poll's option order) by head and by land share. Votes for unknown options are ignored. */
export function countVotes(optionIds: readonly number[], ballots: readonly Ballot[]): OptionResult[] {
  const votes = new Map<number, number>(optionIds.map((id) => [id, 0]));
  const land = new Map<number, bigint>(optionIds.map((id) => [id, 0n]));
  for (const ballot of ballots) {
    if (!votes.has(ballot.optionId)) continue;
    votes.set(ballot.optionId, votes.get(ballot.optionId)! + 1);
    land.set(ballot.optionId, land.get(ballot.optionId)! + ballot.land);
  }
  const headBp = basisPoints(optionIds.map((id) => BigInt(votes.get(id)!)));
  const landBp = basisPoints(optionIds.map((id) => land.get(id)!));
  return optionIds.map((optionId, index) => ({
    optionId,
    votes: votes.get(optionId)!,
    headBp: headBp[index]!,
    land: land.get(optionId)!,
    landBp: landBp[index]!,
  }));
}

/** Basis points as a percentage number with two decimals (4550 → 45.5), exact because it is a division by 100. */
export const percentOf = (bp: number): number => bp / 100;

/** Land units as a decimal number rounded half up to 4 places (the precision land shares are entered with). */
export function landShare(units: bigint): number {
  const tenThousandths = (units * 10_000n + LAND_UNIT / 2n) / LAND_UNIT;
  return Number(tenThousandths) / 10_000;
}

/** The winner by the poll's weighting: the option with the most weight, or null on no votes or a tie at the top. */
export function leader(results: readonly OptionResult[], weighting: 'head' | 'land'): number | null {
  const weight = (r: OptionResult) => (weighting === 'head' ? BigInt(r.votes) : r.land);
  const top = results.reduce((max, r) => (weight(r) > max ? weight(r) : max), 0n);
  if (top === 0n) return null;
  const best = results.filter((r) => weight(r) === top);
  return best.length === 1 ? best[0]!.optionId : null;
}
