import { failure, fakeRoute, offContractReply } from '@bagel/web-testing';
import { validateFineTune } from '@bagel/fine-tuning-contract';
import { getFilePreview } from '@bagel/assets-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createModelFetch, previewWith, validation } from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, toTrainingParameters, type OpenedWizard } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

/** The fake API, its preview detecting these columns in every file. */
const withColumns = (columns: string[]) => createModelFetch([fakeRoute(getFilePreview, previewWith(columns))]);

/** The toasts titled as spec §5's step 4 titles them. */
const validationToasts = () =>
  screen
    .queryAllByRole('alert')
    .filter((toast) => /Validation (Error|Failed)/.test(toast.textContent ?? '') && toast.classList.contains('mantine-Notification-root'));

const validations = (opened: OpenedWizard) => requestsTo(opened.fetch, 'POST', '/api/v1/fine-tune/validate');

/** Deselects the chosen option of a select, as pressing it again does. */
async function clearChoice(opened: OpenedWizard, label: RegExp, option: string) {
  await opened.user.click(opened.wizard.combobox(label));
  await opened.user.click(await screen.findByRole('option', { name: option }));
}

describe('Training Parameters (spec §2, §9)', { timeout: 60_000 }, () => {
  it("offers spec §9's GPU options, A100 40GB and one GPU by default, and spec §5's hints", async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    const { wizard, user } = opened;
    expect(wizard.combobox(/GPU type/)).toHaveValue('NVIDIA Tesla A100 40GB');
    expect(wizard.combobox(/GPU count/)).toHaveValue('1');
    await user.click(wizard.combobox(/GPU type/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'NVIDIA Tesla V100 16GB',
      'NVIDIA Tesla A100 40GB',
      'NVIDIA Tesla A100 80GB',
      'NVIDIA H100 80GB',
    ]);
    await user.keyboard('{Escape}');
    await user.click(wizard.combobox(/GPU count/));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['1', '2', '4', '8']);
    await user.keyboard('{Escape}');
    expect(wizard.field(/Learning rate/)).toHaveAccessibleDescription('In steps of 0.001');
    expect(wizard.field(/Epochs/)).toHaveAccessibleDescription('At least 1');
    expect(wizard.field(/^Batch size/)).toHaveAccessibleDescription('At least 1');
    expect(wizard.field(/Eval batch size/)).toHaveAccessibleDescription('At least 1');
    expect(wizard.field(/Gradient accumulation steps/)).toHaveAccessibleDescription('At least 1');
  });

  it("checks spec §5's rules in order on Continue, each with its toast, and asks the server nothing until they pass", async () => {
    const opened = await openWizard(withColumns(['question', 'answer', 'topic']));
    await toTrainingParameters(opened);
    const { wizard } = opened;
    const continueWith = async (message: string) => {
      await wizard.continue();
      await findToast('Validation Error', message);
      notifications.clean();
    };

    await wizard.setNumber(/Epochs/, '0');
    await wizard.setNumber(/Learning rate/, '0');
    await clearChoice(opened, /GPU type/, 'NVIDIA Tesla A100 40GB');
    await clearChoice(opened, /GPU count/, '1');
    await continueWith('Epochs must be at least 1');
    await wizard.setNumber(/Epochs/, '2');
    await continueWith('Learning rate must be greater than 0');
    await wizard.setNumber(/Learning rate/, '0.002');
    await continueWith('Please select a GPU configuration');
    await wizard.choose(/GPU type/, 'NVIDIA H100 80GB');
    await continueWith('Please select a valid number of GPUs (1, 2, 4, or 8)');
    await wizard.choose(/GPU count/, '4');
    await continueWith('Input and output columns are required for non-text files');
    expect(validations(opened)).toHaveLength(0);

    await wizard.columns();
    await wizard.continue();
    await wizard.heading('Review & Start');
    expect(validations(opened)[0]?.body).toMatchObject({ epochs: 2, learning_rate: 0.002, gpu_type: 'NVIDIA_H100_80GB', gpu_count: 4 });
  });

  it('marks the field a rule is about with its text, until the field is changed', async () => {
    const opened = await openWizard(withColumns(['question', 'answer', 'topic']));
    await toTrainingParameters(opened);
    const { wizard } = opened;
    await wizard.setNumber(/Epochs/, '0');
    await wizard.continue();
    await findToast('Validation Error', 'Epochs must be at least 1');
    expect(wizard.field(/Epochs/)).toBeInvalid();
    expect(wizard.field(/Epochs/)).toHaveAccessibleDescription(expect.stringContaining('Epochs must be at least 1'));
    expect(wizard.field(/Learning rate/)).toBeValid();

    await wizard.setNumber(/Epochs/, '2');
    expect(wizard.field(/Epochs/)).toBeValid();
    await waitFor(() => expect(validationToasts()).toHaveLength(0));

    await wizard.continue();
    await findToast('Validation Error', 'Input and output columns are required for non-text files');
    expect(wizard.combobox(/Input column/)).toBeInvalid();
    expect(wizard.combobox(/Output column/)).toBeInvalid();
    await wizard.choose(/Input column/, 'question');
    expect(wizard.combobox(/Input column/)).toBeValid();
    expect(wizard.combobox(/Output column/)).toBeInvalid();
  });

  it('replaces the last validation toast instead of stacking them, and leaves none once the step passes', async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    const { wizard } = opened;
    await wizard.setNumber(/Epochs/, '0');
    await wizard.setNumber(/Learning rate/, '0');
    await wizard.continue();
    await findToast('Validation Error', 'Epochs must be at least 1');
    await wizard.continue();
    await findToast('Validation Error', 'Epochs must be at least 1');
    expect(validationToasts()).toHaveLength(1);

    // The learning rate stays broken: its toast takes the place of the epochs one.
    await wizard.setNumber(/Epochs/, '2');
    await wizard.continue();
    await findToast('Validation Error', 'Learning rate must be greater than 0');
    expect(validationToasts()).toHaveLength(1);
    expect(wizard.field(/Learning rate/)).toBeInvalid();

    await wizard.setNumber(/Learning rate/, '0.002');
    await wizard.continue();
    await wizard.heading('Review & Start');
    await waitFor(() => expect(validationToasts()).toHaveLength(0));
  });

  it('marks the field a refused validation call names', async () => {
    const fetch = createModelFetch([
      fakeRoute(validateFineTune, () => ({
        status: 400,
        body: { error: 'validation_failed', detail: 'Please select a valid number of GPUs (1, 2, 4, or 8)', field: 'gpu_count' },
      })),
    ]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.continue();

    await findToast('Validation Error', 'Please select a valid number of GPUs (1, 2, 4, or 8)');
    expect(opened.wizard.combobox(/GPU count/)).toBeInvalid();
    expect(opened.wizard.combobox(/GPU type/)).toBeValid();
  });

  it('takes an emptied epochs field as none', async () => {
    const opened = await openWizard();
    await toTrainingParameters(opened);
    await opened.wizard.setNumber(/Epochs/, '');
    await opened.wizard.continue();
    await findToast('Validation Error', 'Epochs must be at least 1');
  });

  it("shows the server's critical error under 'Validation Failed' and stays on the step", async () => {
    const fetch = createModelFetch([
      fakeRoute(validateFineTune, () => ({
        body: validation({ critical_errors: ['Your balance does not cover the estimate', 'second'], cost_estimate: null }),
      })),
    ]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    await opened.wizard.continue();

    await findToast('Validation Failed', 'Your balance does not cover the estimate');
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(within(opened.dialog).getByRole('heading', { name: 'Training Parameters' })).toBeInTheDocument();
    // Not said to be about the balance: no offer to buy.
    expect(within(opened.dialog).queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it('offers Buy Bagels on the step when the server says the balance is below the estimate', async () => {
    const fetch = createModelFetch([
      fakeRoute(validateFineTune, () => ({
        body: validation({
          critical_errors: ['Your balance of 0.00 BGL is below the estimated cost of 30.86 BGL'],
          insufficient_balance: true,
        }),
      })),
    ]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    await opened.wizard.continue();
    await findToast('Validation Failed', 'Your balance of 0.00 BGL is below the estimated cost of 30.86 BGL');
    expect(within(opened.dialog).getByRole('status')).toHaveTextContent('Training costs Bagels, and your balance is below this estimate.');
    expect(within(opened.dialog).getByRole('link', { name: 'Buy Bagels' })).toHaveAttribute('href', '/buy-bagels');
  });

  it("shows a failed call's detail under 'Validation Error'", async () => {
    const fetch = createModelFetch([fakeRoute(validateFineTune, failure(404, 'Dataset not found', 'Not Found'))]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    await opened.wizard.continue();

    await findToast('Validation Error', 'Dataset not found');
    expect(within(opened.dialog).getByRole('heading', { name: 'Training Parameters' })).toBeInTheDocument();
  });

  it("says 'Failed to validate parameters' when the server gives no reason", async () => {
    const fetch = createModelFetch([fakeRoute(validateFineTune, () => offContractReply(502, 'Bad gateway'))]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    await opened.wizard.continue();

    await findToast('Validation Error', 'Failed to validate parameters');
  });

  it('says Validating… while the server checks, and a second press sends nothing more', async () => {
    const fetch = createModelFetch([fakeRoute(validateFineTune, () => new Promise(() => undefined))]);
    const opened = await openWizard(fetch);
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    await opened.user.dblClick(opened.wizard.button('Continue'));

    expect(opened.wizard.button('Validating…')).toBeDisabled();
    expect(validations(opened)).toHaveLength(1);
  });
});
