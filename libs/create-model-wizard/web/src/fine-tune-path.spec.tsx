import { fakeRoute } from '@bagel/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { listDatasets } from '@bagel/assets-contract';
import { TEST_USER } from '@bagel/session/testing';
import { createModelFetch, MODEL_ID, PLATFORM_FIELDS, VALIDATION_REQUEST } from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, toReview, toTrainingParameters } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the fine-tune path (spec §2, §3, §4)', { timeout: 30_000 }, () => {
  it('goes through every step, validates, and starts the fine-tune with the payload of spec §3', async () => {
    const opened = await openWizard();
    const { user, dialog, fetch, wizard } = opened;
    await toReview(opened);

    const [check] = requestsTo(fetch, 'POST', '/api/v1/fine-tune/validate');
    expect(check?.body).toEqual(VALIDATION_REQUEST);
    // The platform path trains at the default LoRA rank: none sent.
    expect(check?.body).not.toHaveProperty('lora_r');
    expect(wizard.button('Create Model')).toBeEnabled();
    await user.click(wizard.button('Create Model'));

    expect(await wizard.heading('Your model is fine-tuning!')).toHaveFocus();
    const [create] = requestsTo(fetch, 'POST', '/api/v1/asset');
    expect(create?.headers['idempotency-key']).toMatch(UUID);
    expect(create?.body).toMatchObject({ dataset_type: 'MODEL', title: 'Support bot', user_id: TEST_USER.id });
    // Exactly spec §3's platform payload: none of the hub path's fields.
    expect((create?.body as { fine_tune_payload: object }).fine_tune_payload).toEqual(PLATFORM_FIELDS);
    expect(within(dialog).getByRole('link', { name: 'View Model' })).toHaveAttribute('href', `/model/${MODEL_ID}/description`);
  });

  it('refreshes My Models and the onboarding checklist after creating (the server marks the step)', async () => {
    const opened = await openWizard();
    const { fetch } = opened;
    const reads = () => ({
      models: requestsTo(fetch, 'GET', '/api/v1/datasets').filter((r) => r.query.get('types') === 'MODEL').length,
      onboarding: requestsTo(fetch, 'GET', `/api/v1/onboarding/${TEST_USER.id}`).length,
    });
    await waitFor(() => expect(reads()).toEqual({ models: 1, onboarding: 1 }));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Your model is fine-tuning!');
    await waitFor(() => expect(reads()).toEqual({ models: 2, onboarding: 2 }));
  });

  it('searches the platform models by name, family or tag, and says when nothing matches', async () => {
    const { user, wizard } = await openWizard();
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    await wizard.heading('Dataset & Files');
    const model = wizard.combobox(/Base Model/);
    await user.type(model, 'chat');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Qwen2.5 0.5B Instruct']);
    await user.clear(model);
    await user.type(model, 'nothing like it');
    expect(await screen.findByText('No models found')).toBeInTheDocument();
  });

  it('stops at Dataset & Files until a model, a dataset and a file are chosen', async () => {
    const { wizard, fetch } = await openWizard();
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    expect(await wizard.heading('Dataset & Files')).toHaveFocus();
    await wizard.continue();

    await findToast('Validation Error', 'Please make sure you have selected a model, dataset, and file');
    expect(wizard.combobox(/^Dataset/)).toBeInTheDocument();
    expect(requestsTo(fetch, 'GET', /\/info$/)).toHaveLength(0);
  });

  it('says so when the user has no datasets yet, with the way to create one', async () => {
    const { wizard, dialog, user } = await openWizard(createModelFetch([fakeRoute(listDatasets, () => ({ body: { datasets: [] } }))]));
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    const empty = await within(dialog).findByText(/You don't have any datasets yet/);
    const create = within(empty).getByRole('link', { name: 'create a dataset' });
    expect(create).toHaveAttribute('href', '/dataset');
    await user.click(create);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dataset');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Model' })).not.toBeInTheDocument());
  });

  it('says so when the chosen dataset has no files, with the way to add some', async () => {
    const { wizard, dialog } = await openWizard();
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    await waitFor(() => expect(wizard.combobox(/^Dataset/)).toBeEnabled());
    await wizard.choose(/^Dataset/, 'Empty notes');
    const empty = await within(dialog).findByText(/Empty notes has no files yet/);
    expect(within(empty).getByRole('link', { name: 'Upload files to it' })).toHaveAttribute(
      'href',
      expect.stringContaining('/description'),
    );
  });

  it('lists only files (not folders) and says when a search matches none', async () => {
    const { wizard, user } = await openWizard();
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await wizard.details('Support bot');
    await waitFor(() => expect(wizard.combobox(/^Dataset/)).toBeEnabled());
    await wizard.choose(/^Dataset/, 'Support chats');
    await waitFor(() => expect(wizard.combobox(/^File/)).toBeEnabled());
    await user.click(wizard.combobox(/^File/));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['chats.csv', 'notes.txt']),
    );
    await user.type(wizard.combobox(/^File/), 'parquet');
    expect(await screen.findByText('No files match')).toBeInTheDocument();
  });

  it('offers the columns the server detects, and asks none for a .txt file', async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    await opened.user.click(opened.wizard.combobox(/Input column/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['question', 'answer']);

    await opened.wizard.back();
    await opened.wizard.heading('Dataset & Files');
    await opened.wizard.choose(/^File/, 'notes.txt');
    await opened.wizard.continue();
    await opened.wizard.heading('Training Parameters');
    expect(within(opened.dialog).queryByRole('combobox', { name: /Input column/ })).not.toBeInTheDocument();
    await opened.wizard.continue();
    await opened.wizard.heading('Review & Start');
    const checks = requestsTo(opened.fetch, 'POST', '/api/v1/fine-tune/validate');
    expect(checks.at(-1)?.body).not.toHaveProperty('input_column');
  });

  it('keeps what was filled in when going back', async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    await opened.wizard.setNumber(/Epochs/, '3');
    await opened.wizard.back();
    await opened.wizard.heading('Dataset & Files');
    expect(opened.wizard.combobox(/^Dataset/)).toHaveValue('Support chats');
    expect(opened.wizard.combobox(/^File/)).toHaveValue('chats.csv');
    await opened.wizard.back();
    expect(opened.wizard.field(/Model Name/)).toHaveValue('Support bot');
    await opened.wizard.continue();
    await opened.wizard.continue();
    expect(await opened.wizard.heading('Training Parameters')).toBeInTheDocument();
    expect(opened.wizard.field(/Epochs/)).toHaveValue('3');
  });
});
