import { GPU_COUNTS, GPU_TYPES } from '@bagel/contract';
import { describe, expect, it } from 'vitest';
import { clusterTokensPerSecond, LORA_TOKENS_PER_SECOND_1B, SCALING_EFFICIENCY, tokensPerSecond } from './training-throughput';

describe('training throughput', () => {
  it('has a planning figure for every GPU type, faster GPUs higher', () => {
    expect(Object.keys(LORA_TOKENS_PER_SECOND_1B).sort()).toEqual([...GPU_TYPES].sort());
    expect(LORA_TOKENS_PER_SECOND_1B).toEqual({
      NVIDIA_TESLA_V100: 2_500,
      NVIDIA_TESLA_A100: 7_000,
      NVIDIA_TESLA_A100_80GB: 7_500,
      NVIDIA_H100_80GB: 14_000,
    });
  });

  it('gives the table figure for a 1B model and scales inversely with parameters', () => {
    expect(tokensPerSecond('NVIDIA_TESLA_A100', 1e9)).toBe(7_000);
    expect(tokensPerSecond('NVIDIA_TESLA_A100', 8e9)).toBe(875);
    expect(tokensPerSecond('NVIDIA_H100_80GB', 0.5e9)).toBe(28_000);
    expect(tokensPerSecond('NVIDIA_TESLA_V100', 2e9)).toBe(1_250);
  });

  it('loses a share per GPU as the cluster grows', () => {
    expect(Object.keys(SCALING_EFFICIENCY).map(Number)).toEqual([...GPU_COUNTS]);
    expect(SCALING_EFFICIENCY).toEqual({ 1: 1, 2: 0.9, 4: 0.85, 8: 0.8 });
    expect(clusterTokensPerSecond('NVIDIA_TESLA_A100', 1, 1e9)).toBe(7_000);
    expect(clusterTokensPerSecond('NVIDIA_TESLA_A100', 2, 1e9)).toBe(12_600);
    expect(clusterTokensPerSecond('NVIDIA_TESLA_A100', 4, 1e9)).toBe(23_800);
    expect(clusterTokensPerSecond('NVIDIA_TESLA_A100', 8, 1e9)).toBeCloseTo(44_800, 9);
  });

  it('refuses a model with no parameters', () => {
    for (const parameters of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => tokensPerSecond('NVIDIA_TESLA_A100', parameters)).toThrow(RangeError);
  });
});
