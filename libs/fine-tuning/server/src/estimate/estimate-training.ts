import { type GpuType, BAGELS_PER_USD, GPU_OPTIONS } from '@bagel/contract';
import { roundUpToHundredths } from './round-up';
import { clusterTokensPerSecond, type GpuCount } from './training-throughput';

/**
 * Hours every job pays before its first step: the pod starting, the image and the base model downloading and loading.
 * A planning figure, like the throughput table.
 */
export const STARTUP_HOURS = 0.1;

export interface TrainingInput {
  /** Tokens in the training text, counted with the base model's tokenizer. */
  datasetTokens: number;
  epochs: number;
  parameters: number;
  gpuType: GpuType;
  gpuCount: GpuCount;
}

/** The parts of spec §3's cost estimate that follow from the tokens, the model and the GPUs. */
export interface TrainingEstimate {
  training_tokens: number;
  duration_hours: number;
  usd_cost: number;
  token_cost: number;
}

/**
 * How long LoRA training takes and what it costs: the tokens of every epoch at the GPUs' combined throughput, plus
 * start-up, billed per GPU-hour at the provider's price and converted to Bagels. Each figure is rounded up to
 * hundredths from the exact value (not from another rounded figure), so each is the smallest amount shown that is not
 * below what the same figures charge.
 */
export function estimateTraining({ datasetTokens, epochs, parameters, gpuType, gpuCount }: TrainingInput): TrainingEstimate {
  if (!(datasetTokens >= 0) || !Number.isFinite(datasetTokens))
    throw new RangeError(`datasetTokens must be zero or more, not ${datasetTokens}`);
  if (!(epochs > 0) || !Number.isFinite(epochs)) throw new RangeError(`epochs must be a positive number, not ${epochs}`);
  const trainingTokens = datasetTokens * epochs;
  const hours = trainingTokens / clusterTokensPerSecond(gpuType, gpuCount, parameters) / 3600 + STARTUP_HOURS;
  const usd = hours * GPU_OPTIONS[gpuType].usdPerHour * gpuCount;
  return {
    training_tokens: roundUpToHundredths(trainingTokens),
    duration_hours: roundUpToHundredths(hours),
    usd_cost: roundUpToHundredths(usd),
    token_cost: roundUpToHundredths(usd * BAGELS_PER_USD),
  };
}
