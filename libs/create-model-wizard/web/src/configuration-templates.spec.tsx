import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { listFineTuneConfigs, type SavedFineTuneConfig } from '@bagel/fine-tuning-contract';
import { getAsset } from '@bagel/assets-contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeRoute, type RouteFake } from '@bagel/web-testing';
import {
  ALIASED_PAYLOAD,
  assetRecord,
  createModelFetch,
  OTHER_DATASET_ID,
  platformPayload,
  savedConfig,
} from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, type OpenedWizard } from './testing/wizard-test-helpers';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const ALIASED = ALIASED_PAYLOAD;

const withConfigs = (configs: SavedFineTuneConfig[], handlers: RouteFake[] = []) =>
  createModelFetch([fakeRoute(listFineTuneConfigs, () => ({ body: { configs } })), ...handlers]);

async function applyTemplate(opened: OpenedWizard, name: string) {
  await opened.user.click(await within(opened.dialog).findByRole('button', { name: 'Configuration Templates' }));
  const dialog = await screen.findByRole('dialog', { name: 'Configuration Templates' });
  await opened.user.click(within(dialog).getByRole('radio', { name: new RegExp(name) }));
  await opened.user.click(within(dialog).getByRole('button', { name: 'Apply' }));
  return dialog;
}

/** From step 1 with a type chosen, to Dataset & Files; a name already filled in (by a template) is kept. */
async function toDatasetAndFiles(opened: OpenedWizard) {
  await opened.wizard.continue();
  const name = opened.wizard.field(/Model Name/);
  if ((name as HTMLInputElement).value === '') await opened.user.type(name, 'Support bot');
  await opened.wizard.continue();
  await opened.wizard.heading('Dataset & Files');
}

