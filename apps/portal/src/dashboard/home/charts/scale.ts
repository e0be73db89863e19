/**
 * A count axis with whole, round steps: the step is 1, 2 or 5 × 10^n so that at most `maxLines`
 * steps reach the largest value, and the top is the first step at or above it. An empty chart
 * still gets an axis up to 1.
 */
export function countAxis(max: number, maxLines = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 1 };
  const rough = Math.max(1, max / maxLines);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  return { top: Math.ceil(max / step) * step, step };
}
