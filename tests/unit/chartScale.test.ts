import { describe, expect, it } from 'vitest';
import { axisTicks, heightPercent } from '../../src/pages/dashboard/chartScale';

describe('the dashboard chart’s value axis', () => {
  it('runs from 0 to a round amount at or above the largest bar, in round steps', () => {
    expect(axisTicks(68_500)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(axisTicks(80_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(axisTicks(9_400)).toEqual([0, 2_500, 5_000, 7_500, 10_000]);
    expect(axisTicks(1_230_000)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(axisTicks(3.5)).toEqual([0, 1, 2, 3, 4]);
  });

  it('has only its zero line when the twelve months are empty', () => {
    expect(axisTicks(0)).toEqual([0]);
  });

  it('keeps every step between 1 and 5 times a power of ten for any largest value', () => {
    for (let largest = 1; largest < 1e10; largest *= 1.37) {
      const ticks = axisTicks(largest);
      const top = ticks.at(-1)!;
      expect(top).toBeGreaterThanOrEqual(largest);
      expect(ticks.length).toBeGreaterThanOrEqual(3);
      expect(ticks.length).toBeLessThanOrEqual(6);
      const step = ticks[1]!;
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 2.5, 5]).toContain(Number(mantissa.toPrecision(6)));
    }
  });

  it('draws a bar as its share of the axis, never past the top or below the floor', () => {
    expect(heightPercent(30_000, 80_000)).toBe(37.5);
    expect(heightPercent(90_000, 80_000)).toBe(100);
    expect(heightPercent(-5, 80_000)).toBe(0);
    expect(heightPercent(10, 0)).toBe(0);
  });
});
