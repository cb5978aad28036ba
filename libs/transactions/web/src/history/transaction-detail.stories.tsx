import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { FINE_TUNING_DESCRIPTION, FIXED_NOW, SAMPLE_TRANSACTIONS } from '../testing/transaction-fakes';
import { TransactionDetail } from './transaction-detail';

// The view closes on null: a sample that is not there shows nothing, and its story fails.
const [sent = null, , fineTuning = null, , undated = null] = SAMPLE_TRANSACTIONS;

/** One transaction's details, over the history panel; 'today' is fixed. */
const meta = {
  title: 'Transactions/TransactionDetail',
  component: TransactionDetail,
  args: { transaction: fineTuning, currency: 'BGL', onClose: fn(), now: FIXED_NOW },
} satisfies Meta<typeof TransactionDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

const details = async () => within(await screen.findByRole('dialog', { name: 'Transaction details' }));

/** The whole description, and every optional detail the transaction carries. */
export const FineTuning: Story = {
  play: async () => {
    const dialog = await details();
    await expect(dialog.getByRole('row', { name: `Description ${FINE_TUNING_DESCRIPTION}` })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /^Amount/ })).toHaveTextContent('−🥯 40.00');
    await expect(dialog.getByRole('row', { name: 'Date Yesterday, 6:45 PM' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Asset llama3-support-bot' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Pod pod-a100-7' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Dataset ds-support-tickets' })).toBeVisible();
    await expect(dialog.queryByRole('row', { name: /^Transaction hash/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Copy transaction ID' })).toBeVisible();
  },
};

/** A transfer names the other side: To for a send. */
export const Transfer: Story = {
  args: { transaction: sent },
  play: async () => {
    const dialog = await details();
    await expect(dialog.getByRole('row', { name: 'To bob' })).toBeVisible();
    await expect(dialog.getByRole('row', { name: 'Date Today, 2:07 PM' })).toBeVisible();
  },
};

export const InDollars: Story = {
  args: { currency: 'USD' },
  play: async () => expect((await details()).getByRole('row', { name: /^Amount/ })).toHaveTextContent('−$1.60'),
};

/** A date the server sent that cannot be read says so once. */
export const UnreadableDate: Story = {
  args: { transaction: undated },
  play: async () => expect((await details()).getByRole('row', { name: 'Date Invalid Date' })).toBeVisible(),
};

export const Closed: Story = {
  args: { transaction: null },
  play: async () => expect(screen.queryByRole('dialog')).toBeNull(),
};
