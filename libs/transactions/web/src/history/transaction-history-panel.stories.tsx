import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { type AppStoryParameters, withCurrency, never } from '@bagel/web-testing';
import { EMPTY_SUMMARY, FIXED_NOW, historyFetch, page, SAMPLE_TRANSACTIONS } from '../testing/transaction-fakes';
import { TransactionHistoryPanel } from './transaction-history-panel';

/** The open panel against a fake history; 'today' is fixed so the day groups stay put. */
const meta = {
  title: 'Transactions/TransactionHistoryPanel',
  component: TransactionHistoryPanel,
  args: { opened: true, onClose: fn(), now: FIXED_NOW },
  decorators: [withCurrency],
  parameters: { fetch: historyFetch(() => page(SAMPLE_TRANSACTIONS)) } satisfies AppStoryParameters,
} satisfies Meta<typeof TransactionHistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ListInDollars: Story = { parameters: { currency: 'USD' } };

/** The first page on its way: skeleton summary cards and rows in the shape of the list. */
export const Loading: Story = { parameters: { fetch: historyFetch(never) } };

/** Other filters chosen: the previous rows stay, dimmed, until the new ones arrive. */
export const Reloading: Story = {
  parameters: { fetch: historyFetch((request) => (request.query.get('type') ? never() : page(SAMPLE_TRANSACTIONS))) },
  play: async ({ userEvent }) => {
    await screen.findByRole('region', { name: 'Today' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Refund' }));
  },
};

/** A row opened: everything known about the transaction, its id ready to copy. */
export const TransactionDetails: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^Fine-tuning llama3-support-bot/ }));
    await screen.findByRole('dialog', { name: 'Transaction details' });
  },
};

/** A reply without description, type or status reads as 'Transaction', a debit, completed (spec §3). */
export const WithoutDescription: Story = {
  parameters: {
    fetch: historyFetch(() => ({
      body: {
        transactions: [{ transaction_id: 'tx-bare', transaction_date: '2025-03-04T10:00:00', amount: 3 }],
        summary: EMPTY_SUMMARY,
        next_cursor: null,
      },
    })),
  },
};

export const LoadError: Story = {
  parameters: { fetch: historyFetch(() => ({ status: 403, body: { error: 'forbidden', detail: 'This key cannot read that history' } })) },
};

export const EmptyWithoutFilters: Story = { parameters: { fetch: historyFetch(() => page([], null, EMPTY_SUMMARY)) } };

export const EmptyWithFilters: Story = {
  parameters: { fetch: historyFetch((request) => (request.query.get('q') ? page([]) : page(SAMPLE_TRANSACTIONS))) },
  play: async ({ userEvent }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search' }), 'no such thing');
    await screen.findByText('No transactions match your filters.');
  },
};

export const LoadMore: Story = {
  parameters: {
    fetch: historyFetch((request) =>
      request.query.get('cursor') === 'c2' ? page(SAMPLE_TRANSACTIONS.slice(2)) : page(SAMPLE_TRANSACTIONS.slice(0, 2), 'c2'),
    ),
  },
};
