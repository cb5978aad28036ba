import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PATHS } from '@bagel/contract';
import type { AppStoryParameters } from '@bagel/web-testing';
import { cloned, cloneFailed, datasetDetails, failure, halfCloned, hubFetch, never, repoDetails } from '../testing/hub-fakes';
import { HubRepoPage } from './hub-repo-page';

const MODEL_ID = encodeURIComponent('meta-llama/Llama-3.2-1B-Instruct');

/** A hub repository's page, as alice sees it: what it is, Clone, its card and its files. */
const meta = {
  title: 'Hub/HubRepoPage',
  component: HubRepoPage,
  args: { repoType: 'model', encodedId: MODEL_ID },
  parameters: { route: `/model/source/${MODEL_ID}/description`, path: PATHS.hubModel, fetch: hubFetch() } satisfies AppStoryParameters,
} satisfies Meta<typeof HubRepoPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Model: Story = {};

export const Dataset: Story = {
  args: { repoType: 'dataset', encodedId: encodeURIComponent('rajpurkar/squad') },
  parameters: { fetch: hubFetch(datasetDetails()) },
};

export const Gated: Story = { parameters: { fetch: hubFetch(repoDetails({ gated: true })) } };

/** Clone pressed: the copy is followed every second. */
export const Cloning: Story = {
  parameters: { fetch: hubFetch(repoDetails(), { 'GET /api/v1/huggingface/clone/status': () => ({ body: halfCloned() }) }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clone to My Models' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Clone progress' })).toBeVisible();
  },
};

export const ClonePending: Story = {
  parameters: {
    fetch: hubFetch(repoDetails({ clone: halfCloned() }), { 'GET /api/v1/huggingface/clone/status': () => ({ body: halfCloned() }) }),
  },
};

export const Cloned: Story = { parameters: { fetch: hubFetch(repoDetails({ clone: cloned() })) } };

export const CloneFailed: Story = { parameters: { fetch: hubFetch(repoDetails({ clone: cloneFailed() })) } };

export const Loading: Story = { parameters: { fetch: hubFetch(repoDetails(), { 'GET /api/v1/huggingface/assets/details': never }) } };

export const NotFound: Story = {
  parameters: {
    fetch: hubFetch(repoDetails(), {
      'GET /api/v1/huggingface/assets/details': failure(404, 'This repository was not found on Hugging Face', 'Not Found'),
    }),
  },
};

/** An address whose category is neither model nor dataset. */
export const UnknownCategory: Story = { args: { repoType: null, encodedId: MODEL_ID } };

export const HubUnavailable: Story = {
  parameters: {
    fetch: hubFetch(repoDetails(), {
      'GET /api/v1/huggingface/assets/details': failure(502, 'Hugging Face is not reachable right now. Please try again shortly.'),
    }),
  },
};
