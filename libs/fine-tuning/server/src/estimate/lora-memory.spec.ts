import { describe, expect, it } from 'vitest';
import { CUDA_OVERHEAD_GB, fitsOn, gpuMemoryGb, loraMemoryGb } from './lora-memory';

const DEFAULTS = { loraR: 8, batchSize: 1, maxChunkSize: 512 }; // spec §9's training defaults
const LLAMA_3_2_1B = 1_235_814_400;
const LLAMA_3_1_8B = 8_030_261_248;

describe('loraMemoryGb', () => {
  it('adds bf16 weights, adapters with their Adam states, activations and the CUDA overhead', () => {
    const root = Math.sqrt(1e9);
    const weights = 2e9;
    const adapters = 33 * 8 * root * 16;
    const activations = 1 * 512 * (64 * root + 1.5e6);
    expect(loraMemoryGb({ parameters: 1e9, ...DEFAULTS })).toBeCloseTo((weights + adapters + activations) / 1024 ** 3 + 1.5, 9);
    expect(loraMemoryGb({ parameters: 1e9, ...DEFAULTS })).toBeCloseTo(5.167, 3);
  });

  it('plans about 5.7 GB for Llama 3.2 1B and 20.3 GB for Llama 3.1 8B at the defaults', () => {
    expect(loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS })).toBeCloseTo(5.728, 3);
    expect(loraMemoryGb({ parameters: LLAMA_3_1_8B, ...DEFAULTS })).toBeCloseTo(20.26, 2);
  });

  it('grows with the rank, the batch and the chunk length', () => {
    const base = loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS });
    expect(loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS, loraR: 256 })).toBeCloseTo(10.015, 3);
    expect(loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS, batchSize: 4, maxChunkSize: 2048 })).toBeCloseTo(32.549, 3);
    // Activations are linear in tokens in flight: doubling the batch adds what one batch's tokens took.
    const doubled = loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS, batchSize: 2 });
    const doubledChunk = loraMemoryGb({ parameters: LLAMA_3_2_1B, ...DEFAULTS, maxChunkSize: 1024 });
    expect(doubled).toBeGreaterThan(base);
    expect(doubled).toBeCloseTo(doubledChunk, 9);
  });

  it('never plans less than the weights and the overhead', () => {
    expect(loraMemoryGb({ parameters: 1e6, loraR: 1, batchSize: 1, maxChunkSize: 1 })).toBeGreaterThan(CUDA_OVERHEAD_GB);
  });

  it('refuses sizes that are not positive numbers', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => loraMemoryGb({ parameters: bad, ...DEFAULTS })).toThrow(RangeError);
      expect(() => loraMemoryGb({ parameters: 1e9, ...DEFAULTS, loraR: bad })).toThrow(/loraR/);
      expect(() => loraMemoryGb({ parameters: 1e9, ...DEFAULTS, batchSize: bad })).toThrow(/batchSize/);
      expect(() => loraMemoryGb({ parameters: 1e9, ...DEFAULTS, maxChunkSize: bad })).toThrow(/maxChunkSize/);
    }
  });
});

describe('fitsOn', () => {
  it('adds up the memory of the GPUs', () => {
    expect(gpuMemoryGb('NVIDIA_TESLA_V100', 1)).toBe(16);
    expect(gpuMemoryGb('NVIDIA_TESLA_A100', 4)).toBe(160);
    expect(gpuMemoryGb('NVIDIA_H100_80GB', 8)).toBe(640);
  });

  it('fits up to and including the memory available', () => {
    expect(fitsOn('NVIDIA_TESLA_V100', 1, 16)).toBe(true);
    expect(fitsOn('NVIDIA_TESLA_V100', 1, 16.01)).toBe(false);
    expect(fitsOn('NVIDIA_TESLA_V100', 2, 16.01)).toBe(true);
  });

  it('puts Llama 3.1 8B at the defaults on two V100s or one A100, not on one V100', () => {
    const needed = loraMemoryGb({ parameters: LLAMA_3_1_8B, ...DEFAULTS });
    expect(fitsOn('NVIDIA_TESLA_V100', 1, needed)).toBe(false);
    expect(fitsOn('NVIDIA_TESLA_V100', 2, needed)).toBe(true);
    expect(fitsOn('NVIDIA_TESLA_A100', 1, needed)).toBe(true);
  });
});
