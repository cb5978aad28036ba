import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withFrame } from '@bagel/web-testing';
import { AUTHORIZE_URL } from '../testing/referral-fakes';
import { AuthorisePrompt } from './authorise-prompt';

/** Asks to authorise the X account before posting. */
const meta = {
  title: 'Referrals/AuthorisePrompt',
  component: AuthorisePrompt,
  args: { authorizeUrl: AUTHORIZE_URL, afterFailure: false },
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof AuthorisePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not authorised yet: the link leads to X's consent page. */
export const NotYetAuthorised: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Authorise your X account')).toBeVisible();
    await expect(canvas.getByText('To post your invitation, authorise Bagel to post on your X account.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Authorise X account' })).toHaveAttribute('href', AUTHORIZE_URL);
  },
};

/** X refused the last post's token (spec §8). */
export const AfterAFailedPost: Story = {
  args: { afterFailure: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('X did not accept the post. Authorise Bagel to post on your X account, then post again.')).toBeVisible();
  },
};

/** The server has no consent page to offer right now. */
export const Unavailable: Story = {
  args: { authorizeUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Authorising is not available right now. Please try again later.')).toBeVisible();
  },
};
