import { BASE_MODEL_TYPES } from '@bagel/assets-contract';
import type { GpuType } from '@bagel/contract';
import { LORA_TARGET_MODULES, TRAINING_DEFAULTS, type SEGMENTATION_METHODS } from '@bagel/fine-tuning-contract';
import type { ModelType } from './model-types';

export type BaseModelType = (typeof BASE_MODEL_TYPES)[number];
export type SegmentationMethod = (typeof SEGMENTATION_METHODS)[number];
export type LoraTargetModule = (typeof LORA_TARGET_MODULES)[number];

/** What Mantine's NumberInput holds: a number, or the text typed so far ('' when emptied). */
export type NumberField = number | string;

/** A model or dataset chosen in a search: its id, and the name the review shows. */
export interface Chosen {
  id: string;
  title: string;
}

/** Everything the wizard collects, on every path; each path reads what it needs. */
export interface WizardValues {
  modelType: ModelType | null;
  name: string;
  /** Upload path only. */
  baseModelType: BaseModelType | null;
  /** Upload path only: the files to send, in the order they were chosen. */
  files: File[];
  /** A platform base model (fine-tune path) or a hub model (hub path). */
  baseModel: Chosen | null;
  dataset: Chosen | null;
  /** The chosen file's path in the dataset. */
  fileName: string | null;
  max_chunk_size: NumberField;
  stride: NumberField;
  min_segment_length: NumberField;
  segmentation_method: SegmentationMethod;
  train_test_split: NumberField;
  lora_r: NumberField;
  lora_dropout: NumberField;
  lora_target_modules: LoraTargetModule[];
  epochs: NumberField;
  learning_rate: NumberField;
  batch_size: NumberField;
  eval_batch_size: NumberField;
  gradient_accumulation_steps: NumberField;
  /** Null when the choice was cleared. */
  accelerator_type: GpuType | null;
  accelerator_count: number | null;
  input_column: string;
  output_column: string;
}

/** Spec §9's defaults; LoRA target modules all on. */
export const INITIAL_VALUES: WizardValues = {
  modelType: null,
  name: '',
  baseModelType: null,
  files: [],
  baseModel: null,
  dataset: null,
  fileName: null,
  max_chunk_size: TRAINING_DEFAULTS.max_chunk_size,
  stride: TRAINING_DEFAULTS.stride,
  min_segment_length: TRAINING_DEFAULTS.min_segment_length,
  segmentation_method: TRAINING_DEFAULTS.segmentation_method,
  train_test_split: TRAINING_DEFAULTS.train_test_split,
  lora_r: TRAINING_DEFAULTS.lora_r,
  lora_dropout: TRAINING_DEFAULTS.lora_dropout,
  lora_target_modules: [...LORA_TARGET_MODULES],
  epochs: TRAINING_DEFAULTS.epochs,
  learning_rate: TRAINING_DEFAULTS.learning_rate,
  batch_size: TRAINING_DEFAULTS.batch_size,
  eval_batch_size: TRAINING_DEFAULTS.eval_batch_size,
  gradient_accumulation_steps: TRAINING_DEFAULTS.gradient_accumulation_steps,
  accelerator_type: TRAINING_DEFAULTS.accelerator_type,
  accelerator_count: TRAINING_DEFAULTS.accelerator_count,
  input_column: '',
  output_column: '',
};

/** A number field's value; an emptied or half-typed field is NaN, which every rule refuses. */
export const numberOf = (field: NumberField): number =>
  typeof field === 'number' ? field : field.trim() === '' ? Number.NaN : Number(field);

export type ChangeValues = (change: Partial<WizardValues>) => void;
