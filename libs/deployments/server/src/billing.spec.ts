import { describe, expect, it } from 'vitest';
import { GPU_OPTIONS, GPU_TYPES } from '@bagel/contract';
import { deployMinimum, deploymentCost, minuteStart, passesSpendCap, pricePerMinute } from './billing';

describe('the price of a minute', () => {
  it('is the hourly USD price × 25 ÷ 60 in hundredths of a Bagel, rounded up', () => {
    // $1.19 → 2,975 hundredths an hour → 49.58… a minute.
    expect(pricePerMinute(1.19)).toBe(50);
    expect(pricePerMinute(0.49)).toBe(21);
    expect(pricePerMinute(1.64)).toBe(69);
    expect(pricePerMinute(2.99)).toBe(125);
  });

  it('does not round an exact price up through float error', () => {
    // $2.40 is exactly 100 hundredths a minute, $0.024 exactly 1; 0.1 + 0.2 style noise must not make them 101 and 2.
    expect(pricePerMinute(2.4)).toBe(100);
    expect(pricePerMinute(0.024)).toBe(1);
    expect(pricePerMinute(0.1 + 0.2 + 2.1)).toBe(100);
    expect(pricePerMinute(0)).toBe(0);
  });

  it('refuses a price that is no price', () => {
    expect(() => pricePerMinute(-1)).toThrow(RangeError);
    expect(() => pricePerMinute(Number.NaN)).toThrow(RangeError);
  });

  it('is never below the hour’s share, for every GPU of the table and every count', () => {
    for (const gpuType of GPU_TYPES) {
      for (const count of [1, 2, 4, 8]) {
        const usd = Math.round(GPU_OPTIONS[gpuType].usdPerHour * count * 100) / 100;
        const minute = pricePerMinute(usd);
        expect(minute * 60).toBeGreaterThanOrEqual(Math.round(usd * 2500));
        expect((minute - 1) * 60).toBeLessThan(Math.round(usd * 2500));
      }
    }
  });
});

describe('what a deploy needs and what a pod costs', () => {
  it('needs the first ten minutes on the balance', () => {
    expect(deployMinimum(1.19)).toBe(500);
  });

  it('shows the cost per hour and per billed minute in Bagels', () => {
    expect(deploymentCost('NVIDIA_TESLA_A100', 2, 2.38)).toEqual({
      gpu_type: 'NVIDIA_TESLA_A100',
      gpu_count: 2,
      usd_per_hour: 2.38,
      bgl_per_hour: 59.5,
      bgl_per_minute: 1,
    });
  });
});

describe('minutes and the spend cap', () => {
  it('starts minute k k minutes after the pod ran', () => {
    const since = new Date('2025-01-01T00:00:30.000Z');
    expect(new Date(minuteStart(since, 0)).toISOString()).toBe('2025-01-01T00:00:30.000Z');
    expect(new Date(minuteStart(since, 3)).toISOString()).toBe('2025-01-01T00:03:30.000Z');
  });

  it('is passed only by a minute that would take the cost above it', () => {
    expect(passesSpendCap(100, 50, 150)).toBe(false);
    expect(passesSpendCap(101, 50, 150)).toBe(true);
    expect(passesSpendCap(1_000_000, 50, null)).toBe(false);
  });
});
