export interface Measured<T> {
  result: T;
  /** The resident set's growth over the start, at its peak. */
  growthMb: number;
  seconds: number;
  /** CPU time of every thread of the process (the api's, its hashing and file threads, V8's collectors, the client). */
  cpuSeconds: number;
}

/**
 * Runs `work`, sampling the process's resident set every 20 ms, and answers its peak growth, its wall time and the CPU
 * it took: CPU over wall time says how many of the machine's cores the run kept busy.
 */
export async function measure<T>(work: () => Promise<T>): Promise<Measured<T>> {
  (globalThis as { gc?: () => void }).gc?.();
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const began = performance.now();
  const cpu = process.cpuUsage();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    const { user, system } = process.cpuUsage(cpu);
    return {
      result,
      growthMb: (peak - start) / 2 ** 20,
      seconds: (performance.now() - began) / 1000,
      cpuSeconds: (user + system) / 1e6,
    };
  } finally {
    clearInterval(timer);
  }
}
