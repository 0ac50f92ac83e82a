/**
 * The value axis of the dashboard's bar chart: from 0 to a round top, in three to five equal steps of 1, 2, 2,5 or 5
 * times a power of ten, so that every line reads as a round amount ("20 bin ₺", "1,5 milyon ₺").
 */
export function axisTicks(largest: number, steps = 4): number[] {
  if (!(largest > 0)) return [0];
  const rough = largest / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((nice) => nice * power >= rough) ?? 10) * power;
  const count = Math.ceil(largest / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** A value's height as a share of the axis (0–100), for a bar drawn inside the chart's box. */
export function heightPercent(value: number, top: number): number {
  if (!(top > 0) || !(value > 0)) return 0;
  return Math.min(100, (value / top) * 100);
}
