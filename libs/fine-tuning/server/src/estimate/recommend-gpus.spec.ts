import { GPU_OPTIONS } from '@bagel/contract';
import { describe, expect, it } from 'vitest';
import { loraMemoryGb } from './lora-memory';
import { recommendGpus } from './recommend-gpus';

const LLAMA_3_2_1B = 1_235_814_400;
const LLAMA_3_1_8B = 8_030_261_248;
const QWEN_2_5_0_5B = 494_032_768;
const DEFAULTS = { loraR: 8, batchSize: 1, maxChunkSize: 512, epochs: 1 };

describe('recommendGpus', () => {
  it('offers every configuration a small model fits, cheapest first, and describes each', () => {
    const gpus = recommendGpus({ parameters: LLAMA_3_2_1B, ...DEFAULTS, datasetTokens: 1_000_000 });
    expect(gpus).toHaveLength(16);
    // V100: 2,500 × 1e9 / 1.2358e9 = 2,023 tokens/s; 1e6 tokens = 0.1373 h, + 0.1 = 0.2373 h × $0.49 = $0.1163.
    expect(gpus[0]).toEqual({
      gpu_type: 'NVIDIA_TESLA_V100',
      gpu_count: 1,
      description:
        'NVIDIA Tesla V100 16GB × 1: fits this 1.2B-parameter model with LoRA (about 5.7 GB of 16 GB) and trains it in about 0.24 hours for $0.12.',
    });
    expect(gpus.at(-1)).toMatchObject({ gpu_type: 'NVIDIA_H100_80GB', gpu_count: 8 });
  });

  it('breaks a tie on price by the shorter duration', () => {
    const [, second, third] = recommendGpus({ parameters: LLAMA_3_2_1B, ...DEFAULTS, datasetTokens: 1_000_000 });
    // Both $0.18: one A100 in 0.15 h before two V100s in 0.18 h.
    expect(second?.description).toBe(
      'NVIDIA Tesla A100 40GB × 1: fits this 1.2B-parameter model with LoRA (about 5.7 GB of 40 GB) and trains it in about 0.15 hours for $0.18.',
    );
    expect(third?.description).toBe(
      'NVIDIA Tesla V100 16GB × 2: fits this 1.2B-parameter model with LoRA (about 5.7 GB of 32 GB) and trains it in about 0.18 hours for $0.18.',
    );
  });

  it('leaves out GPUs the model does not fit on, and prefers the best price per token on a long job', () => {
    const gpus = recommendGpus({ parameters: LLAMA_3_1_8B, ...DEFAULTS, datasetTokens: 100_000_000 });
    // 20.3 GB does not fit one 16 GB V100.
    expect(gpus).toHaveLength(15);
    expect(gpus).not.toContainEqual(expect.objectContaining({ gpu_type: 'NVIDIA_TESLA_V100', gpu_count: 1 }));
    // 7,000 × 1e9 / 8.03e9 = 871.7 tokens/s; 1e8 tokens = 31.866 h, + 0.1 = 31.966 h × $1.19 = $38.04.
    expect(gpus[0]).toEqual({
      gpu_type: 'NVIDIA_TESLA_A100',
      gpu_count: 1,
      description:
        'NVIDIA Tesla A100 40GB × 1: fits this 8B-parameter model with LoRA (about 20.3 GB of 40 GB) and trains it in about 31.97 hours for $38.04.',
    });
    expect(gpus[1]).toMatchObject({ gpu_type: 'NVIDIA_TESLA_A100', gpu_count: 2 });
  });

  it('needs several GPUs when one cannot hold the batch', () => {
    const settings = { parameters: LLAMA_3_1_8B, ...DEFAULTS, batchSize: 8, maxChunkSize: 2048 };
    const needed = loraMemoryGb(settings);
    const gpus = recommendGpus({ ...settings, datasetTokens: 1_000_000 });
    expect(needed).toBeGreaterThan(80);
    expect(gpus.length).toBeGreaterThan(0);
    for (const gpu of gpus) {
      expect(gpu.gpu_count).toBeGreaterThan(1);
      expect(GPU_OPTIONS[gpu.gpu_type as keyof typeof GPU_OPTIONS].memoryGb * gpu.gpu_count).toBeGreaterThanOrEqual(needed);
    }
  });

  it('is empty when no configuration can hold the model', () => {
    expect(recommendGpus({ parameters: 405e9, ...DEFAULTS, datasetTokens: 1_000 })).toEqual([]);
  });

  it('writes sizes and amounts as people read them', () => {
    const [small] = recommendGpus({ parameters: QWEN_2_5_0_5B, ...DEFAULTS, datasetTokens: 1_000 });
    expect(small?.description).toMatch(/fits this 494M-parameter model/);
    const [long] = recommendGpus({ parameters: LLAMA_3_1_8B, ...DEFAULTS, datasetTokens: 5_000_000_000 });
    // 5e9 / 871.7 tokens/s = 1,593.31 h, + 0.1 = 1,593.406 h on one A100 40GB × $1.19 = $1,896.153.
    expect(long?.description).toBe(
      'NVIDIA Tesla A100 40GB × 1: fits this 8B-parameter model with LoRA (about 20.3 GB of 40 GB) and trains it in about 1,593.41 hours for $1,896.16.',
    );
  });
});
