import { performance } from 'node:perf_hooks';
import { startCpuMeter, type CpuPerOperation } from './cpu-meter';

export interface Throughput {
  perSecond: number;
  cpu: CpuPerOperation;
}

/** Runs `operation` from `clients` concurrent loops for `seconds`: completed operations per second, and the CPU each took (api's too). */
export async function throughput(
  seconds: number,
  clients: number,
  apiPid: number,
  operation: (client: number) => Promise<void>,
): Promise<Throughput> {
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  const cpu = startCpuMeter(apiPid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        await operation(client);
        completed++;
      }
    }),
  );
  const perSecond = completed / ((performance.now() - started) / 1000);
  return { perSecond, cpu: cpu.perOperation(completed) };
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

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
