import * as v from 'valibot';
import { defineRoute, IsoDateTime, UserId, GPU_TYPES } from '@bagel/contract';
import {
  AliasedFineTunePayload,
  FineTunePayload,
  GpuCountField,
  GpuTypeField,
  columnsWhenNeeded,
  SizingFields,
  TRAINING_ERRORS,
  TrainingParameters,
} from './fine-tune-payload';

const DatasetId = v.pipe(v.string(TRAINING_ERRORS.selection), v.uuid('dataset_id must be a dataset id'));
const Required = (field: string, max: number) =>
  v.pipe(
    v.string(TRAINING_ERRORS.selection),
    v.trim(),
    v.nonEmpty(TRAINING_ERRORS.selection),
    v.maxLength(max, `${field} must be at most ${max} characters`),
  );

/** Spec §3's validation request; `gpu_count`, `max_chunk_size` and `lora_r` (defaults as in §9) sharpen the estimate. */
export const FineTuneValidationRequest = v.pipe(
  v.object({
    dataset_id: DatasetId,
    file_name: Required('file_name', 1024),
    model_id: Required('model_id', 200),
    gpu_type: GpuTypeField,
    gpu_count: v.optional(GpuCountField, 1),
    ...TrainingParameters,
    ...SizingFields,
  }),
  columnsWhenNeeded(),
);
export type FineTuneValidationRequest = v.InferOutput<typeof FineTuneValidationRequest>;

/** Spec §3: the estimate in USD, hours and Bagels (the product shows each to 2 decimals). */
export const CostEstimate = v.object({
  usd_cost: v.number(),
  duration_hours: v.number(),
  token_cost: v.number(),
  /** Tokens in the chosen file's training text, counted with the base model's tokenizer. */
  dataset_tokens: v.number(),
  /** dataset_tokens × epochs. */
  training_tokens: v.number(),
});
export type CostEstimate = v.InferOutput<typeof CostEstimate>;

export const RecommendedGpu = v.object({
  gpu_type: v.string(),
  gpu_count: v.number(),
  description: v.string(),
});

export const FineTuneValidation = v.object({
  /** Each blocks the job; the wizard shows the first under 'Validation Failed'. */
  critical_errors: v.array(v.string()),
  /** Worth knowing, not blocking. */
  warnings: v.array(v.string()),
  /** Null when the file could not be read or the model is unknown. */
  cost_estimate: v.nullable(CostEstimate),
  /** The balance is below the estimate (one of the critical errors says so): the wizard offers Buy Bagels. */
  insufficient_balance: v.optional(v.boolean()),
  recommendations: v.object({ recommended_gpus: v.array(RecommendedGpu) }),
});
export type FineTuneValidation = v.InferOutput<typeof FineTuneValidation>;

export const validateFineTune = defineRoute({
  method: 'POST',
  path: '/api/v1/fine-tune/validate',
  summary: "Checks a fine-tune against the dataset file, the model and the caller's balance, and estimates its cost",
  tag: 'fine-tuning',
  access: 'user',
  body: FineTuneValidationRequest,
  errors: [404],
  response: FineTuneValidation,
});

const ConfigName = v.pipe(
  v.string('config_name is required'),
  v.trim(),
  v.nonEmpty('config_name is required'),
  v.maxLength(100, 'config_name must be at most 100 characters'),
);

/** Spec §3's saved config: a name and a fine-tune payload (read in either spelling). */
export const SavedFineTuneConfig = v.object({
  config_id: v.string(),
  config_name: v.string(),
  fine_tune_payload: FineTunePayload,
  updated_at: v.string(),
});
export type SavedFineTuneConfig = v.InferOutput<typeof SavedFineTuneConfig>;

export const listFineTuneConfigs = defineRoute({
  method: 'GET',
  path: '/api/v1/fine-tune/configs',
  summary: "The user's saved fine-tune configurations, newest first",
  tag: 'fine-tuning',
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  query: v.object({ user_id: UserId }),
  response: v.object({ configs: v.array(SavedFineTuneConfig) }),
});

/** At most this many saved configs per user: the templates dialog is a short list, not an archive. */
export const MAX_FINE_TUNE_CONFIGS = 50;

export const saveFineTuneConfig = defineRoute({
  method: 'POST',
  path: '/api/v1/fine-tune/configs',
  summary: 'Saves a fine-tune configuration under a name (the same name replaces it)',
  tag: 'fine-tuning',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  body: v.object({ user_id: UserId, config_name: ConfigName, fine_tune_payload: AliasedFineTunePayload }),
  errors: [409],
  response: SavedFineTuneConfig,
});

export const FINE_TUNE_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type FineTuneStatus = (typeof FINE_TUNE_STATUSES)[number];

export const FineTuneEvent = v.object({
  at: IsoDateTime,
  level: v.picklist(['info', 'warning', 'error']),
  message: v.string(),
});

export const LossPoint = v.object({
  step: v.number(),
  epoch: v.number(),
  loss: v.number(),
});

/** A model's training job, as its page shows it. */
export const FineTuneJob = v.object({
  job_id: v.string(),
  model_id: v.string(),
  status: v.picklist(FINE_TUNE_STATUSES),
  /** Who trains it: 'Local simulator' or the GPU provider's name. */
  trainer: v.string(),
  base_model: v.string(),
  file_name: v.string(),
  gpu_type: v.picklist(GPU_TYPES),
  gpu_count: v.number(),
  epochs: v.number(),
  /** 0 to 100. */
  progress: v.number(),
  step: v.number(),
  total_steps: v.nullable(v.number()),
  /** In BGL: held when the job started. */
  estimate_bgl: v.number(),
  /** In BGL: what the job cost in the end; set with the final status, never above the estimate. */
  charged_bgl: v.nullable(v.number()),
  events: v.array(FineTuneEvent),
  loss: v.array(LossPoint),
  error: v.nullable(v.string()),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type FineTuneJob = v.InferOutput<typeof FineTuneJob>;

export const getFineTuneJob = defineRoute({
  method: 'GET',
  path: '/api/v1/fine-tune/jobs/{modelId}',
  summary: "A model's training job: status, events and loss curve",
  tag: 'fine-tuning',
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  params: v.object({ modelId: v.pipe(v.string(), v.uuid('modelId must be a model id')) }),
  query: v.object({ user_id: UserId }),
  errors: [404],
  response: FineTuneJob,
});

/** The 404 of a model that was not fine-tuned here (uploaded, cloned, or another user's). */
export const NO_FINE_TUNE_JOB = 'This model has no fine-tuning job';
