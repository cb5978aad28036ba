import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, screen } from 'storybook/test';
import { getUserData } from '@bagel/wallet-contract';
import { type AppStoryParameters, fakeRoute, never, withCurrency } from '@bagel/web-testing';
import { walletFetch } from '../testing/wallet-fakes';
import { BalanceChip } from './balance-chip';
import { BuyBagelsButton } from './buy-bagels-button';
import { BuyBagelsTooltip } from './buy-bagels-tooltip';
import { CurrencySwitch } from './currency-switch';

/** The header's currency switch and balance chip. */
const meta = {
  title: 'Wallet/BalanceChip',
  component: BalanceChip,
  args: { buyButton: <BuyBagelsTooltip /> },
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

/** The plus button names itself in a tooltip on hover. */
export const BuyTooltip: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'Buy Bagels' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Buy Bagels');
  },
};

/** What the header shows until the tooltip's code is in: the same chip and plus button, without the tooltip. */
export const WithoutTooltipYet: Story = { args: { buyButton: <BuyBagelsButton /> } };
