import { describe, expect, it } from 'vitest';
import { manualClock } from './manual-clock';

describe('manualClock', () => {
  it('stands still until advanced, then moves by whole and fractional seconds', () => {
    const clock = manualClock(1_000);
    expect(clock.now()).toBe(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(2);
    clock.advance(0.25);
    expect(clock.now()).toBe(3_250);
  });

  it('starts on a fixed date by default', () => {
    expect(new Date(manualClock().now()).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
