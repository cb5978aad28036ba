import { describe, expect, it } from 'vitest';
import { estimateTraining, STARTUP_HOURS } from './estimate-training';

describe('estimateTraining', () => {
  it('estimates 6.3M tokens of a 1B model on one A100 40GB: 0.35 h, $0.42, 10.42 BGL', () => {
    // 6,300,000 / 7,000 tokens/s = 900 s = 0.25 h, + 0.1 h start-up; 0.35 h × $1.19 = $0.4165; × 25 = 10.4125 BGL.
    expect(estimateTraining({ datasetTokens: 6_300_000, epochs: 1, parameters: 1e9, gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 })).toEqual({
      training_tokens: 6_300_000,
      duration_hours: 0.35,
      usd_cost: 0.42,
      token_cost: 10.42,
    });
  });

  it('multiplies the dataset by the epochs', () => {
    // 3,000,000 / 7,000 = 428.57 s = 0.1190 h, + 0.1 = 0.2190 h; × $1.19 = $0.2607; × 25 = 6.5167 BGL.
    expect(estimateTraining({ datasetTokens: 1_000_000, epochs: 3, parameters: 1e9, gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 })).toEqual({
      training_tokens: 3_000_000,
      duration_hours: 0.22,
      usd_cost: 0.27,
      token_cost: 6.52,
    });
  });

  it('slows with model size and bills every GPU of a cluster at its efficiency', () => {
    // 8B on H100: 14,000 / 8 = 1,750 tokens/s per GPU, × 4 × 0.85 = 5,950 tokens/s; 2e7 / 5,950 = 3,361.3 s = 0.9337 h,
    // + 0.1 = 1.0337 h; × $2.99 × 4 = $12.3631; × 25 = 309.078 BGL.
    expect(estimateTraining({ datasetTokens: 10_000_000, epochs: 2, parameters: 8e9, gpuType: 'NVIDIA_H100_80GB', gpuCount: 4 })).toEqual({
      training_tokens: 20_000_000,
      duration_hours: 1.04,
      usd_cost: 12.37,
      token_cost: 309.08,
    });
  });

  it('charges the start-up even for an empty dataset', () => {
    expect(STARTUP_HOURS).toBe(0.1);
    // 0.1 h × $0.49 = $0.049; × 25 = 1.225 BGL.
    expect(estimateTraining({ datasetTokens: 0, epochs: 1, parameters: 1e9, gpuType: 'NVIDIA_TESLA_V100', gpuCount: 1 })).toEqual({
      training_tokens: 0,
      duration_hours: 0.1,
      usd_cost: 0.05,
      token_cost: 1.23,
    });
  });

  it('rounds up, but not on floating-point noise', () => {
    // Exactly 1 h of training + 0.1 h: 1.1 × 100 is 110.00000000000001 in binary, still 1.1 h; $1.309 → $1.31.
    expect(estimateTraining({ datasetTokens: 25_200_000, epochs: 1, parameters: 1e9, gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 })).toEqual({
      training_tokens: 25_200_000,
      duration_hours: 1.1,
      usd_cost: 1.31,
      token_cost: 32.73,
    });
  });

  it('never estimates below the exact cost', () => {
    for (const datasetTokens of [1, 999, 123_457, 9_876_543, 77_777_777]) {
      for (const gpuCount of [1, 2, 4, 8] as const) {
        const estimate = estimateTraining({ datasetTokens, epochs: 3, parameters: 1.2358e9, gpuType: 'NVIDIA_TESLA_A100_80GB', gpuCount });
        const exactHours =
          (datasetTokens * 3) / ((7_500 * 1e9) / 1.2358e9) / gpuCount / { 1: 1, 2: 0.9, 4: 0.85, 8: 0.8 }[gpuCount] / 3600 + 0.1;
        expect(estimate.duration_hours).toBeGreaterThanOrEqual(exactHours - 1e-9);
        expect(estimate.usd_cost).toBeGreaterThanOrEqual(exactHours * 1.64 * gpuCount - 1e-9);
        expect(estimate.token_cost).toBeGreaterThanOrEqual(exactHours * 1.64 * gpuCount * 25 - 1e-9);
        expect(estimate.duration_hours - exactHours).toBeLessThan(0.01);
      }
    }
  });

  it('refuses negative tokens and epochs below anything', () => {
    const valid = { datasetTokens: 1, epochs: 1, parameters: 1e9, gpuType: 'NVIDIA_TESLA_A100', gpuCount: 1 } as const;
    expect(() => estimateTraining({ ...valid, datasetTokens: -1 })).toThrow(RangeError);
    expect(() => estimateTraining({ ...valid, datasetTokens: Number.NaN })).toThrow(RangeError);
    expect(() => estimateTraining({ ...valid, epochs: 0 })).toThrow(RangeError);
    expect(() => estimateTraining({ ...valid, parameters: 0 })).toThrow(RangeError);
  });
});
