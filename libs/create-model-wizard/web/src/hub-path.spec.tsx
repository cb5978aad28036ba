import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { LORA_TARGET_MODULES } from '@bagel/fine-tuning-contract';
import { openWizard, requestsTo, toTrainingParameters } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

describe('the hub path (spec §2, §3)', { timeout: 30_000 }, () => {
  it("searches the hub with its quick search, and sends the hub's id, split and LoRA settings", async () => {
    const opened = await openWizard();
    const { user, dialog, fetch, wizard } = opened;
    await wizard.chooseType(/Hugging Face Model/);
    await wizard.continue();
    await wizard.details('Mistral helper');
    await wizard.heading('Dataset & Files');
    await wizard.datasetAndFile({ search: 'mistral', option: 'mistralai/Mistral-7B-v0.1' });
    const [search] = requestsTo(fetch, 'GET', '/api/v1/huggingface/search');
    expect(Object.fromEntries(search?.query ?? [])).toEqual({ query: 'mistral', search_type: 'model', top_k: '5', limit: '25' });

    // The split and LoRA settings are the hub path's, inside Advanced Options.
    const advanced = wizard.button('Advanced Options');
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    const modules = within(dialog).getByRole('group', { name: 'LoRA target modules' });
    expect(
      within(modules)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(LORA_TARGET_MODULES.length);
    await user.click(within(modules).getByRole('checkbox', { name: 'lm_head' }));
    await wizard.setNumber(/LoRA rank/, '16');
    await wizard.setNumber(/Train\/test split/, '0.9');
    await wizard.continue();
    await wizard.heading('Training Parameters');
    await wizard.columns();
    await wizard.continue();
    await wizard.heading('Review & Start');
    // The hub model's id, and its LoRA rank for the estimate.
    expect(requestsTo(fetch, 'POST', '/api/v1/fine-tune/validate')[0]?.body).toMatchObject({
      model_id: 'mistralai/Mistral-7B-v0.1',
      lora_r: 16,
    });
    await user.click(wizard.button('Create Model'));
    await wizard.heading('Your model is fine-tuning!');

    expect(requestsTo(fetch, 'POST', '/api/v1/asset')[0]?.body).toMatchObject({
      fine_tune_payload: {
        base_model: 'mistralai-Mistral-7B-v0.1',
        hf_model_id: 'mistralai/Mistral-7B-v0.1',
        train_test_split: 0.9,
        lora_r: 16,
        lora_dropout: 0.05,
        lora_target_modules: LORA_TARGET_MODULES.filter((module) => module !== 'lm_head'),
      },
    });
  });

  it("shows spec §5's input hints for the advanced options", async () => {
    const { user, wizard, dialog } = await openWizard();
    await wizard.chooseType(/Hugging Face Model/);
    await wizard.continue();
    await wizard.details('Mistral helper');
    await wizard.openAdvancedOptions();
    const hint = (label: RegExp) => within(dialog).getByRole('textbox', { name: label });
    expect(hint(/Train\/test split/)).toHaveAccessibleDescription('From 0.1 to 0.95, in steps of 0.05');
    expect(hint(/LoRA rank/)).toHaveAccessibleDescription('From 1 to 256');
    expect(hint(/LoRA dropout/)).toHaveAccessibleDescription('From 0 to 0.5, in steps of 0.01');
    expect(hint(/Max chunk size/)).toHaveAccessibleDescription('At least 1');
    expect(hint(/Stride/)).toHaveAccessibleDescription('At least 1');
    expect(hint(/Min segment length/)).toHaveAccessibleDescription('At least 1');
    await user.click(wizard.combobox(/Segmentation method/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['regex', 'tokenizer', 'spacy', 'nltk']);
    expect(wizard.combobox(/Segmentation method/)).toHaveValue('regex');
  });

  it('refuses a LoRA setting the contract refuses before moving on', async () => {
    const { wizard } = await openWizard();
    await wizard.chooseType(/Hugging Face Model/);
    await wizard.continue();
    await wizard.details('Mistral helper');
    await wizard.datasetAndFile({ search: 'qwen', option: 'Qwen/Qwen2.5-7B' });
    await wizard.openAdvancedOptions();
    await wizard.setNumber(/LoRA rank/, '300');
    await wizard.continue();
    expect(await screen.findByText('lora_r must be at most 256')).toBeInTheDocument();
    expect(wizard.combobox(/^Dataset/)).toBeInTheDocument();
  });

  it('says when the hub has no model of that name', async () => {
    const { user, wizard } = await openWizard();
    await wizard.chooseType(/Hugging Face Model/);
    await wizard.continue();
    await wizard.details('Mistral helper');
    await user.type(wizard.combobox(/Hugging Face Model/), 'no-such-model');
    expect(await screen.findByText('No models found')).toBeInTheDocument();
  });

  it('has no Advanced Options split or LoRA settings on the fine-tune path', async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    await opened.wizard.back();
    await opened.wizard.openAdvancedOptions();
    expect(within(opened.dialog).queryByRole('textbox', { name: /LoRA rank/ })).not.toBeInTheDocument();
  });
});
