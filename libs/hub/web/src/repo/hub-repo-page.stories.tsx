import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { cloneHubRepo, getHubCloneStatus, getHubRepoDetails } from '@bagel/hub-contract';
import { PATHS } from '@bagel/contract';
import { type AppStoryParameters, failure, fakeRoute } from '@bagel/web-testing';
import { cloned, cloneFailed, datasetDetails, GATED_REFUSAL, halfCloned, hubFetch, repoDetails } from '../testing/hub-fakes';
import { HubRepoPage } from './hub-repo-page';
import { never } from '@bagel/web-testing';

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

/** Gated, and the platform's Hugging Face account was let in: it can be cloned. */
export const Gated: Story = { parameters: { fetch: hubFetch(repoDetails({ gated: true, access: 'granted' })) } };

/** Gated, and the platform's account was not let in: what must happen first, and Clone refused with the same words. */
export const GatedAccessRefused: Story = {
  parameters: {
    fetch: hubFetch(repoDetails({ gated: true, access: 'refused', access_detail: GATED_REFUSAL }), [
      fakeRoute(cloneHubRepo, failure(403, GATED_REFUSAL, 'Forbidden')),
    ]),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clone to My Models' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(GATED_REFUSAL);
  },
};

/** Clone pressed: the copy is followed every second. */
export const Cloning: Story = {
  parameters: { fetch: hubFetch(repoDetails(), [fakeRoute(getHubCloneStatus, () => ({ body: halfCloned() }))]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clone to My Models' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Clone progress' })).toBeVisible();
  },
};

export const ClonePending: Story = {
  parameters: {
    fetch: hubFetch(repoDetails({ clone: halfCloned() }), [fakeRoute(getHubCloneStatus, () => ({ body: halfCloned() }))]),
  },
};

export const Cloned: Story = { parameters: { fetch: hubFetch(repoDetails({ clone: cloned() })) } };

export const CloneFailed: Story = { parameters: { fetch: hubFetch(repoDetails({ clone: cloneFailed() })) } };

/** A copy the hub stopped because the platform's account lost its access to the gated files: the clone's end says what to do. */
export const CloneFailedGated: Story = {
  parameters: { fetch: hubFetch(repoDetails({ gated: true, access: 'granted', clone: cloneFailed({ detail: GATED_REFUSAL }) })) },
};

export const Loading: Story = { parameters: { fetch: hubFetch(repoDetails(), [fakeRoute(getHubRepoDetails, never)]) } };

export const NotFound: Story = {
  parameters: {
    fetch: hubFetch(repoDetails(), [
      fakeRoute(getHubRepoDetails, failure(404, 'This repository was not found on Hugging Face', 'Not Found')),
    ]),
  },
};

/** An address whose category is neither model nor dataset. */
export const UnknownCategory: Story = { args: { repoType: null, encodedId: MODEL_ID } };

export const HubUnavailable: Story = {
  parameters: {
    fetch: hubFetch(repoDetails(), [
      fakeRoute(getHubRepoDetails, failure(502, 'Hugging Face is not reachable right now. Please try again shortly.')),
    ]),
  },
};
