import * as v from 'valibot';
import { GPU_COUNT_ERROR, GPU_COUNTS, type RouteBodyInput } from '@bagel/contract';
import {
  FineTunePayload,
  FineTuneValidationRequest,
  needsColumns,
  TRAINING_ERRORS,
  type FineTunePayloadInput,
  type validateFineTune,
} from '@bagel/fine-tuning-contract';
import { numberOf, type WizardValues } from '../wizard/wizard-values';
import { trainingFieldOf, type TrainingField } from './training-fields';

export type ValidationRequest = RouteBodyInput<typeof validateFineTune>;

/** Spec §3: on the hub path `base_model` is the hub's id with its slashes replaced by hyphens. */
export const hubBaseModel = (hubId: string) => hubId.replace(/\//g, '-');

const COLUMNS = ['input_column', 'output_column'] as const;

const isGpuCount = (count: number | null): count is (typeof GPU_COUNTS)[number] => GPU_COUNTS.some((allowed) => allowed === count);

export type TrainingCheck = { ok: true; request: ValidationRequest } | { ok: false; message: string; fields: TrainingField[] };

/**
 * Spec §5's step 4 rules, in its order, each failing with its own toast text and the fields it is about; then the
 * contract's own rules for what the spec leaves open (upper limits), so nothing the server would refuse is sent.
 */
export function checkTraining(values: WizardValues): TrainingCheck {
  const fail = (message: string, ...fields: TrainingField[]): TrainingCheck => ({ ok: false, message, fields });
  const epochs = numberOf(values.epochs);
  const learningRate = numberOf(values.learning_rate);
  if (!(epochs >= 1)) return fail(TRAINING_ERRORS.epochs, 'epochs');
  if (!(learningRate > 0)) return fail(TRAINING_ERRORS.learningRate, 'learning_rate');
  if (values.accelerator_type === null) return fail(TRAINING_ERRORS.gpu, 'accelerator_type');
  if (!isGpuCount(values.accelerator_count)) return fail(GPU_COUNT_ERROR, 'accelerator_count');
  const { baseModel, dataset, fileName } = values;
  // Chosen on step 3: no field here to mark.
  if (!baseModel || !dataset || !fileName) return fail(TRAINING_ERRORS.selection);
  const columns = needsColumns(fileName);
  const emptyColumns = COLUMNS.filter((column) => values[column].trim() === '');
  if (columns && emptyColumns.length > 0) return fail(TRAINING_ERRORS.columns, ...emptyColumns);

  const request: ValidationRequest = {
    dataset_id: dataset.id,
    file_name: fileName,
    model_id: baseModel.id,
    gpu_type: values.accelerator_type,
    gpu_count: values.accelerator_count,
    epochs,
    learning_rate: learningRate,
    segmentation_method: values.segmentation_method,
    batch_size: numberOf(values.batch_size),
    eval_batch_size: numberOf(values.eval_batch_size),
    gradient_accumulation_steps: numberOf(values.gradient_accumulation_steps),
    // The chunk size, and on the hub path the LoRA rank, sharpen the estimate (the platform path trains at the default).
    max_chunk_size: numberOf(values.max_chunk_size),
    ...(values.modelType === 'hub' ? { lora_r: numberOf(values.lora_r) } : {}),
    // Spec §3: the columns go with a file that is not plain text.
    ...(columns ? { input_column: values.input_column, output_column: values.output_column } : {}),
  };
  const parsed = v.safeParse(FineTuneValidationRequest, request);
  if (parsed.success) return { ok: true, request };
  const [issue] = parsed.issues;
  const field = trainingFieldOf(issue.path?.map((item) => String(item.key)).join('.'));
  return field ? fail(issue.message, field) : fail(issue.message);
}

/**
 * Spec §3's fine-tune payload for the path chosen: the hub path adds the hub id, its split and LoRA settings. Null when
 * the contract would refuse it (spec §5's submit-time 'Please fill in all required fields').
 */
export function fineTunePayload(values: WizardValues, userId: string | undefined): FineTunePayloadInput | null {
  const { modelType, baseModel, dataset, fileName } = values;
  if (!userId || !baseModel || !dataset || !fileName || values.accelerator_type === null || !isGpuCount(values.accelerator_count)) {
    return null;
  }
  const hub = modelType === 'hub';
  const payload: FineTunePayloadInput = {
    asset_id: dataset.id,
    model_name: values.name.trim(),
    base_model: hub ? hubBaseModel(baseModel.id) : baseModel.id,
    file_name: fileName,
    accelerator_type: values.accelerator_type,
    accelerator_count: values.accelerator_count,
    user_id: userId,
    epochs: numberOf(values.epochs),
    learning_rate: numberOf(values.learning_rate),
    input_column: values.input_column.trim(),
    output_column: values.output_column.trim(),
    segmentation_method: values.segmentation_method,
    batch_size: numberOf(values.batch_size),
    eval_batch_size: numberOf(values.eval_batch_size),
    gradient_accumulation_steps: numberOf(values.gradient_accumulation_steps),
    max_chunk_size: numberOf(values.max_chunk_size),
    stride: numberOf(values.stride),
    min_segment_length: numberOf(values.min_segment_length),
    ...(hub
      ? {
          hf_model_id: baseModel.id,
          train_test_split: numberOf(values.train_test_split),
          lora_r: numberOf(values.lora_r),
          lora_target_modules: values.lora_target_modules,
          lora_dropout: numberOf(values.lora_dropout),
        }
      : {}),
  };
  return v.safeParse(FineTunePayload, payload).success ? payload : null;
}

/** The advanced options' rules, taken from the payload's own schema. */
const AdvancedOptions = v.partial(
  v.pick(FineTunePayload.pipe[0], [
    'max_chunk_size',
    'stride',
    'min_segment_length',
    'segmentation_method',
    'train_test_split',
    'lora_r',
    'lora_dropout',
    'lora_target_modules',
  ]),
);

/**
 * Continue on Dataset & Files: spec §5 needs a base model, a dataset and a file; the advanced options must be ones the
 * contract takes (the hub path's split and LoRA settings only there). Returns the toast text, or null.
 */
export function checkDatasetStep(values: WizardValues): string | null {
  if (!values.baseModel || !values.dataset || !values.fileName) return TRAINING_ERRORS.selection;
  const options = {
    max_chunk_size: numberOf(values.max_chunk_size),
    stride: numberOf(values.stride),
    min_segment_length: numberOf(values.min_segment_length),
    segmentation_method: values.segmentation_method,
    ...(values.modelType === 'hub'
      ? {
          train_test_split: numberOf(values.train_test_split),
          lora_r: numberOf(values.lora_r),
          lora_dropout: numberOf(values.lora_dropout),
          lora_target_modules: values.lora_target_modules,
        }
      : {}),
  };
  const parsed = v.safeParse(AdvancedOptions, options);
  return parsed.success ? null : parsed.issues[0].message;
}
