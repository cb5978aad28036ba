import { GPU_COUNTS, GPU_OPTIONS, GPU_TYPES } from '@bagel/contract';
import type { RecommendedGpu as RecommendedGpuSchema } from '@bagel/fine-tuning-contract';
import { twoDecimals } from '@bagel/util';
import type * as v from 'valibot';
import { estimateTraining } from './estimate-training';
import { fitsOn, gpuMemoryGb, loraMemoryGb } from './lora-memory';

export type RecommendedGpu = v.InferOutput<typeof RecommendedGpuSchema>;

export interface RecommendInput {
  parameters: number;
  loraR: number;
  batchSize: number;
  maxChunkSize: number;
  /** Tokens in the training text; the estimate multiplies them by the epochs. */
  datasetTokens: number;
  epochs: number;
}

/** '494M', '1.2B', '8B': how model sizes are usually spoken of. */
function modelSize(parameters: number): string {
  const millions = Math.round(parameters / 1e6);
  if (millions < 1000) return `${millions}M`;
  return `${(parameters / 1e9).toFixed(1).replace(/\.0$/, '')}B`;
}

/**
 * Every GPU configuration the model trains on, cheapest first (then fastest, then in the wizard's order), each with
 * what it costs: the first is what the wizard suggests. More GPUs finish sooner but cost more in total (each loses some
 * throughput to the others), so they come first only when fewer cannot hold the model. Empty when nothing can.
 */
export function recommendGpus({ parameters, loraR, batchSize, maxChunkSize, datasetTokens, epochs }: RecommendInput): RecommendedGpu[] {
  const memoryGb = loraMemoryGb({ parameters, loraR, batchSize, maxChunkSize });
  const candidates = GPU_TYPES.flatMap((gpuType) =>
    GPU_COUNTS.filter((gpuCount) => fitsOn(gpuType, gpuCount, memoryGb)).map((gpuCount) => ({
      gpuType,
      gpuCount,
      estimate: estimateTraining({ datasetTokens, epochs, parameters, gpuType, gpuCount }),
    })),
  );
  // Ranked on the rounded figures the user is shown, so two offers that read the same are ordered by what differs.
  candidates.sort((a, b) => a.estimate.usd_cost - b.estimate.usd_cost || a.estimate.duration_hours - b.estimate.duration_hours);
  return candidates.map(({ gpuType, gpuCount, estimate }) => ({
    gpu_type: gpuType,
    gpu_count: gpuCount,
    description:
      `${GPU_OPTIONS[gpuType].label} × ${gpuCount}: fits this ${modelSize(parameters)}-parameter model with LoRA ` +
      `(about ${memoryGb.toFixed(1)} GB of ${gpuMemoryGb(gpuType, gpuCount)} GB) and trains it in about ` +
      `${twoDecimals(estimate.duration_hours)} hours for $${twoDecimals(estimate.usd_cost)}.`,
  }));
}
