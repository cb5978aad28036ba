import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen } from 'storybook/test';
import { CurrencyScope } from '@bagel/session/testing';
import type { AppStoryParameters } from '@bagel/web-testing';
import { EMPTY_SUMMARY, FIXED_NOW, historyFetch, page, SAMPLE_TRANSACTIONS } from '../testing/transaction-fakes';
import { TransactionHistoryPanel } from './transaction-history-panel';

/** The open panel against a fake history; 'today' is fixed so the day groups stay put. */
const meta = {
  title: 'Wallet/TransactionHistoryPanel',
  component: TransactionHistoryPanel,
  args: { opened: true, onClose: fn(), now: FIXED_NOW },
  decorators: [
    (Story, { parameters, id }) => (
      <CurrencyScope key={id} currency={parameters.currency === 'USD' ? 'USD' : 'BGL'}>
        <Story />
      </CurrencyScope>
    ),
  ],
  parameters: { fetch: historyFetch(() => page(SAMPLE_TRANSACTIONS)) } satisfies AppStoryParameters,
} satisfies Meta<typeof TransactionHistoryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const ListInDollars: Story = { parameters: { currency: 'USD' } };

export const Loading: Story = { parameters: { fetch: historyFetch(() => new Promise<never>(() => undefined)) } };

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
    fetch: historyFetch((request) => (request.query.get('cursor') === 'c2' ? page(SAMPLE_TRANSACTIONS.slice(2)) : page(SAMPLE_TRANSACTIONS.slice(0, 2), 'c2'))),
  },
};
