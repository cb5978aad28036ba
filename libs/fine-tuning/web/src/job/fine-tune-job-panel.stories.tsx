import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { type AppStoryParameters, failure } from '@bagel/web-testing';
import { failedJob, fineTuneFetch, fineTuneJob, MODEL_ID, noJob, runningJob, succeededJob } from '../testing/fine-tune-fakes';
import { FineTuneJobPanel } from './fine-tune-job-panel';
import { never } from '@bagel/web-testing';

/** A fine-tuned model's training job, as alice sees it on the model's page. */
const meta = {
  title: 'FineTuning/FineTuneJobPanel',
  component: FineTuneJobPanel,
  args: { modelId: MODEL_ID },
  parameters: { fetch: fineTuneFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof FineTuneJobPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Queued: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Trained by Local simulator')).toBeVisible();
    await expect(canvas.getByText('The loss curve appears once training starts')).toBeVisible();
  },
};

/** Half way, with the loss curve so far and the estimate held; asked about again every 2 s. */
export const Running: Story = {
  parameters: { fetch: fineTuneFetch(() => ({ body: runningJob() })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Step 60 of 120')).toBeVisible();
    await expect(canvas.getByText('Held')).toBeVisible();
  },
};

/** Settled: the final charge, and what came back of the estimate. */
export const Succeeded: Story = {
  parameters: { fetch: fineTuneFetch(() => ({ body: succeededJob() })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Refunded')).toBeVisible();
    await expect(canvas.getByRole('figure', { name: 'Training loss' })).toHaveAccessibleDescription(
      'Loss fell from 2.31 to 0.84 over 120 steps',
    );
  },
};

export const Failed: Story = {
  parameters: { fetch: fineTuneFetch(() => ({ body: failedJob() })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The GPU ran out of memory at step 31.');
  },
};

/** Not settled yet: the job has ended but its charge is still being worked out. */
export const Settling: Story = {
  parameters: { fetch: fineTuneFetch(() => ({ body: succeededJob({ charged_bgl: null }) })) },
};

/** An uploaded or cloned model: nothing is shown. */
export const NoJob: Story = {
  parameters: { fetch: fineTuneFetch(noJob) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: { fetch: fineTuneFetch(never) } };

export const LoadError: Story = {
  parameters: {
    fetch: fineTuneFetch(failure(503, 'The database is not reachable right now. Please try again shortly.', 'Service Unavailable')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A job whose trainer has not counted its steps yet. */
export const StepsUnknown: Story = {
  parameters: { fetch: fineTuneFetch(() => ({ body: fineTuneJob({ status: 'running', total_steps: null, step: 4, progress: 3 }) })) },
};
