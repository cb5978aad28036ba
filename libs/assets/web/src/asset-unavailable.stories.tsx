import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { apiErrorFromReply } from '@bagel/api-client';
import { PATHS } from '@bagel/contract';
import { AssetUnavailable } from './asset-unavailable';

/**
 * Why an asset page has nothing to show. The errors are read from the server's replies by the api client's reader,
 * as a page's failed load would give them.
 */
const meta = {
  title: 'Assets/AssetUnavailable',
  component: AssetUnavailable,
  args: { kind: 'dataset', error: null, onRetry: fn() },
} satisfies Meta<typeof AssetUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An address whose id cannot be an asset's: not asked about, told as not found, with the way back to the list. */
export const NotAnId: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This dataset was not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Datasets' })).toHaveAttribute('href', PATHS.datasets);
  },
};

/** A 404: deleted, or someone else's and not on the market. */
export const ModelNotFound: Story = {
  args: { kind: 'model', error: apiErrorFromReply(404, { error: 'Not Found', detail: 'Asset not found' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This model was not found' })).toBeVisible();
    await expect(canvas.getByText(/It may have been deleted/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to My Models' })).toHaveAttribute('href', PATHS.models);
  },
};

/** A 403 says the server's reason; trying again would not change it, so there is no button. */
export const Forbidden: Story = {
  args: { error: apiErrorFromReply(403, { detail: 'This dataset is waiting for review' }) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('You cannot open this dataset');
    await expect(alert).toHaveTextContent('This dataset is waiting for review');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Any other failure: the server's words and Try again. */
export const LoadFailed: Story = {
  args: { error: apiErrorFromReply(503, { msg: 'The database is not reachable right now. Please try again shortly.' }) },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this dataset');
    await expect(alert).toHaveTextContent('The database is not reachable right now. Please try again shortly.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A reply with no words in it: the client's own. */
export const LoadFailedWithoutWords: Story = {
  args: { error: apiErrorFromReply(502, undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server ran into a problem (HTTP 502). Please try again.');
  },
};
