import { describe, expect, it } from 'vitest';
import { GPU_OPTIONS, GPU_TYPES } from '@bagel/contract';
import { gpuTypeForRunPod, RUNPOD_GPU_TYPE_IDS } from './runpod-gpu-types';

describe("RunPod's GPU types", () => {
  it('offer at least one RunPod type with at least the memory of each GPU option', () => {
    for (const gpuType of GPU_TYPES) {
      const ids = RUNPOD_GPU_TYPE_IDS[gpuType];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(Number(/(\d+)GB/.exec(id)?.[1] ?? 80)).toBeGreaterThanOrEqual(GPU_OPTIONS[gpuType].memoryGb);
    }
  });

  it('lead back from a RunPod type to the option it serves, the dearest where options share one', () => {
    expect(gpuTypeForRunPod('Tesla V100-PCIE-16GB', RUNPOD_GPU_TYPE_IDS)).toBe('NVIDIA_TESLA_V100');
    expect(gpuTypeForRunPod('NVIDIA H100 80GB HBM3', RUNPOD_GPU_TYPE_IDS)).toBe('NVIDIA_H100_80GB');
    expect(gpuTypeForRunPod('NVIDIA A100-SXM4-80GB', RUNPOD_GPU_TYPE_IDS)).toBe('NVIDIA_TESLA_A100_80GB');
    expect(gpuTypeForRunPod('NVIDIA GeForce RTX 4090', RUNPOD_GPU_TYPE_IDS)).toBeUndefined();
  });
});
