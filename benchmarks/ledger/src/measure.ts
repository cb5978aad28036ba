import { performance } from 'node:perf_hooks';

/** Runs `operation` from `clients` concurrent loops for `seconds`; answers completed operations per second. */
export async function throughput(seconds: number, clients: number, operation: (client: number) => Promise<void>): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        await operation(client);
        completed++;
      }
    }),
  );
  return completed / ((performance.now() - started) / 1000);
}

/** Sequential latencies in milliseconds, after a warm-up. */
export async function latencies(samples: number, operation: () => Promise<void>): Promise<number[]> {
  for (let warmup = 0; warmup < 20; warmup++) await operation();
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    await operation();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
