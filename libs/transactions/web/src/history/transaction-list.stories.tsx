import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { insideFrame, PHONE_PX, withFrame } from '@bagel/web-testing';
import { FIXED_NOW, SAMPLE_TRANSACTIONS, transaction } from '../testing/transaction-fakes';
import { TransactionList } from './transaction-list';

/** The history's rows, grouped by day; 'today' is fixed so the groups stay put. */
const meta = {
  title: 'Transactions/TransactionList',
  component: TransactionList,
  args: { transactions: SAMPLE_TRANSACTIONS, currency: 'BGL', onOpen: fn(), now: FIXED_NOW },
  decorators: [withFrame],
  parameters: { width: 560 },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today, Yesterday, then dated days; a date that cannot be read gets a group of its own. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Today',
      'Yesterday',
      'March 1, 2025',
      'Invalid Date',
    ]);
    const today = canvas.getByRole('region', { name: 'Today' });
    await expect(today).toHaveTextContent('Sent to bob');
    await expect(today).toHaveTextContent('−🥯 12.50');
    await expect(today).toHaveTextContent('+🥯 250.00');
  },
};

export const InDollars: Story = {
  args: { currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByRole('region', { name: 'Today' })).toHaveTextContent('+$10.00'),
};

/** A row opens the transaction's details. */
export const RowOpened: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Sent to bob/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(SAMPLE_TRANSACTIONS[0]);
  },
};

/** Pending and failed transactions carry their status; completed ones do not. */
export const PendingAndFailed: Story = {
  args: {
    transactions: [
      transaction({ transaction_id: 'tx-p', description: 'Card purchase', status: 'pending' }),
      transaction({ transaction_id: 'tx-f', transaction_type: 'payment', description: 'Image generation', status: 'failed' }),
      transaction({ transaction_id: 'tx-c', description: 'Demo grant' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Card purchase/ })).toHaveTextContent('pending');
    await expect(canvas.getByRole('button', { name: /^Image generation/ })).toHaveTextContent('failed');
    await expect(canvas.getByRole('button', { name: /^Demo grant/ })).not.toHaveTextContent('completed');
  },
};

/** A description longer than the row is cut with an ellipsis; the amount keeps its place on a phone. */
export const LongDescriptionOnPhone: Story = {
  parameters: { width: PHONE_PX },
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('button', { name: /^Fine-tuning llama3-support-bot/ });
    await expect(insideFrame(canvasElement, [row, canvas.getByText('−🥯 40.00')])).toBe(true);
  },
};
