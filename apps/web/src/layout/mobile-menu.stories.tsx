import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { BalanceChip, BuyBagelsTooltip, CurrencySwitch } from '@bagel/wallet-web';
import { shellFetch } from '../testing/story-fakes';
import { MobileMenu } from './mobile-menu';

const meta = {
  title: 'Shell/Mobile menu panel',
  component: MobileMenu,
  args: { opened: true, onClose: fn(), onOpenPanel: fn() },
  parameters: { route: '/profile', fetch: shellFetch() },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** As the app fills it: the balance and the currency switch, which a phone's header has no room for. */
export const WithWallet: Story = {
  args: { slots: { balance: <BalanceChip buyButton={<BuyBagelsTooltip />} />, currencySwitch: <CurrencySwitch /> } },
};

/** An admin also finds the Admin page here. */
export const ForAnAdmin: Story = { parameters: { session: { user: { ...TEST_USER, role: 'admin' } } } };

export const WithoutDocumentation: Story = { parameters: { fetch: shellFetch(false) } };
