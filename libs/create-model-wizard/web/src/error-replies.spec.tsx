import { afterEach, describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { validateFineTune } from '@bagel/fine-tuning-contract';
import { createAsset } from '@bagel/assets-contract';
import {
  bodylessErrorReplies,
  errorReplyShapes,
  type FakeHandler,
  fakeRoute,
  never,
  offContractReply,
  UNWORDED_ERROR_BODY,
} from '@bagel/web-testing';
import { createModelFetch } from './testing/create-model-fakes';
import { findToast, openWizard, toTrainingParameters } from './testing/wizard-test-helpers';

afterEach(() => notifications.clean());

const REFUSAL = 'Your balance of 10.00 BGL does not cover the estimate of 30.86 BGL';

/** The upload path's creation answered by `reply`: the shortest way to spec §8's model creation failure. */
async function createAnswered(reply: FakeHandler<typeof createAsset>) {
  const opened = await openWizard(createModelFetch([fakeRoute(createAsset, reply)]));
  await opened.wizard.chooseType(/Upload Model/);
  await opened.wizard.continue();
  await opened.wizard.details('My Llama', 'llama3');
  await opened.user.upload(within(opened.dialog).getByLabelText('Model files'), new File(['weights'], 'model.safetensors'));
  await opened.user.click(opened.wizard.button('Create Model'));
  await opened.wizard.heading('Oops! Something went wrong');
  return opened;
}

describe("model creation's failure in every reply shape (spec §8)", { timeout: 30_000 }, () => {
  it.each(errorReplyShapes(REFUSAL))("shows a %s reply's text on the error step and in a toast titled 'Error'", async (_shape, body) => {
    const { dialog } = await createAnswered(() => offContractReply(422, body));
    expect(within(dialog).getByText(REFUSAL)).toBeInTheDocument();
    await findToast('Error', REFUSAL);
  });

  it('shows the raw data of a reply without msg, detail or error', async () => {
    const raw = JSON.stringify(UNWORDED_ERROR_BODY);
    const { dialog } = await createAnswered(() => offContractReply(400, UNWORDED_ERROR_BODY));
    expect(within(dialog).getByText(raw)).toBeInTheDocument();
    await findToast('Error', raw);
  });

  it.each(bodylessErrorReplies())("says 'Failed to create model' for %s", async (_shape, reply) => {
    const { dialog } = await createAnswered(reply);
    expect(within(dialog).getByText('Failed to create model')).toBeInTheDocument();
    await findToast('Error', 'Failed to create model');
  });
});

describe("the validation call's failure in every reply shape (spec §8)", { timeout: 60_000 }, () => {
  it("shows the server's text under 'Validation Error', else 'Failed to validate parameters'", async () => {
    let answer: FakeHandler<typeof validateFineTune> = never;
    const opened = await openWizard(createModelFetch([fakeRoute(validateFineTune, (request) => answer(request))]));
    await toTrainingParameters(opened);
    await opened.wizard.columns();
    const continueWith = async (reply: FakeHandler<typeof validateFineTune>, message: string) => {
      answer = reply;
      await opened.wizard.continue();
      await findToast('Validation Error', message);
      notifications.clean();
    };

    for (const [, body] of errorReplyShapes('Dataset not found'))
      await continueWith(() => offContractReply(404, body), 'Dataset not found');
    for (const [, reply] of bodylessErrorReplies()) await continueWith(reply, 'Failed to validate parameters');
    await continueWith(() => offContractReply(400, UNWORDED_ERROR_BODY), 'Failed to validate parameters');
    expect(opened.wizard.button('Continue')).toBeEnabled();
  });
});
