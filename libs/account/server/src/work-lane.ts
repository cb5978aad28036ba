/**
 * Runs at most `concurrency` tasks at once and lets at most `queueLimit` more wait; past that it refuses at once
 * (`whenFull`) instead of letting a flood queue up work nobody will wait for.
 */
export function createWorkLane({ concurrency, queueLimit, whenFull }: { concurrency: number; queueLimit: number; whenFull: () => Error }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (waiting.length >= queueLimit) throw whenFull();
      // The slot is handed over by the task that finishes, so `running` never drops in between.
      await new Promise<void>((start) => waiting.push(start));
    } else {
      running++;
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return { run };
}

export type WorkLane = ReturnType<typeof createWorkLane>;
