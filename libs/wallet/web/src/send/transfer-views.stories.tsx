import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { TransferComplete, TransferFailed } from './transfer-views';

/** What Send Bagel shows after a send: Transfer Complete, or Transfer Failed (stories below). */
const meta = {
  title: 'Wallet/TransferViews',
  component: TransferComplete,
  args: { recipient: 'bob', amount: '🥯 12.50', newBalance: '🥯 987.50', onDone: fn() },
  decorators: [withFrame],
  parameters: { width: 440 },
} satisfies Meta<typeof TransferComplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Transfer Complete!' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent("You've successfully sent 🥯 12.50 to bob.");
    await expect(canvas.getByRole('row', { name: 'New Balance 🥯 987.50' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** A long username on a phone wraps inside the table. */
export const LongRecipientOnPhone: Story = {
  args: { recipient: 'a-very-long-username-that-someone-picked-2024', amount: '$1,234.56', newBalance: '$0.04' },
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByRole('table'), canvas.getByRole('button', { name: 'Done' })])).toBe(true);
  },
};

export const Failed: Story = {
  render: () => <TransferFailed message="Recipient not found" onTryAgain={fn()} onCancel={fn()} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(canvas.getByRole('heading', { name: 'Transfer Failed' })).toBeVisible();
    await expect(alert).toHaveTextContent('Recipient not found');
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** No message from the server: the spec's default failure text. */
export const FailedWithoutMessage: Story = {
  render: () => <TransferFailed onTryAgain={fn()} onCancel={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('There was an error processing your transfer. Please try again.');
  },
};
