import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { transaction } from '../testing/transaction-fakes';
import { SignedAmount } from './signed-amount';

const deposit = transaction({ transaction_id: 'tx-d', transaction_type: 'deposit', amount: 250 });
const sent = transaction({ transaction_id: 'tx-s', transaction_type: 'transfer', amount: 12.5 });

/** A transaction's amount as the history rows and the detail view show it. */
const meta = {
  title: 'Transactions/SignedAmount',
  component: SignedAmount,
  args: { transaction: deposit, currency: 'BGL' },
} satisfies Meta<typeof SignedAmount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit adds to the balance: a plus, green; screen readers hear 'Received'. */
export const Credit: Story = {
  play: async ({ canvas }) => {
    const amount = canvas.getByText('+🥯 250.00');
    await expect(amount).toHaveAttribute('data-direction', 'credit');
    await expect(amount).toHaveTextContent('Received +🥯 250.00');
  },
};

/** A transfer out takes from it: a minus sign (not a hyphen), red; 'Spent' for screen readers. */
export const Debit: Story = {
  args: { transaction: sent },
  play: async ({ canvas }) => {
    const amount = canvas.getByText('−🥯 12.50');
    await expect(amount).toHaveAttribute('data-direction', 'debit');
    await expect(amount).toHaveTextContent('Spent −🥯 12.50');
  },
};

export const RefundInDollars: Story = {
  args: { transaction: transaction({ transaction_id: 'tx-r', transaction_type: 'refund', amount: 5 }), currency: 'USD' },
  play: async ({ canvas }) => expect(canvas.getByText('+$0.20')).toHaveAttribute('data-direction', 'credit'),
};

/** Large amounts keep their grouping and stay on one line. */
export const Large: Story = {
  args: { transaction: transaction({ transaction_id: 'tx-l', transaction_type: 'payment', amount: 1_234_567.5 }), size: 'md' },
  play: async ({ canvas }) => expect(canvas.getByText('−🥯 1,234,567.50')).toHaveStyle({ whiteSpace: 'nowrap' }),
};