describe('Configuration Templates (spec §2, §4 Applying a saved config)', { timeout: 30_000 }, () => {
  it('is offered only when saved configs exist', async () => {
    const opened = await openWizard(withConfigs([]));
    await waitFor(() => expect(requestsTo(opened.fetch, 'GET', '/api/v1/fine-tune/configs')).toHaveLength(1));
    expect(requestsTo(opened.fetch, 'GET', '/api/v1/fine-tune/configs')[0]?.query.get('user_id')).toBe(TEST_USER.id);
    expect(within(opened.dialog).queryByRole('button', { name: 'Configuration Templates' })).not.toBeInTheDocument();
  });

  it('is not offered when the list fails, which is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened = await openWizard(
      createModelFetch([fakeRoute(listFineTuneConfigs, () => ({ status: 500, body: { error: 'Internal Server Error', detail: 'down' } }))]),
    );
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Create Model: the saved configurations could not be loaded', expect.anything()),
    );
    expect(within(opened.dialog).queryByRole('button', { name: 'Configuration Templates' })).not.toBeInTheDocument();
  });

  it('fills every field from a config, marks it applied, and leaves Advanced Options closed at the defaults', async () => {
    const opened = await openWizard(withConfigs([savedConfig('Support defaults', platformPayload())]));
    const dialog = await applyTemplate(opened, 'Support defaults');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(opened.dialog).getByRole('status')).toHaveTextContent('Template applied: Support defaults');
    // The config is a fine-tune of a platform model: that path is chosen.
    expect(within(opened.dialog).getByRole('radio', { name: /Fine-tune Model/ })).toBeChecked();

    await opened.wizard.continue();
    expect(opened.wizard.field(/Model Name/)).toHaveValue('Support bot');
    await opened.wizard.continue();
    await opened.wizard.heading('Dataset & Files');
    expect(opened.wizard.combobox(/Base Model/)).toHaveValue('Llama 3.2 1B');
    expect(opened.wizard.combobox(/^Dataset/)).toHaveValue('Support chats');
    expect(opened.wizard.combobox(/^File/)).toHaveValue('chats.csv');
    expect(opened.wizard.button('Advanced Options')).toHaveAttribute('aria-expanded', 'false');
    await opened.wizard.continue();
    await opened.wizard.heading('Training Parameters');
    expect(opened.wizard.combobox(/Input column/)).toHaveValue('question');
    expect(opened.wizard.combobox(/Output column/)).toHaveValue('answer');
  });

  it("reads alias spellings, fetches the dataset's title, and opens Advanced Options for values off the defaults", async () => {
    const fetch = withConfigs(
      [savedConfig('Legacy', ALIASED)],
      [fakeRoute(getAsset, () => ({ body: assetRecord({ dataset_id: OTHER_DATASET_ID, title: 'Old transcripts' }) }))],
    );
    const opened = await openWizard(fetch);
    await opened.wizard.chooseType(/Fine-tune Model/);
    await toDatasetAndFiles(opened);
    await applyTemplate(opened, 'Legacy');

    await waitFor(() => expect(opened.wizard.button('Advanced Options')).toHaveAttribute('aria-expanded', 'true'));
    expect(requestsTo(fetch, 'GET', `/api/v1/asset/${OTHER_DATASET_ID}`)).toHaveLength(1);
    // A select shows its new choice's label once its own effect has run.
    await waitFor(() => expect(opened.wizard.combobox(/^Dataset/)).toHaveValue('Old transcripts'));
    await waitFor(() => expect(opened.wizard.combobox(/Base Model/)).toHaveValue('Qwen2.5 0.5B Instruct'));
    await waitFor(() => expect(opened.wizard.combobox(/^File/)).toHaveValue('notes.txt'));
    expect(opened.wizard.field(/Max chunk size/)).toHaveValue('1024');
    await opened.wizard.continue();
    await opened.wizard.heading('Training Parameters');
    expect(opened.wizard.field(/Epochs/)).toHaveValue('3');
    expect(opened.wizard.field(/Learning rate/)).toHaveValue('0.002');
    expect(opened.wizard.field(/^Batch size/)).toHaveValue('4');
    expect(opened.wizard.combobox(/GPU type/)).toHaveValue('NVIDIA H100 80GB');
    expect(opened.wizard.combobox(/GPU count/)).toHaveValue('2');
  });

  it('takes a config of a hub model to the hub path', async () => {
    const hub = platformPayload({ hf_model_id: 'mistralai/Mistral-7B-v0.1', base_model: 'mistralai-Mistral-7B-v0.1', lora_r: 16 });
    const opened = await openWizard(withConfigs([savedConfig('Mistral LoRA', hub)]));
    await applyTemplate(opened, 'Mistral LoRA');
    await waitFor(() => expect(within(opened.dialog).getByRole('radio', { name: /Hugging Face Model/ })).toBeChecked());
    await toDatasetAndFiles(opened);
    expect(opened.wizard.combobox(/Hugging Face Model/)).toHaveValue('mistralai/Mistral-7B-v0.1');
    expect(opened.wizard.button('Advanced Options')).toHaveAttribute('aria-expanded', 'true');
    expect(opened.wizard.field(/LoRA rank/)).toHaveValue('16');
  });

  it('changes nothing on Cancel', async () => {
    const opened = await openWizard(withConfigs([savedConfig('Support defaults', platformPayload())]));
    await opened.user.click(await within(opened.dialog).findByRole('button', { name: 'Configuration Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Configuration Templates' });
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await opened.user.click(within(dialog).getByRole('radio', { name: /Support defaults/ }));
    await opened.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(within(opened.dialog).getByRole('radio', { name: /Fine-tune Model/ })).not.toBeChecked();
    expect(within(opened.dialog).queryByText(/Template applied/)).not.toBeInTheDocument();
  });

  it("toasts 'Failed to apply configuration' when the dataset cannot be read, and changes nothing", async () => {
    const fetch = withConfigs(
      [savedConfig('Gone', { ...ALIASED })],
      [fakeRoute(getAsset, () => ({ status: 404, body: { error: 'Not Found', detail: 'Asset not found' } }))],
    );
    const opened = await openWizard(fetch);
    const dialog = await applyTemplate(opened, 'Gone');

    await findToast('Failed to apply configuration', 'Asset not found');
    // The dialog stays, so another template can be chosen.
    expect(dialog).toBeInTheDocument();
    expect(within(opened.dialog).getByRole('radio', { name: /Fine-tune Model/ })).not.toBeChecked();
  });

  it("toasts 'Failed to apply configuration' for a payload the contract cannot read", async () => {
    const opened = await openWizard(withConfigs([savedConfig('Broken', platformPayload({ accelerator_type: 'TPU' }))]));
    await applyTemplate(opened, 'Broken');
    await findToast('Failed to apply configuration', 'Please select a GPU configuration');
  });
});
