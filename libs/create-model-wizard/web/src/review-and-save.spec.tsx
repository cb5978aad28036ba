import { failure, fakeRoute } from '@bagel/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { listFineTuneConfigs, type SavedFineTuneConfig, saveFineTuneConfig, validateFineTune } from '@bagel/fine-tuning-contract';
import { TEST_USER } from '@bagel/session/testing';
import {
  createModelFetch,
  DATASET_ID,
  RECOMMENDED_GPU,
  savedConfig,
  platformPayload,
  SMALL_FILE_WARNING,
  validation,
} from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, toReview } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

describe('Review & Start (spec §2, §9)', { timeout: 30_000 }, () => {
  it('sums up the fine-tune and shows the estimate to 2 decimals, the recommended GPU and the warnings', async () => {
    const opened = await openWizard();
    await toReview(opened);
    const { dialog } = opened;
    const summary = within(dialog).getByRole('table', { name: 'Summary' });
    expect(summary).toHaveTextContent('Support bot');
    expect(summary).toHaveTextContent('Llama 3.2 1B');
    expect(summary).toHaveTextContent('Support chats');
    expect(summary).toHaveTextContent('chats.csv');
    expect(summary).toHaveTextContent('1 × NVIDIA Tesla A100 40GB');

    const estimate = within(dialog).getByRole('table', { name: 'Cost estimate' });
    // The fake's 1.23456 USD, 0.5049 hours and 30.864 BGL.
    expect(estimate).toHaveTextContent('$1.23 USD');
    expect(estimate).toHaveTextContent('0.50 hours');
    expect(estimate).toHaveTextContent('30.86 BGL');
    expect(estimate).toHaveTextContent('3,000');
    expect(within(dialog).getByText(RECOMMENDED_GPU)).toBeInTheDocument();
    expect(within(dialog).getByText(SMALL_FILE_WARNING)).toBeInTheDocument();
  });

  it('says when there is no estimate', async () => {
    const fetch = createModelFetch([fakeRoute(validateFineTune, () => ({ body: validation({ cost_estimate: null, warnings: [] }) }))]);
    const opened = await openWizard(fetch);
    await toReview(opened);
    expect(within(opened.dialog).getByText('No cost estimate is available for this file and model.')).toBeInTheDocument();
  });

  it('saves the settings as a named config, toasts, and offers the templates from then on', async () => {
    let configs: SavedFineTuneConfig[] = [];
    const fetch = createModelFetch([
      fakeRoute(listFineTuneConfigs, () => ({ body: { configs } })),
      fakeRoute(saveFineTuneConfig, (request) => {
        const body = request.body as { config_name: string; fine_tune_payload: Record<string, unknown> };
        const saved = savedConfig(body.config_name, platformPayload(body.fine_tune_payload));
        configs = [saved];
        return { body: saved };
      }),
    ]);
    const opened = await openWizard(fetch);
    await toReview(opened);
    const { user, wizard, dialog } = opened;
    expect(within(dialog).queryByRole('button', { name: 'Configuration Templates' })).not.toBeInTheDocument();
    expect(wizard.button('Save')).toBeDisabled();
    // Enter saves the template: it never presses Create Model, which would start a paid job.
    await user.type(wizard.field(/Config name/), 'Llama, 1 epoch{Enter}');

    await findToast(null, "Configuration 'Llama, 1 epoch' saved");
    const [save] = requestsTo(fetch, 'POST', '/api/v1/fine-tune/configs');
    expect(save?.body).toMatchObject({
      user_id: TEST_USER.id,
      config_name: 'Llama, 1 epoch',
      fine_tune_payload: { asset_id: DATASET_ID, base_model: 'meta-llama/Llama-3.2-1B', file_name: 'chats.csv' },
    });
    expect(requestsTo(fetch, 'POST', '/api/v1/asset')).toHaveLength(0);
    expect(await within(dialog).findByRole('button', { name: 'Configuration Templates' })).toBeInTheDocument();
  });

  it("toasts the server's reason when saving fails", async () => {
    const fetch = createModelFetch([fakeRoute(saveFineTuneConfig, failure(409, 'You have 50 saved configurations already', 'Conflict'))]);
    const opened = await openWizard(fetch);
    await toReview(opened);
    await opened.user.type(opened.wizard.field(/Config name/), 'One more');
    await opened.user.click(opened.wizard.button('Save'));

    await findToast('Failed to save configuration', 'You have 50 saved configurations already');
    await waitFor(() => expect(opened.wizard.button('Save')).toBeEnabled());
    expect(screen.queryByText(/saved$/)).not.toBeInTheDocument();
  });
});
