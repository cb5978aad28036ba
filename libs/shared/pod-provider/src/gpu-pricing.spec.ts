import { describe, expect, it } from 'vitest';
import { GPU_COUNTS, GPU_OPTIONS, GPU_TYPES } from '@bagel/contract';
import { costPerHourUsd } from './gpu-pricing';

describe('costPerHourUsd', () => {
  it.each(GPU_TYPES.flatMap((gpuType) => GPU_COUNTS.map((count) => [gpuType, count] as const)))(
    'prices %s × %i from the GPU table, in whole cents',
    (gpuType, count) => {
      const cost = costPerHourUsd(gpuType, count);
      expect(cost).toBeCloseTo(GPU_OPTIONS[gpuType].usdPerHour * count, 10);
      expect(Math.round(cost * 100) / 100).toBe(cost);
    },
  );

  it('leaves no float error in the product', () => {
    expect(costPerHourUsd('NVIDIA_TESLA_A100', 3)).toBe(3.57);
    expect(costPerHourUsd('NVIDIA_H100_80GB', 2)).toBe(5.98);
  });
});
