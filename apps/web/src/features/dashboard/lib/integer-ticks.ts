const NICE_STEPS = [1, 2, 5];

/**
 * Whole-number ticks from 0 that just cover `max`, at most `maxIntervals` steps of 1, 2 or 5
 * times a power of ten: a one-hotel run gets 0–1 (not recharts' default 0–4), 7 gets 0–8 by 2.
 */
export function integerTicks(max: number, maxIntervals = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  let step = 1;
  for (let magnitude = 1; step * maxIntervals < top; magnitude *= 10) {
    const found = NICE_STEPS.map((s) => s * magnitude).find((s) => s * maxIntervals >= top);
    step = found ?? 10 * magnitude;
  }
  const end = Math.ceil(top / step) * step;
  const ticks: number[] = [];
  for (let t = 0; t <= end; t += step) ticks.push(t);
  return ticks;
}
