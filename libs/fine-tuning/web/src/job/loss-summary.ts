import type { FineTuneJob } from '@bagel/fine-tuning-contract';

const loss = (value: number) => value.toFixed(2);
const steps = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;

/**
 * The loss curve in one sentence, for people who cannot see the chart: 'Loss fell from 2.31 to 0.84 over 120 steps'.
 * Null before the first point.
 */
export function lossSummary(points: FineTuneJob['loss']): string | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (points.length === 1) return `Loss was ${loss(first.loss)} at step ${first.step}`;
  const [from, to] = [loss(first.loss), loss(last.loss)];
  const trend = to === from ? `stayed at ${to}` : `${Number(to) < Number(from) ? 'fell' : 'rose'} from ${from} to ${to}`;
  return `Loss ${trend} over ${steps(last.step)}`;
}
