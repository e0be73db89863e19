/**
 * The top of a chart's value axis: the smallest 1, 2, 2.5 or 5 × 10^n at or above the largest value,
 * so the four grid lines fall on round numbers. An empty chart still gets an axis up to 1.
 */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= max) ?? 10;
  return step * magnitude;
}
