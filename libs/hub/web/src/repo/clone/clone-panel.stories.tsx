import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { cloneHubRepo } from '@bagel/hub-contract';
import { type AppStoryParameters, failure, never, withFrame, fakeRoute } from '@bagel/web-testing';
import { cloned, cloneFailed, datasetDetails, halfCloned, hubFetch, repoDetails } from '../../testing/hub-fakes';
import { ClonePanel } from './clone-panel';

/** Clone on a hub repository's page, for the model unless a story says otherwise. */
const meta = {
  title: 'Hub/ClonePanel',
  component: ClonePanel,
  args: { repo: repoDetails() },
  decorators: [withFrame],
  parameters: { width: 560, fetch: hubFetch() } satisfies AppStoryParameters & { width: number },
} satisfies Meta<typeof ClonePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not cloned yet: where the copy will go. */
export const NotCloned: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Copy its files into a new model of yours, listed in My Models.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clone to My Models' })).toBeEnabled();
  },
};

export const Dataset: Story = {
  args: { repo: datasetDetails() },
  parameters: { fetch: hubFetch(datasetDetails()) },
  play: async ({ canvas }) => expect(canvas.getByRole('button', { name: 'Clone to My Datasets' })).toBeEnabled(),
};

/** Asked for: the button spins until the server answers. */
export const Starting: Story = {
  parameters: { fetch: hubFetch(repoDetails(), [fakeRoute(cloneHubRepo, never)]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clone to My Models' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clone to My Models' })).toHaveAttribute('data-loading', 'true'));
  },
};

/** A copy under way, as the details say (and the status poll confirms). */
export const Cloning: Story = {
  args: { repo: repoDetails({ clone: halfCloned() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cloning…')).toBeVisible();
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

/** Done: a link to the new model. */
export const Cloned: Story = {
  args: { repo: repoDetails({ clone: cloned() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Its files are in your new model.');
    await expect(canvas.getByRole('link', { name: 'Open in My Models' })).toHaveAttribute('href', expect.stringMatching(/^\/model\//));
  },
};

/** The copy failed: spec §8's text, the server's reason, and Try again. */
export const CopyFailed: Story = {
  args: { repo: repoDetails({ clone: cloneFailed() }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Error cloning the model');
    await expect(alert).toHaveTextContent('Hugging Face is not reachable right now');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The server refused to start it. */
export const StartRefused: Story = {
  parameters: { fetch: hubFetch(repoDetails(), [fakeRoute(cloneHubRepo, failure(409, 'A clone of this repository is already running'))]) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clone to My Models' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error cloning the model');
    await expect(alert).toHaveTextContent('A clone of this repository is already running');
  },
};
