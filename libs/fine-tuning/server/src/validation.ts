import { GPU_OPTIONS } from '@bagel/contract';
import type { CostEstimate, FineTuneValidation, FineTuneValidationRequest } from '@bagel/fine-tuning-contract';
import type { AssetLibrary } from '@bagel/asset-ports';
import type { LedgerPort, ModelCatalog } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { bglText } from '@bagel/util';
import { countTokens, estimateTraining, fitsOn, loraMemoryGb, parameterCount, recommendGpus, tokenizerFamilyOf } from './estimate';
import { missingColumns, trainingTexts } from './training-text';

export interface ValidationDependencies {
  library: AssetLibrary;
  models: ModelCatalog;
  ledger: LedgerPort;
}

/** A checked run: what the validation call answers, and what a job that starts from it needs. */
export interface TrainingPlan {
  validation: FineTuneValidation;
  /** Set when there is no critical error. */
  estimate: (CostEstimate & { hundredths: number }) | null;
}

const MODEL_HUB_DOWN = 'The model hub is not reachable right now. Please try again shortly.';

/**
 * Spec §3's validation: the dataset file read through, its training text counted with the base model's tokenizer,
 * the GPU memory LoRA needs against the chosen GPUs, the estimate against the balance. Each problem that would
 * stop the job is a critical error, in the order a user fixes them.
 */
export async function planTraining(
  deps: ValidationDependencies,
  userId: string,
  request: FineTuneValidationRequest,
): Promise<TrainingPlan> {
  const critical: string[] = [];
  const warnings: string[] = [];
  let balanceShort = false;
  const answer = (
    estimate: TrainingPlan['estimate'],
    recommended: FineTuneValidation['recommendations']['recommended_gpus'] = [],
  ): TrainingPlan => ({
    validation: {
      critical_errors: critical,
      warnings,
      cost_estimate: estimate && withoutHundredths(estimate),
      insufficient_balance: balanceShort,
      recommendations: { recommended_gpus: recommended },
    },
    estimate: critical.length === 0 ? estimate : null,
  });
  /** A problem that leaves nothing further to check. */
  const refuse = (message: string) => {
    critical.push(message);
    return answer(null);
  };

  const model = await deps.models.describe(request.model_id).catch((error: unknown) => {
    throw new HttpError(502, MODEL_HUB_DOWN, 'model_id', { cause: error });
  });
  if (!model) return refuse(`The model ${request.model_id} was not found`);
  const family = tokenizerFamilyOf(model.family);
  if (!family)
    return refuse(
      `Fine-tuning supports Llama 3 and Qwen models; ${model.id} is ${model.family ? `a ${model.family} model` : 'of no known family'}`,
    );
  const parameters = parameterCount(model.config);
  if (parameters === null) return refuse(`The size of ${model.id} is unknown: its config.json is missing or incomplete`);

  let tokens: { tokens: number; exact: boolean };
  try {
    const table = await deps.library.readTable(request.dataset_id, request.file_name, userId);
    if (!table) return refuse(`The file ${request.file_name} was not found in this dataset`);
    const missing = missingColumns(table, request);
    if (missing.length > 0) {
      const named = missing.map((column) => `'${column}'`).join(' or ');
      return refuse(`${request.file_name} has no column ${named} (its columns: ${table.columns.join(', ') || 'none'})`);
    }
    tokens = await countTokens(family, trainingTexts(table, request));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return refuse(error instanceof Error ? error.message : String(error));
  }
  if (tokens.tokens === 0) return refuse(`${request.file_name} holds no text to train on`);
  if (!tokens.exact) warnings.push('Tokens were counted in the first 8 MiB of training text; the rest is estimated from them');

  const sizing = { parameters, loraR: request.lora_r, batchSize: request.batch_size, maxChunkSize: request.max_chunk_size };
  const needGb = loraMemoryGb(sizing);
  const gpu = GPU_OPTIONS[request.gpu_type];
  if (!fitsOn(request.gpu_type, request.gpu_count, needGb)) {
    critical.push(
      `${model.id} needs about ${needGb.toFixed(1)} GB of GPU memory to fine-tune with LoRA; ${gpu.label} × ${request.gpu_count} has ${gpu.memoryGb * request.gpu_count} GB. Choose a larger GPU or more of them.`,
    );
  }
  const training = estimateTraining({
    datasetTokens: tokens.tokens,
    epochs: request.epochs,
    parameters,
    gpuType: request.gpu_type,
    gpuCount: request.gpu_count,
  });
  const hundredths = Math.round(training.token_cost * 100);
  const balance = await deps.ledger.balanceOf(userId);
  if (balance < hundredths) {
    balanceShort = true;
    critical.push(`Your balance of ${bglText(balance)} is below the estimated cost of ${bglText(hundredths)}`);
  }
  const recommended = recommendGpus({ ...sizing, datasetTokens: tokens.tokens, epochs: request.epochs });
  return answer({ ...training, dataset_tokens: tokens.tokens, hundredths }, recommended);
}

function withoutHundredths({ hundredths: _, ...estimate }: CostEstimate & { hundredths: number }): CostEstimate {
  return estimate;
}
