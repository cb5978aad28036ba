import { failure, fakeRoute } from '@bagel/web-testing';
import { getFilePreview } from '@bagel/assets-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createModelFetch, previewWith } from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, toTrainingParameters, type OpenedWizard } from './testing/wizard-test-helpers';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

const sentColumns = (opened: OpenedWizard) => {
  const body = requestsTo(opened.fetch, 'POST', '/api/v1/fine-tune/validate').at(-1)?.body as Record<string, unknown> | undefined;
  return body && { input: body.input_column, output: body.output_column };
};

describe('the input and output columns (spec §5)', { timeout: 60_000 }, () => {
  it("offers the columns the file's preview detects, none chosen when there are more than two", async () => {
    const fetch = createModelFetch([fakeRoute(getFilePreview, previewWith(['id', 'prompt', 'completion']))]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    const { wizard } = opened;
    await waitFor(() => expect(wizard.combobox(/Input column/)).toBeEnabled());
    expect(
      requestsTo(fetch, 'GET', /\/preview$/)
        .at(-1)
        ?.query.get('path'),
    ).toBe('chats.csv');
    expect(wizard.combobox(/Input column/)).toHaveValue('');
    expect(wizard.combobox(/Output column/)).toHaveValue('');

    expect(await wizard.options(/Input column/)).toEqual(['id', 'prompt', 'completion']);
    expect(await wizard.options(/Output column/)).toEqual(['id', 'prompt', 'completion']);
    await wizard.columns('prompt', 'completion');
    await wizard.continue();
    await wizard.heading('Review & Start');
    expect(sentColumns(opened)).toEqual({ input: 'prompt', output: 'completion' });
  });

  it('fills in a file of exactly two columns, the first as input and the second as output', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(getFilePreview, previewWith(['text', 'label']))]));
    await toTrainingParameters(opened);
    await waitFor(() => expect(opened.wizard.combobox(/Input column/)).toHaveValue('text'));
    expect(opened.wizard.combobox(/Output column/)).toHaveValue('label');
    await opened.wizard.continue();
    await opened.wizard.heading('Review & Start');
    expect(sentColumns(opened)).toEqual({ input: 'text', output: 'label' });
  });

  it("takes typed names, with a hint, when the file's columns cannot be read (which is only logged)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = createModelFetch([fakeRoute(getFilePreview, failure(415, 'This file type has no preview', 'Unsupported Media Type'))]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    const { wizard, user, dialog } = opened;
    expect(await within(dialog).findByText(/The columns of chats.csv could not be read/)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Create Model: the file preview could not be read for its columns', expect.anything());
    await wizard.continue();
    await findToast('Validation Error', 'Input and output columns are required for non-text files');
    expect(wizard.field(/Input column/)).toBeInvalid();

    await user.type(wizard.field(/Input column/), 'question');
    await user.type(wizard.field(/Output column/), 'answer');
    expect(wizard.field(/Input column/)).toBeValid();
    await wizard.continue();
    await wizard.heading('Review & Start');
    expect(sentColumns(opened)).toEqual({ input: 'question', output: 'answer' });
  });

  it('keeps the columns chosen when the user comes back to the step', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(getFilePreview, previewWith(['a', 'b', 'c']))]));
    await toTrainingParameters(opened);
    await opened.wizard.columns('c', 'a');
    await opened.wizard.back();
    await opened.wizard.continue();
    await opened.wizard.heading('Training Parameters');
    await waitFor(() => expect(opened.wizard.combobox(/Input column/)).toHaveValue('c'));
    expect(opened.wizard.combobox(/Output column/)).toHaveValue('a');
  });
});
