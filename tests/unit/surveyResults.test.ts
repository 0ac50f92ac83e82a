import { describe, expect, it } from 'vitest';
import {
  basisPoints,
  countVotes,
  LAND_UNIT,
  landShare,
  leader,
  percentOf,
} from '../../server/domain/surveyResults';

/** A land share of `land` (as entered, e.g. 24 of 1000) owned whole. */
const whole = (land: number) => BigInt(land) * LAND_UNIT;

describe('basisPoints', () => {
  it('sums to exactly 100 % where rounding each share would not (three equal thirds)', () => {
    const points = basisPoints([1n, 1n, 1n]);
    expect(points).toEqual([3334, 3333, 3333]);
    expect(points.reduce((a, b) => a + b, 0)).toBe(10_000);
  });

  it('gives the points left over to the largest remainders', () => {
    // 2/7 = 2857.14 bp, 5/7 = 7142.86 bp: the point left over goes to the second.
    expect(basisPoints([2n, 5n])).toEqual([2857, 7143]);
  });

  it('answers zeros when nobody voted', () => {
    expect(basisPoints([0n, 0n, 0n])).toEqual([0, 0, 0]);
  });
});

describe('countVotes', () => {
  it('counts by head and by land share separately', () => {
    // One big flat (land 60) votes A; two small flats (20 each) vote B.
    const results = countVotes(
      [1, 2],
      [
        { optionId: 1, land: whole(60) },
        { optionId: 2, land: whole(20) },
        { optionId: 2, land: whole(20) },
      ],
    );
    expect(results.map((r) => r.votes)).toEqual([1, 2]);
    expect(results.map((r) => percentOf(r.headBp))).toEqual([33.33, 66.67]);
    expect(results.map((r) => percentOf(r.landBp))).toEqual([60, 40]);
    expect(results.map((r) => landShare(r.land))).toEqual([60, 40]);
    expect(leader(results, 'head')).toBe(2);
    expect(leader(results, 'land')).toBe(1);
  });

  it('weighs a tenant (land 0) by head only and a stock holder by their percent', () => {
    const stockHolderHalf = (whole(30) * 50n) / 100n; // 30 × 50 %
    const results = countVotes(
      [1, 2],
      [
        { optionId: 1, land: 0n },
        { optionId: 2, land: stockHolderHalf },
      ],
    );
    expect(results.map((r) => r.votes)).toEqual([1, 1]);
    expect(results.map((r) => percentOf(r.landBp))).toEqual([0, 100]);
    expect(landShare(results[1]!.land)).toBe(15);
  });

  it('keeps the option order and shows a tie as no leader', () => {
    const results = countVotes(
      [7, 3, 9],
      [
        { optionId: 3, land: whole(10) },
        { optionId: 9, land: whole(10) },
      ],
    );
    expect(results.map((r) => r.optionId)).toEqual([7, 3, 9]);
    expect(results.map((r) => r.headBp)).toEqual([0, 5000, 5000]);
    expect(leader(results, 'head')).toBeNull();
    expect(leader(results, 'land')).toBeNull();
  });

  it('answers every option with 0 and no leader when nobody voted', () => {
    const results = countVotes([1, 2], []);
    expect(results).toEqual([
      { optionId: 1, votes: 0, headBp: 0, land: 0n, landBp: 0 },
      { optionId: 2, votes: 0, headBp: 0, land: 0n, landBp: 0 },
    ]);
    expect(leader(results, 'head')).toBeNull();
  });

  it('keeps fractional land shares exact (24.5 + 12.25 of 1000)', () => {
    const results = countVotes(
      [1],
      [
        { optionId: 1, land: 245n * (LAND_UNIT / 10n) },
        { optionId: 1, land: 1225n * (LAND_UNIT / 100n) },
      ],
    );
    expect(landShare(results[0]!.land)).toBe(36.75);
    expect(results[0]!.landBp).toBe(10_000);
  });
});
