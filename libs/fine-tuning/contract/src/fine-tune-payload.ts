import * as v from 'valibot';
import { DEFAULT_GPU_TYPE, GPU_COUNT_ERROR, GPU_COUNTS, GPU_TYPES, UserId } from '@bagel/contract';

export const SEGMENTATION_METHODS = ['regex', 'tokenizer', 'spacy', 'nltk'] as const;

/** Spec §9's LoRA target modules, all on by default. */
export const LORA_TARGET_MODULES = ['q_proj', 'k_proj', 'v_proj', 'o_proj', 'gate_proj', 'up_proj', 'down_proj', 'lm_head'] as const;

/** Spec §9's training defaults. */
export const TRAINING_DEFAULTS = {
  epochs: 1,
  learning_rate: 0.001,
  batch_size: 1,
  eval_batch_size: 1,
  gradient_accumulation_steps: 4,
  max_chunk_size: 512,
  stride: 50,
  min_segment_length: 15,
  train_test_split: 0.8,
  lora_r: 8,
  lora_dropout: 0.05,
  segmentation_method: 'regex',
  accelerator_type: DEFAULT_GPU_TYPE,
  accelerator_count: 1,
} as const;

/** Spec §5's input hints, with upper bounds that keep a typo from booking a GPU for a year. */
export const TRAINING_LIMITS = {
  epochs: { min: 1, max: 100 },
  learning_rate: { step: 0.001, max: 1 },
  batch_size: { min: 1, max: 1024 },
  eval_batch_size: { min: 1, max: 1024 },
  gradient_accumulation_steps: { min: 1, max: 1024 },
  max_chunk_size: { min: 1, max: 32_768 },
  stride: { min: 1, max: 32_768 },
  min_segment_length: { min: 1, max: 32_768 },
  train_test_split: { min: 0.1, max: 0.95, step: 0.05 },
  lora_r: { min: 1, max: 256 },
  lora_dropout: { min: 0, max: 0.5, step: 0.01 },
} as const;

/** Spec §5's toast texts for step 4 ('Validation Error'). */
export const TRAINING_ERRORS = {
  epochs: 'Epochs must be at least 1',
  learningRate: 'Learning rate must be greater than 0',
  gpu: 'Please select a GPU configuration',
  selection: 'Please make sure you have selected a model, dataset, and file',
  columns: 'Input and output columns are required for non-text files',
} as const;

/** Spec §5: a .txt file is trained on as text; any other file needs its input and output columns. */
export const needsColumns = (fileName: string) => !fileName.toLowerCase().endsWith('.txt');

const whole = (field: string, { min, max }: { min: number; max: number }, below = `${field} must be at least ${min}`) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.integer(`${field} must be a whole number`),
    v.minValue(min, below),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

const fraction = (field: string, { min, max }: { min: number; max: number }) =>
  v.pipe(
    v.number(`${field} must be a number`),
    v.minValue(min, `${field} must be at least ${min}`),
    v.maxValue(max, `${field} must be at most ${max}`),
  );

const name = (field: string, max = 200) =>
  v.pipe(
    v.string(`${field} must be text`),
    v.trim(),
    v.nonEmpty(`${field} is required`),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

const column = (field: string) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(200, `${field} must be at most 200 characters`)), '');

export const GpuTypeField = v.picklist(GPU_TYPES, TRAINING_ERRORS.gpu);
export const GpuCountField = v.picklist(GPU_COUNTS, GPU_COUNT_ERROR);

/** What the validation call and a training job share: spec §3's training parameters. */
export const TrainingParameters = {
  epochs: whole('epochs', TRAINING_LIMITS.epochs, TRAINING_ERRORS.epochs),
  learning_rate: v.pipe(
    v.number('learning_rate must be a number'),
    v.gtValue(0, TRAINING_ERRORS.learningRate),
    v.maxValue(TRAINING_LIMITS.learning_rate.max, `learning_rate must be at most ${TRAINING_LIMITS.learning_rate.max}`),
  ),
  segmentation_method: v.optional(
    v.picklist(SEGMENTATION_METHODS, `segmentation_method must be one of ${SEGMENTATION_METHODS.join(', ')}`),
    TRAINING_DEFAULTS.segmentation_method,
  ),
  batch_size: v.optional(whole('batch_size', TRAINING_LIMITS.batch_size), TRAINING_DEFAULTS.batch_size),
  eval_batch_size: v.optional(whole('eval_batch_size', TRAINING_LIMITS.eval_batch_size), TRAINING_DEFAULTS.eval_batch_size),
  gradient_accumulation_steps: v.optional(
    whole('gradient_accumulation_steps', TRAINING_LIMITS.gradient_accumulation_steps),
    TRAINING_DEFAULTS.gradient_accumulation_steps,
  ),
  input_column: column('input_column'),
  output_column: column('output_column'),
};

