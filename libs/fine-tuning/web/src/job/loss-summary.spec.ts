import { describe, expect, it } from 'vitest';
import { lossSummary } from './loss-summary';

const point = (step: number, loss: number) => ({ step, epoch: 1, loss });

describe('lossSummary', () => {
  it('says how the loss moved from the first point to the last, to 2 decimals', () => {
    expect(lossSummary([point(10, 2.3091), point(60, 1.2), point(120, 0.8412)])).toBe('Loss fell from 2.31 to 0.84 over 120 steps');
    expect(lossSummary([point(1, 0.5), point(2, 0.75)])).toBe('Loss rose from 0.50 to 0.75 over 2 steps');
    expect(lossSummary([point(1, 1.001), point(2, 0.999)])).toBe('Loss stayed at 1.00 over 2 steps');
  });

  it('reads a single point as it is, and nothing before the first', () => {
    expect(lossSummary([point(1, 2.5)])).toBe('Loss was 2.50 at step 1');
    expect(lossSummary([])).toBeNull();
  });
});
