import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AppStoryParameters } from '@bagel/web-testing';
import { AuthorisationResult } from './authorisation-result';

/** What came of authorising X, read from the address X sends the browser back to. */
const meta = {
  title: 'Referrals/AuthorisationResult',
  component: AuthorisationResult,
  parameters: { route: '/invite?x=authorized', path: '/invite' } satisfies AppStoryParameters,
} satisfies Meta<typeof AuthorisationResult>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Authorised: say so once; Dismiss drops it. */
export const Authorised: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('X account authorised')).toBeVisible();
    await expect(canvas.getByText('You can post your invitation now.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByText('X account authorised')).toBeNull();
  },
};

export const Denied: Story = {
  parameters: { route: '/invite?x=denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('X account not authorised')).toBeVisible();
    await expect(canvas.getByText(/^X did not give Bagel permission to post, so nothing was posted\./)).toBeVisible();
  },
};

/** Any other value, or none: nothing. */
export const NothingToSay: Story = {
  parameters: { route: '/invite?x=maybe' },
  play: async ({ canvas }) => expect(canvas.queryByText(/^X account/)).toBeNull(),
};
