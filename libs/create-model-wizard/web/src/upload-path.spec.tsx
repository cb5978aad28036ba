import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { UPLOAD_FIELD, uploadAssetFile } from '@bagel/assets-contract';
import { TEST_API_KEY, TEST_CONFIG, TEST_USER } from '@bagel/session/testing';
import { failure, fakeRoute, type FakeHandler } from '@bagel/web-testing';
import { createModelFetch, MODEL_ID, oversizedFile } from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, type OpenedWizard } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

const weights = (name = 'model.safetensors') => new File(['weights'], name, { type: 'application/octet-stream' });

async function toUploadFiles(opened: OpenedWizard) {
  await opened.wizard.chooseType(/Upload Model/);
  await opened.wizard.continue();
  await opened.wizard.details('My Llama', 'llama3');
  await opened.wizard.heading('Upload Files');
}

const chooseFiles = (opened: OpenedWizard, files: File[]) => opened.user.upload(within(opened.dialog).getByLabelText('Model files'), files);

/** An upload answer the test releases by hand, to see the progress between files. */
function heldUploads() {
  const releases: (() => void)[] = [];
  const handler: FakeHandler<typeof uploadAssetFile> = () =>
    new Promise((resolve) =>
      releases.push(() =>
        resolve({
          status: 201,
          body: { path: 'f', name: 'f', is_directory: false, size: 1, content_type: null, sha256: null, cid: null, uploaded_at: null },
        }),
      ),
    );
  return { handler, release: (index: number) => releases[index]?.(), count: () => releases.length };
}

