import { createHash } from 'node:crypto';

export interface LossCurve {
  (step: number): number;
  /** A number in [0, 1) fixed by the seed and `index`, for other simulated choices. */
  unit(index: number): number;
}

/**
 * A loss curve as fine-tuning draws one: high at first, falling fast, then flattening, with a little noise. The same
 * seed (the job) always gives the same curve, so a retried run and a test see the same figures.
 */
export function simulatedLossCurve(seed: string, totalSteps: number): LossCurve {
  const unit = (index: number) => createHash('sha256').update(`${seed}:${index}`).digest().readUInt32BE(0) / 2 ** 32;
  const start = 2.0 + 0.6 * unit(1);
  const floor = 0.55 + 0.35 * unit(2);
  const rate = 3 + 2 * unit(3);
  const curve = (step: number) => {
    const decay = Math.exp((-rate * step) / Math.max(1, totalSteps));
    const noise = (unit(1000 + step) - 0.5) * 0.08 * decay;
    return Number((floor + (start - floor) * decay + noise).toFixed(4));
  };
  return Object.assign(curve, { unit });
}
