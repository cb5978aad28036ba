import { describe, expect, it } from 'vitest';
import { GPU_COUNT_ERROR } from '@bagel/contract';
import { LORA_TARGET_MODULES, TRAINING_ERRORS } from '@bagel/fine-tuning-contract';
import { TEST_USER } from '@bagel/session/testing';
import { DATASET_ID, PLATFORM_FIELDS, VALIDATION_REQUEST } from '../testing/create-model-fakes';
import { INITIAL_VALUES, type WizardValues } from '../wizard/wizard-values';
import { checkDatasetStep, checkTraining, fineTunePayload, hubBaseModel } from './fine-tune-request';

const USER_ID = TEST_USER.id;

const chosen: WizardValues = {
  ...INITIAL_VALUES,
  modelType: 'fine-tune',
  name: 'Support bot',
  baseModel: { id: 'meta-llama/Llama-3.2-1B', title: 'Llama 3.2 1B' },
  dataset: { id: DATASET_ID, title: 'Support chats' },
  fileName: 'chats.csv',
  input_column: 'question',
  output_column: 'answer',
};

const messageOf = (values: WizardValues) => {
  const check = checkTraining(values);
  return check.ok ? null : check.message;
};

describe('checkTraining (spec §5, step 4)', () => {
  it('fails on the first rule broken, in the order of spec §5', () => {
    // Everything wrong at once: the epochs rule speaks first, then each in turn as the earlier ones are fixed.
    let values: WizardValues = {
      ...INITIAL_VALUES,
      fileName: 'chats.csv',
      epochs: 0,
      learning_rate: 0,
      accelerator_type: null,
      accelerator_count: 3,
    };
    expect(messageOf(values)).toBe(TRAINING_ERRORS.epochs);
    values = { ...values, epochs: 2 };
    expect(messageOf(values)).toBe(TRAINING_ERRORS.learningRate);
    values = { ...values, learning_rate: 0.01 };
    expect(messageOf(values)).toBe(TRAINING_ERRORS.gpu);
    values = { ...values, accelerator_type: 'NVIDIA_H100_80GB' };
    expect(messageOf(values)).toBe(GPU_COUNT_ERROR);
    values = { ...values, accelerator_count: 2 };
    expect(messageOf(values)).toBe(TRAINING_ERRORS.selection);
    values = { ...values, baseModel: chosen.baseModel, dataset: chosen.dataset };
    expect(messageOf(values)).toBe(TRAINING_ERRORS.columns);
    values = { ...values, input_column: 'question', output_column: 'answer' };
    expect(messageOf(values)).toBeNull();
  });

  it('takes an emptied number field as missing', () => {
    expect(messageOf({ ...chosen, epochs: '' })).toBe(TRAINING_ERRORS.epochs);
    expect(messageOf({ ...chosen, learning_rate: '' })).toBe(TRAINING_ERRORS.learningRate);
  });

  it('needs no columns for a .txt file, and sends none', () => {
    const check = checkTraining({ ...chosen, fileName: 'notes.TXT', input_column: '', output_column: '' });
    const { input_column: _input, output_column: _output, ...withoutColumns } = VALIDATION_REQUEST;
    expect(check.ok && check.request).toEqual({ ...withoutColumns, file_name: 'notes.TXT' });
  });

  it("then applies the contract's limits the spec leaves open", () => {
    expect(messageOf({ ...chosen, epochs: 1000 })).toBe('epochs must be at most 100');
  });

  it('names the fields of step 4 each rule is about, for the step to mark', () => {
    const fieldsOf = (values: WizardValues) => {
      const check = checkTraining(values);
      return check.ok ? null : check.fields;
    };
    expect(fieldsOf({ ...chosen, epochs: 0 })).toEqual(['epochs']);
    expect(fieldsOf({ ...chosen, learning_rate: '' })).toEqual(['learning_rate']);
    expect(fieldsOf({ ...chosen, accelerator_type: null })).toEqual(['accelerator_type']);
    expect(fieldsOf({ ...chosen, accelerator_count: 3 })).toEqual(['accelerator_count']);
    expect(fieldsOf({ ...chosen, output_column: ' ' })).toEqual(['output_column']);
    expect(fieldsOf({ ...chosen, input_column: '', output_column: '' })).toEqual(['input_column', 'output_column']);
    // The contract's limits name their field too; a choice made on step 3 has none here.
    expect(fieldsOf({ ...chosen, batch_size: 5000 })).toEqual(['batch_size']);
    expect(fieldsOf({ ...chosen, dataset: null })).toEqual([]);
  });
});

describe('checkDatasetStep', () => {
  it('needs a base model, a dataset and a file', () => {
    expect(checkDatasetStep({ ...chosen, fileName: null })).toBe(TRAINING_ERRORS.selection);
    expect(checkDatasetStep(chosen)).toBeNull();
  });

  it("checks the hub path's LoRA settings, which the fine-tune path does not send", () => {
    expect(checkDatasetStep({ ...chosen, modelType: 'hub', lora_r: 300 })).toBe('lora_r must be at most 256');
    expect(checkDatasetStep({ ...chosen, lora_r: 300 })).toBeNull();
    expect(checkDatasetStep({ ...chosen, stride: '' })).toBe('stride must be a number');
  });
});

describe('fineTunePayload (spec §3)', () => {
  it("sends the platform model's id as base_model, without the hub's fields", () => {
    expect(fineTunePayload(chosen, USER_ID)).toEqual(PLATFORM_FIELDS);
  });

  it('adds the hub id, split and LoRA settings on the hub path, with slashes in base_model made hyphens', () => {
    const payload = fineTunePayload({ ...chosen, modelType: 'hub', baseModel: { id: 'Qwen/Qwen2.5-0.5B', title: 'Qwen2.5' } }, USER_ID);
    expect(payload).toMatchObject({
      base_model: 'Qwen-Qwen2.5-0.5B',
      hf_model_id: 'Qwen/Qwen2.5-0.5B',
      train_test_split: 0.8,
      lora_r: 8,
      lora_dropout: 0.05,
      lora_target_modules: [...LORA_TARGET_MODULES],
    });
    expect(hubBaseModel('a/b/c')).toBe('a-b-c');
  });

  it("is null when something required is missing, for spec §5's submit-time text", () => {
    expect(fineTunePayload({ ...chosen, dataset: null }, USER_ID)).toBeNull();
    expect(fineTunePayload(chosen, undefined)).toBeNull();
    expect(fineTunePayload({ ...chosen, name: 'abc' }, USER_ID)).toBeNull();
  });
});
