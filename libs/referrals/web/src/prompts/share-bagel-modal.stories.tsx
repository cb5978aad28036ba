import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { ShareBagelModal } from './share-bagel-modal';

/** The 'Share Bagel' pop-up. */
const meta = {
  title: 'Referrals/ShareBagelModal',
  component: ShareBagelModal,
  args: { opened: true, onClose: fn(), onDismiss: fn() },
} satisfies Meta<typeof ShareBagelModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Share Bagel' }));

/** What inviting earns, Don't show this again, and the way to /invite. */
export const Open: Story = {
  play: async ({ args, userEvent }) => {
    const modal = await dialog();
    await expect(modal.getByText('Share Bagel with 3 friends to earn $15 (375 Bagels). Each friend gets $5 (125 Bagels).')).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Get started now' })).toHaveAttribute('href', '/invite');
    await userEvent.click(modal.getByRole('button', { name: "Don't show this again" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A user without an email cannot dismiss it for good (spec §4). */
export const WithoutEmail: Story = {
  args: { onDismiss: undefined },
  play: async () => {
    const modal = await dialog();
    await expect(modal.queryByRole('button', { name: "Don't show this again" })).toBeNull();
    await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The dismissal being saved. */
export const Dismissing: Story = {
  args: { dismissing: true },
  play: async () => {
    const button = (await dialog()).getByRole('button', { name: "Don't show this again" });
    await expect(button).toHaveAttribute('data-loading', 'true');
  },
};
