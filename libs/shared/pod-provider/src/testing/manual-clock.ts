export interface ManualClock {
  /** Milliseconds since the epoch, as `Date.now`. */
  now(): number;
  /** Moves the clock on. */
  advance(seconds: number): void;
}

/** A clock that moves only when told, so a pod's states can be stepped through in a test without waiting. */
export function manualClock(start = Date.parse('2025-01-01T00:00:00.000Z')): ManualClock {
  let at = start;
  return {
    now: () => at,
    advance: (seconds) => void (at += seconds * 1000),
  };
}
