import { describe, expect, it } from 'vitest';
import { ALIASED_PAYLOAD, DATASET_ID, OTHER_DATASET_ID, PLATFORM_FIELDS } from '../testing/create-model-fakes';
import { configValues, differsFromDefaults, parseSavedPayload } from './saved-configs';

const canonical = PLATFORM_FIELDS;

describe('saved configs (spec §3, §4)', () => {
  it('reads the alias spellings older clients saved', () => {
    const payload = parseSavedPayload(ALIASED_PAYLOAD);
    expect(payload).toMatchObject({
      asset_id: OTHER_DATASET_ID,
      accelerator_type: 'NVIDIA_H100_80GB',
      accelerator_count: 2,
      batch_size: 4,
    });
  });

  it("says why a payload cannot be read, in the contract's words", () => {
    expect(() => parseSavedPayload({ ...canonical, accelerator_type: 'TPU' })).toThrow('Please select a GPU configuration');
  });

  it('fills the hub path when the payload names a hub model, the fine-tune path otherwise', () => {
    const titles = { dataset: 'Support chats', baseModel: 'Qwen2.5' };
    const hub = configValues(
      parseSavedPayload({ ...canonical, hf_model_id: 'Qwen/Qwen2.5-0.5B', base_model: 'Qwen-Qwen2.5-0.5B' }),
      titles,
    );
    expect(hub).toMatchObject({ modelType: 'hub', baseModel: { id: 'Qwen/Qwen2.5-0.5B', title: 'Qwen2.5' } });
    const platform = configValues(parseSavedPayload(canonical), titles);
    expect(platform).toMatchObject({
      modelType: 'fine-tune',
      baseModel: { id: 'meta-llama/Llama-3.2-1B' },
      dataset: { id: DATASET_ID, title: 'Support chats' },
    });
  });

  it('knows when a payload differs from the defaults, the LoRA target modules included', () => {
    expect(differsFromDefaults(parseSavedPayload(canonical))).toBe(false);
    expect(differsFromDefaults(parseSavedPayload({ ...canonical, stride: 64 }))).toBe(true);
    expect(differsFromDefaults(parseSavedPayload({ ...canonical, lora_target_modules: ['q_proj'] }))).toBe(true);
  });
});
