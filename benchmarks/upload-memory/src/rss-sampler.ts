/** Samples the process's resident set every 20 ms while `work` runs; answers its growth over the start, at the peak. */
export async function peakRssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number; seconds: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const began = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMb: (peak - start) / 2 ** 20, seconds: (performance.now() - began) / 1000 };
  } finally {
    clearInterval(timer);
  }
}