describe('the upload path (spec §2, §4, §7)', { timeout: 20_000 }, () => {
  it('creates the model with its base model type, then sends each file in data_file, one after another', async () => {
    const opened = await openWizard();
    const { user, dialog, fetch, wizard } = opened;
    await toUploadFiles(opened);
    // Only the fine-tune paths have training parameters and a review: the third step creates.
    expect(wizard.button('Create Model')).toBeEnabled();
    await chooseFiles(opened, [weights(), weights('config.json')]);
    expect(within(within(dialog).getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(wizard.button('Create Model'));

    expect(await wizard.heading('Your Model is Ready!')).toHaveFocus();
    const [create] = requestsTo(fetch, 'POST', '/api/v1/asset');
    // Spec §3's creation payload: a free, unpublished MODEL with its base model type and no fine-tune.
    expect(create?.body).toMatchObject({
      dataset_type: 'MODEL',
      title: 'My Llama',
      user_id: TEST_USER.id,
      base_model_type: 'llama3',
      price: 0,
    });
    expect(create?.body).not.toHaveProperty('fine_tune_payload');
    // A plain create moves no money: no idempotency key.
    expect(create?.headers['idempotency-key']).toBeUndefined();
    const uploads = requestsTo(fetch, 'POST', `/api/v1/asset/${MODEL_ID}/upload`);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.headers['x-api-key']).toBe(TEST_API_KEY);
    expect(within(dialog).getByRole('link', { name: 'View Model' })).toHaveAttribute('href', `/model/${MODEL_ID}/description`);
  });

  it("puts each file in the contract's multipart field at the model's upload address", async () => {
    const fake = createModelFetch();
    const sent: { url: string; body: unknown }[] = [];
    const recording = Object.assign(
      (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.body instanceof FormData) sent.push({ url: String(input), body: init.body });
        return fake(input, init);
      },
      { requests: fake.requests },
    );
    const opened = await openWizard(recording);
    await toUploadFiles(opened);
    await chooseFiles(opened, [weights()]);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Your Model is Ready!');

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`${TEST_CONFIG.apiBaseUrl}/api/v1/asset/${MODEL_ID}/upload`);
    const form = sent[0]?.body as FormData;
    expect((form.get(UPLOAD_FIELD) as File).name).toBe('model.safetensors');
  });

  it('shows the progress as the share of files done, while both buttons wait', async () => {
    const uploads = heldUploads();
    const opened = await openWizard(createModelFetch([fakeRoute(uploadAssetFile, uploads.handler)]));
    const { dialog, wizard } = opened;
    await toUploadFiles(opened);
    await chooseFiles(opened, [weights('a.bin'), weights('b.bin')]);
    await opened.user.click(wizard.button('Create Model'));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(uploads.count()).toBe(1));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(wizard.button('Uploading…')).toBeDisabled();
    expect(wizard.button('Back')).toBeDisabled();
    uploads.release(0);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(within(dialog).getByText('1 of 2 files uploaded (50%)')).toBeInTheDocument();
    // The second file waited for the first.
    await waitFor(() => expect(uploads.count()).toBe(2));
    uploads.release(1);
    await wizard.heading('Your Model is Ready!');
  });

  it('refuses a file over 500 MB before sending anything, and keeps the others', async () => {
    const opened = await openWizard();
    const { dialog, fetch } = opened;
    await toUploadFiles(opened);
    await chooseFiles(opened, [oversizedFile('huge.bin'), weights()]);

    expect(within(dialog).getByRole('alert')).toHaveTextContent('huge.bin: File size exceeds 500MB limit');
    const chosen = within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(chosen).toHaveTextContent('model.safetensors');
    expect(chosen).not.toHaveTextContent('huge.bin');
    expect(requestsTo(fetch, 'POST', /upload$/)).toHaveLength(0);
  });

  it("says what is missing when Create Model is pressed without files (spec §5's submit-time text)", async () => {
    const opened = await openWizard();
    await toUploadFiles(opened);
    await opened.user.click(opened.wizard.button('Create Model'));

    await findToast('Validation Error', 'Please fill in all required fields and upload at least one file');
    expect(requestsTo(opened.fetch, 'POST', '/api/v1/asset')).toHaveLength(0);
  });

  it('removes a chosen file, and replaces one chosen again under the same name', async () => {
    const opened = await openWizard();
    const { user, dialog } = opened;
    await toUploadFiles(opened);
    await chooseFiles(opened, [weights('a.bin'), weights('b.bin')]);
    await chooseFiles(opened, [weights('a.bin')]);
    const list = () => within(dialog).getByRole('list', { name: 'Chosen files' });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove b.bin' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove a.bin' }));
    expect(within(dialog).getByText('No files chosen yet.')).toBeInTheDocument();
  });

  it("shows the server's reason when a file is not kept, on the error step and as a toast", async () => {
    const opened = await openWizard(
      createModelFetch([fakeRoute(uploadAssetFile, failure(413, 'File size exceeds 500MB limit', 'Payload Too Large'))]),
    );
    await toUploadFiles(opened);
    await chooseFiles(opened, [weights()]);
    await opened.user.click(opened.wizard.button('Create Model'));

    await opened.wizard.heading('Oops! Something went wrong');
    const message = 'Failed to upload file. model.safetensors: File size exceeds 500MB limit';
    expect(within(opened.dialog).getByText(message)).toBeInTheDocument();
    await findToast('Error', message);
  });
});

describe('Model Details (spec §5)', { timeout: 20_000 }, () => {
  it('keeps Continue disabled until the name has 4 characters and, to upload, a base model type is chosen', async () => {
    const { user, wizard } = await openWizard();
    await wizard.chooseType(/Upload Model/);
    await wizard.continue();

    const name = wizard.field(/Model Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('minimum 4 characters');
    await user.type(name, 'abc');
    expect(wizard.button('Continue')).toBeDisabled();
    // Leaving the field says why, in the contract's words.
    await user.tab();
    expect(name).toHaveAccessibleDescription(/Model name must be at least 4 characters/);
    await user.type(name, 'd');
    expect(wizard.button('Continue')).toBeDisabled();
    await user.click(wizard.combobox(/Base Model Type/));
    expect((await within(document.body).findAllByRole('option')).map((option) => option.textContent)).toEqual(['llama3', 'qwen']);
    await user.click(within(document.body).getByRole('option', { name: 'qwen' }));
    expect(wizard.button('Continue')).toBeEnabled();
  });

  it('asks no base model type on the fine-tune paths', async () => {
    const { user, wizard, dialog } = await openWizard();
    await wizard.chooseType(/Fine-tune Model/);
    await wizard.continue();
    await user.type(wizard.field(/Model Name/), 'Support bot');
    expect(within(dialog).queryByRole('combobox', { name: /Base Model Type/ })).not.toBeInTheDocument();
    expect(wizard.button('Continue')).toBeEnabled();
  });
});