/** What GPU memory a run needs depends on besides the model: the validation call takes them too. */
export const SizingFields = {
  max_chunk_size: v.optional(whole('max_chunk_size', TRAINING_LIMITS.max_chunk_size), TRAINING_DEFAULTS.max_chunk_size),
  lora_r: v.optional(whole('lora_r', TRAINING_LIMITS.lora_r), TRAINING_DEFAULTS.lora_r),
};

/** Spec §5: the columns are required unless the file is .txt. */
export const columnsWhenNeeded = <T extends { file_name: string; input_column: string; output_column: string }>() =>
  v.check<T, string>(
    (input) => !needsColumns(input.file_name) || (input.input_column !== '' && input.output_column !== ''),
    TRAINING_ERRORS.columns,
  );

/**
 * Spec §3's fine-tune payload: the platform's base model, or (with `hf_model_id`) a hub model with its split and
 * LoRA settings. `base_model` is the model's id, with slashes replaced by hyphens for a hub model.
 */
export const FineTunePayload = v.pipe(
  v.object({
    asset_id: v.pipe(v.string('Please make sure you have selected a model, dataset, and file'), v.uuid('asset_id must be a dataset id')),
    model_name: v.pipe(name('model_name', 100), v.minLength(4, 'Model name must be at least 4 characters')),
    base_model: name('base_model'),
    file_name: name('file_name', 1024),
    accelerator_type: GpuTypeField,
    accelerator_count: v.optional(GpuCountField, TRAINING_DEFAULTS.accelerator_count),
    user_id: UserId,
    ...TrainingParameters,
    ...SizingFields,
    stride: v.optional(whole('stride', TRAINING_LIMITS.stride), TRAINING_DEFAULTS.stride),
    min_segment_length: v.optional(whole('min_segment_length', TRAINING_LIMITS.min_segment_length), TRAINING_DEFAULTS.min_segment_length),
    hf_model_id: v.nullish(name('hf_model_id', 96), null),
    train_test_split: v.optional(fraction('train_test_split', TRAINING_LIMITS.train_test_split), TRAINING_DEFAULTS.train_test_split),
    lora_target_modules: v.optional(
      v.pipe(
        v.array(v.picklist(LORA_TARGET_MODULES, `lora_target_modules may hold ${LORA_TARGET_MODULES.join(', ')}`)),
        v.minLength(1, 'Choose at least one LoRA target module'),
        v.transform((modules) => [...new Set(modules)]),
      ),
      [...LORA_TARGET_MODULES],
    ),
    lora_dropout: v.optional(fraction('lora_dropout', TRAINING_LIMITS.lora_dropout), TRAINING_DEFAULTS.lora_dropout),
  }),
  columnsWhenNeeded(),
);
export type FineTunePayload = v.InferOutput<typeof FineTunePayload>;
export type FineTunePayloadInput = v.InferInput<typeof FineTunePayload>;

/** The model a payload trains from: the hub's id on the hub path, else the platform's base model. */
export const trainedModelId = (payload: Pick<FineTunePayload, 'hf_model_id' | 'base_model'>) => payload.hf_model_id ?? payload.base_model;

/**
 * Spec §3: saved configs may spell fields the way older clients did (`batchSize`, `isSelectedGpu`); each alias is
 * read as the field it names when that field itself is absent.
 */
export const FINE_TUNE_PAYLOAD_ALIASES: Record<string, keyof FineTunePayloadInput> = {
  assetId: 'asset_id',
  datasetId: 'asset_id',
  modelName: 'model_name',
  baseModel: 'base_model',
  fileName: 'file_name',
  isSelectedGpu: 'accelerator_type',
  selectedGpu: 'accelerator_type',
  gpuType: 'accelerator_type',
  acceleratorType: 'accelerator_type',
  gpuCount: 'accelerator_count',
  acceleratorCount: 'accelerator_count',
  userId: 'user_id',
  learningRate: 'learning_rate',
  inputColumn: 'input_column',
  outputColumn: 'output_column',
  segmentationMethod: 'segmentation_method',
  batchSize: 'batch_size',
  evalBatchSize: 'eval_batch_size',
  gradientAccumulationSteps: 'gradient_accumulation_steps',
  maxChunkSize: 'max_chunk_size',
  minSegmentLength: 'min_segment_length',
  hfModelId: 'hf_model_id',
  trainTestSplit: 'train_test_split',
  loraR: 'lora_r',
  loraRank: 'lora_r',
  loraTargetModules: 'lora_target_modules',
  loraDropout: 'lora_dropout',
};

/** An object with every alias renamed to its field (the field's own spelling wins when both are present). */
export function canonicalPayloadFields(input: Record<string, unknown>): Record<string, unknown> {
  const output: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = FINE_TUNE_PAYLOAD_ALIASES[key];
    if (field === undefined) output[key] = value;
    else if (!(field in input)) output[field] = value;
  }
  return output;
}

/** A fine-tune payload in either spelling. */
export const AliasedFineTunePayload = v.pipe(
  v.record(v.string(), v.unknown(), 'fine_tune_payload must be an object'),
  v.transform(canonicalPayloadFields),
  FineTunePayload,
);
