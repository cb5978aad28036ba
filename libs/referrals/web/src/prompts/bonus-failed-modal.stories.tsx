import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { REFERRAL_INVALID } from '@bagel/referrals-contract';
import { BonusFailedModal } from './bonus-failed-modal';

/** 'Bonus Assignment Failed': the code was refused and the account is on the waitlist. */
const meta = {
  title: 'Referrals/BonusFailedModal',
  component: BonusFailedModal,
  args: { opened: true, reason: REFERRAL_INVALID, ready: true, onClose: fn() },
} satisfies Meta<typeof BonusFailedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Bonus Assignment Failed' }));

/** The spec's text, the reason, and the way to the waitlist. */
export const Refused: Story = {
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await expect(modal.getByText(/^We encountered an issue: Invalid code or reached maximum limit of invites\./)).toBeVisible();
    await expect(modal.getByText(`Reason: ${REFERRAL_INVALID}`)).toBeVisible();
    const waitlist = modal.getByRole('link', { name: 'Go to Waitlist' });
    await expect(waitlist).toHaveAttribute('href', '/waitlist');
    await userEvent.click(waitlist);
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The check itself failed: spec §8's 'Validation failed'. */
export const ValidationFailed: Story = {
  args: { reason: 'Validation failed' },
  play: async () => expect((await dialog()).getByText('Reason: Validation failed')).toBeVisible(),
};

/** The session is not on the waitlist yet: Go to Waitlist waits. */
export const WaitingForTheSession: Story = {
  args: { ready: false },
  play: async () => {
    const modal = await dialog();
    await expect(modal.queryByRole('link', { name: 'Go to Waitlist' })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Go to Waitlist' })).toHaveAttribute('data-loading', 'true');
  },
};
