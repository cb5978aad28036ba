export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentiles of latencies in milliseconds. p99 rather than auth-flood's p90: a flood of one key shows
 * first in the other users' slowest answers.
 */
export function percentiles(timings: readonly number[]): Percentiles {
  const sorted = [...timings].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { count: sorted.length, p50: rank(50), p99: rank(99), max: rank(100) };
}
