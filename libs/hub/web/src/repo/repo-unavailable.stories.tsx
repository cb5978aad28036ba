import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApiError } from '@bagel/api-client';
import { RepoUnavailable } from './repo-unavailable';

/** Why a hub repository page has nothing to show. */
const meta = {
  title: 'Hub/RepoUnavailable',
  component: RepoUnavailable,
  args: { error: new ApiError({ status: 404, error: 'not_found', detail: 'Repository not found' }), onRetry: fn() },
} satisfies Meta<typeof RepoUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not on the hub: say so, and lead back to its search. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This repository was not found on Hugging Face' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search Hugging Face' })).toHaveAttribute('href', '/hub');
  },
};

/** An address that cannot name a repository reads the same. */
export const NotARepositoryId: Story = {
  args: { error: null },
  play: async ({ canvas }) => expect(canvas.getByRole('heading', { name: 'This repository was not found on Hugging Face' })).toBeVisible(),
};

/** The hub cannot be reached: its words and another try. */
export const Unreachable: Story = {
  args: {
    error: new ApiError({
      status: 502,
      error: 'bad_gateway',
      detail: 'Hugging Face is not reachable right now. Please try again shortly.',
    }),
  },
  play: async ({ args, canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load this repository from Hugging Face');
    await expect(alert).toHaveTextContent('Hugging Face is not reachable right now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
