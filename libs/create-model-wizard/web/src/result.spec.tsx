import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { createModelFetch, MODEL_ID, modelCreated } from './testing/create-model-fakes';
import { findToast, openWizard, requestsTo, toReview } from './testing/wizard-test-helpers';
import { createAsset } from '@bagel/assets-contract';
import { failure, fakeRoute, insufficientBalance, never } from '@bagel/web-testing';

afterEach(() => notifications.clean());

const INSUFFICIENT = 'Your balance of 10.00 BGL does not cover the estimate of 30.86 BGL';

describe('the result (spec §2, §4, §8)', { timeout: 30_000 }, () => {
  it("shows the server's reason on the error step and as a toast titled 'Error'", async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, failure(422, INSUFFICIENT, 'Unprocessable Entity'))]));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));

    expect(await opened.wizard.heading('Oops! Something went wrong')).toHaveFocus();
    expect(within(opened.dialog).getByText(INSUFFICIENT)).toBeInTheDocument();
    await findToast('Error', INSUFFICIENT);
  });

  it('offers Buy Bagels beside Try Again when the balance cannot pay the estimate, and leaves the sheet for it', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, insufficientBalance(INSUFFICIENT))]));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Oops! Something went wrong');
    const offer = within(opened.dialog).getByRole('link', { name: 'Buy Bagels' });
    expect(offer).toHaveAttribute('href', '/buy-bagels');
    await opened.user.click(offer);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Model' })).not.toBeInTheDocument());
  });

  it('offers no Buy Bagels for another refusal', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, failure(422, INSUFFICIENT, 'Unprocessable Entity'))]));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Oops! Something went wrong');
    expect(within(opened.dialog).queryByRole('link', { name: 'Buy Bagels' })).not.toBeInTheDocument();
  });

  it("falls back to the error code, then to the server's words, when there is no detail", async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, failure(500, '', 'internal_error'))]));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Oops! Something went wrong');
    expect(within(opened.dialog).getByText('internal_error')).toBeInTheDocument();
  });

  it('starts over at step 1 with nothing kept on Try Again, and a new attempt has a new idempotency key', async () => {
    let fail = true;
    const fetch = createModelFetch([
      fakeRoute(createAsset, (request) => {
        if (!fail) return modelCreated(request);
        fail = false;
        return failure(503, 'The database is not reachable right now.')();
      }),
    ]);
    const opened = await openWizard(fetch);
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Oops! Something went wrong');
    await opened.user.click(opened.wizard.button('Try Again'));

    const type = within(opened.dialog).getByRole('radio', { name: /Fine-tune Model/ });
    expect(type).not.toBeChecked();
    await waitFor(() => expect(within(opened.dialog).getByRole('radio', { name: /Upload Model/ })).toHaveFocus());
    expect(opened.wizard.button('Continue')).toBeDisabled();
    expect(opened.wizard.button('Back')).toBeDisabled();
    await toReview(opened);
    expect(opened.wizard.field(/Config name/)).toHaveValue('');
    // The reply of this fake is not a model: the second attempt is only here for its key.
    await opened.user.click(opened.wizard.button('Create Model'));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/v1/asset')).toHaveLength(2));
    const [first, second] = requestsTo(fetch, 'POST', '/api/v1/asset').map((request) => request.headers['idempotency-key']);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('closes on Close and opens again at step 1', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, failure(500, 'Broken'))]));
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Oops! Something went wrong');
    // The result's own Close, not the sheet's close button of the same name.
    await opened.user.click(within(within(opened.dialog).getByRole('alert')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Model' })).not.toBeInTheDocument());

    await opened.user.click(screen.getByRole('button', { name: 'Open Create Model' }));
    const again = await screen.findByRole('dialog', { name: 'Create Model' });
    expect(within(again).getByRole('radio', { name: /Fine-tune Model/ })).not.toBeChecked();
  });

  it("follows the link to the new model's page and closes the sheet", async () => {
    const opened = await openWizard();
    await toReview(opened);
    await opened.user.click(opened.wizard.button('Create Model'));
    await opened.wizard.heading('Your model is fine-tuning!');
    await opened.user.click(within(opened.dialog).getByRole('link', { name: 'View Model' }));

    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(`/model/${MODEL_ID}/description`);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Model' })).not.toBeInTheDocument());
  });

  it('says Creating… while the model is created, and a double click creates one', async () => {
    const opened = await openWizard(createModelFetch([fakeRoute(createAsset, never)]));
    await toReview(opened);
    await opened.user.dblClick(opened.wizard.button('Create Model'));
    expect(opened.wizard.button('Creating…')).toBeDisabled();
    expect(requestsTo(opened.fetch, 'POST', '/api/v1/asset')).toHaveLength(1);
  });
});
