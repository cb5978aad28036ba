import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { BonusAssignedModal } from './bonus-assigned-modal';

/** 'Bonus Assigned!' after joining with a friend's code. */
const meta = {
  title: 'Referrals/BonusAssignedModal',
  component: BonusAssignedModal,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof BonusAssignedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Bonus Assigned!' }));

export const Open: Story = {
  play: async () => {
    const modal = await dialog();
    await expect(modal.getByText(/^You received \$5 \(125 Bagels\) for joining with a friend’s code\./)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Refresh to see updated balance' })).toBeEnabled();
  },
};

/** The button has the balance and history read again, then closes the pop-up. */
export const Refreshed: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Refresh to see updated balance' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};
