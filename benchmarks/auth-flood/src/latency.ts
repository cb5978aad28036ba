export interface Summary {
  count: number;
  p50: number;
  p90: number;
  max: number;
}

/** Percentiles of latencies in milliseconds (nearest rank). */
export function summarise(timings: readonly number[]): Summary {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: at(50), p90: at(90), max: sorted.at(-1) ?? Number.NaN };
}
