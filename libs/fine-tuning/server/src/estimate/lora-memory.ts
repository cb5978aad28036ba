import { type GpuType, GPU_OPTIONS } from '@bagel/contract';
import type { GpuCount } from './training-throughput';

/** GPU memory is sold and reported (nvidia-smi, "40GB") in binary gigabytes. */
const GIB = 1024 ** 3;

/** The base model is frozen and held in bf16. */
const WEIGHT_BYTES_PER_PARAMETER = 2;
/** Each trainable adapter weight is fp32 with its fp32 gradient and Adam's two moments. */
const BYTES_PER_ADAPTER_PARAMETER = 16;
/**
 * Adapter weights per unit of rank: r × (in + out) summed over every adapted matrix (all of spec §9's target modules).
 * That sum grows with width × depth, which for the Llama 3 and Qwen 2.5/3 shapes is close to √parameters; 33 √P per
 * rank is at or above each of them (real → planned: Qwen2.5-0.5B 0.70M → 0.73M, Qwen3-0.6B 0.78M → 0.81M,
 * Llama-3.2-1B 0.83M → 1.16M, Llama-3.1-8B 2.75M → 2.96M).
 */
const ADAPTER_PARAMETERS_PER_RANK_PER_ROOT_PARAMETER = 33;
/**
 * Activations kept for the backward pass, per token in flight: about 34 bytes × layers × hidden width in bf16 with
 * fused attention (Korthikanti et al., 2022), a little more for gated MLPs; layers × width is 0.9–1.5 √P for these
 * shapes, hence 64 √P.
 */
const ACTIVATION_BYTES_PER_TOKEN_PER_ROOT_PARAMETER = 64;
/** The output logits per token: bf16, their fp32 upcast for the loss and its gradient, for a vocabulary of up to ~152k. */
const LOGIT_BYTES_PER_TOKEN = 1.5e6;
/** CUDA context, cuBLAS workspaces and the allocator's fragmentation, whatever the model. */
export const CUDA_OVERHEAD_GB = 1.5;

export interface LoraMemoryInput {
  parameters: number;
  loraR: number;
  batchSize: number;
  maxChunkSize: number;
}

/** GPU memory, in GB, that LoRA training of a `parameters` model needs with these settings: a planning figure. */
export function loraMemoryGb({ parameters, loraR, batchSize, maxChunkSize }: LoraMemoryInput): number {
  for (const [name, value] of Object.entries({ parameters, loraR, batchSize, maxChunkSize })) {
    if (!(value > 0) || !Number.isFinite(value)) throw new RangeError(`${name} must be a positive number, not ${value}`);
  }
  const root = Math.sqrt(parameters);
  const weights = parameters * WEIGHT_BYTES_PER_PARAMETER;
  const adapters = ADAPTER_PARAMETERS_PER_RANK_PER_ROOT_PARAMETER * loraR * root * BYTES_PER_ADAPTER_PARAMETER;
  const activations = batchSize * maxChunkSize * (ACTIVATION_BYTES_PER_TOKEN_PER_ROOT_PARAMETER * root + LOGIT_BYTES_PER_TOKEN);
  return (weights + adapters + activations) / GIB + CUDA_OVERHEAD_GB;
}

/** The memory of `gpuCount` GPUs of a type together, in GB. */
export const gpuMemoryGb = (gpuType: GpuType, gpuCount: GpuCount) => GPU_OPTIONS[gpuType].memoryGb * gpuCount;

/**
 * Whether training that needs `memoryGb` fits on `gpuCount` GPUs of a type. Model-parallel sharding is assumed across
 * GPUs (the trainer splits weights and activations over them, as FSDP does), so their memory adds up.
 */
export const fitsOn = (gpuType: GpuType, gpuCount: GpuCount, memoryGb: number) => memoryGb <= gpuMemoryGb(gpuType, gpuCount);
