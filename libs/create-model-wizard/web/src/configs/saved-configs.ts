import * as v from 'valibot';
import {
  AliasedFineTunePayload,
  listFineTuneConfigs,
  LORA_TARGET_MODULES,
  SavedFineTuneConfig,
  TRAINING_DEFAULTS,
  type FineTunePayload,
} from '@bagel/fine-tuning-contract';
import type { Chosen, WizardValues } from '../wizard/wizard-values';

/**
 * listFineTuneConfigs with each payload kept as stored. Spec §3 lets a saved config spell its fields the older way
 * (`batchSize`, `isSelectedGpu`), which the route's canonical payload schema would drop or refuse, failing the whole
 * list; here one odd payload fails only its own Apply, where {@link parseSavedPayload} reads it in either spelling.
 */
export const listSavedConfigs = {
  ...listFineTuneConfigs,
  response: v.object({
    configs: v.array(v.object({ ...SavedFineTuneConfig.entries, fine_tune_payload: v.record(v.string(), v.unknown()) })),
  }),
};
export type SavedConfig = v.InferOutput<typeof listSavedConfigs.response>['configs'][number];

/** A saved payload in either spelling, as the contract reads it; throws the contract's message when it cannot. */
export function parseSavedPayload(payload: Record<string, unknown>): FineTunePayload {
  const parsed = v.safeParse(AliasedFineTunePayload, payload);
  if (!parsed.success) throw new Error(parsed.issues[0].message);
  return parsed.output;
}

/** Every field of the wizard a saved payload fills: the path (hub when it names a hub model), selections and settings. */
export function configValues(payload: FineTunePayload, titles: { dataset: string; baseModel: string }): Partial<WizardValues> {
  const baseModel: Chosen = { id: payload.hf_model_id ?? payload.base_model, title: titles.baseModel };
  return {
    modelType: payload.hf_model_id ? 'hub' : 'fine-tune',
    name: payload.model_name,
    baseModel,
    dataset: { id: payload.asset_id, title: titles.dataset },
    fileName: payload.file_name,
    max_chunk_size: payload.max_chunk_size,
    stride: payload.stride,
    min_segment_length: payload.min_segment_length,
    segmentation_method: payload.segmentation_method,
    train_test_split: payload.train_test_split,
    lora_r: payload.lora_r,
    lora_dropout: payload.lora_dropout,
    lora_target_modules: payload.lora_target_modules,
    epochs: payload.epochs,
    learning_rate: payload.learning_rate,
    batch_size: payload.batch_size,
    eval_batch_size: payload.eval_batch_size,
    gradient_accumulation_steps: payload.gradient_accumulation_steps,
    accelerator_type: payload.accelerator_type,
    accelerator_count: payload.accelerator_count,
    input_column: payload.input_column,
    output_column: payload.output_column,
  };
}

/** Spec §4: whether any value of the payload differs from spec §9's defaults (LoRA target modules: all of them). */
export function differsFromDefaults(payload: FineTunePayload): boolean {
  const changed = (Object.keys(TRAINING_DEFAULTS) as (keyof typeof TRAINING_DEFAULTS)[]).some(
    (field) => payload[field] !== TRAINING_DEFAULTS[field],
  );
  const allModules =
    payload.lora_target_modules.length === LORA_TARGET_MODULES.length &&
    LORA_TARGET_MODULES.every((module) => payload.lora_target_modules.includes(module));
  return changed || !allModules;
}
