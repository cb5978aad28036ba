import { HUB_NAME } from '@bagel/hub-contract';

/** Spec §2 step 1: upload a model, fine-tune one of the platform's base models, or fine-tune a model from the hub. */
export const MODEL_TYPES = ['upload', 'fine-tune', 'hub'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];
/** The two paths that train: both go through training parameters, validation and review. */
export type FineTuneType = Exclude<ModelType, 'upload'>;

export const MODEL_TYPE_LABELS: Record<ModelType, string> = {
  upload: 'Upload Model',
  'fine-tune': 'Fine-tune Model',
  hub: `${HUB_NAME} Model`,
};

export const MODEL_TYPE_DESCRIPTIONS: Record<ModelType, string> = {
  upload: 'Bring weights you already have: choose a base model type and upload the files.',
  'fine-tune': "Train one of the platform's base models on a file of your dataset.",
  hub: `Train a model from ${HUB_NAME} on a file of your dataset, with LoRA.`,
};

export const isFineTune = (type: ModelType | null): type is FineTuneType => type === 'fine-tune' || type === 'hub';
