import { type GpuType, GPU_COUNTS } from '@bagel/contract';

export type GpuCount = (typeof GPU_COUNTS)[number];

/**
 * LoRA fine-tuning throughput, in training tokens a second, of a 1-billion-parameter decoder on one GPU in bf16.
 * These are planning figures, rounded from public LoRA/PEFT benchmarks, not measurements of our pods: they set the
 * estimate's duration and price, and should be replaced by figures from our own jobs once there are some.
 */
export const LORA_TOKENS_PER_SECOND_1B: Record<GpuType, number> = {
  NVIDIA_TESLA_V100: 2_500,
  NVIDIA_TESLA_A100: 7_000,
  NVIDIA_TESLA_A100_80GB: 7_500,
  NVIDIA_H100_80GB: 14_000,
};

/**
 * The share of one GPU's throughput each GPU keeps when several train together: gradients and sharded weights cross
 * the interconnect every step, so 8 GPUs are about 6.4× one, not 8×.
 */
export const SCALING_EFFICIENCY: Record<GpuCount, number> = { 1: 1, 2: 0.9, 4: 0.85, 8: 0.8 };

/**
 * Training tokens a second of one GPU for a model of `parameters`: the forward and backward passes cost about six
 * FLOPs per parameter per token, LoRA or not, so throughput falls in proportion to model size.
 */
export function tokensPerSecond(gpuType: GpuType, parameters: number): number {
  if (!(parameters > 0) || !Number.isFinite(parameters)) throw new RangeError(`parameters must be a positive number, not ${parameters}`);
  return (LORA_TOKENS_PER_SECOND_1B[gpuType] * 1e9) / parameters;
}

/** Training tokens a second of `gpuCount` GPUs together. */
export function clusterTokensPerSecond(gpuType: GpuType, gpuCount: GpuCount, parameters: number): number {
  return tokensPerSecond(gpuType, parameters) * gpuCount * SCALING_EFFICIENCY[gpuCount];
}
