import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { TransactionListSkeleton } from './transaction-skeleton';

/** The history list while its first page loads. */
const meta = {
  title: 'Transactions/TransactionListSkeleton',
  component: TransactionListSkeleton,
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof TransactionListSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two days of rows in the real rows' shape; screen readers hear one busy status. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading transactions' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('transaction-list-skeleton')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    await expect(insideFrame(canvasElement, [canvas.getByTestId('transaction-list-skeleton')])).toBe(true);
  },
};
