import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { getUserData } from '@bagel/wallet-contract';
import { type AppStoryParameters, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { walletFetch } from '../testing/wallet-fakes';
import { BalanceChip } from './balance-chip';
import { CurrencySwitch } from './currency-switch';

/** The header's currency switch and balance chip. */
const meta = {
  title: 'Wallet/BalanceChip',
  component: BalanceChip,
  decorators: [
    (Story) => (
      <Group gap="sm">
        <CurrencySwitch />
        <Story />
      </Group>
    ),
    withCurrency,
  ],
  parameters: { fetch: walletFetch(1000) } satisfies AppStoryParameters,
} satisfies Meta<typeof BalanceChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bagels: Story = {};

export const Dollars: Story = { parameters: { currency: 'USD' } };

export const Loading: Story = { parameters: { fetch: walletFetch(0, [fakeRoute(getUserData, never)]) } };
