import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Times `read` once every `everyMs` (start to start, or at once after a slower answer) for as long as
 * `more(samplesSoFar)` says. A steady pace rather than back to back: the quiet user is a script or a page polling,
 * and must stay under its own per-key limit.
 */
export async function pacedReads(everyMs: number, more: (samples: number) => boolean, read: () => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  while (more(timings.length)) {
    const started = performance.now();
    await read();
    timings.push(performance.now() - started);
    await sleep(Math.max(0, started + everyMs - performance.now()));
  }
  return timings;
}
