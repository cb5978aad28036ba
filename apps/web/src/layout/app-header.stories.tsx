import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { BalanceChip, BuyBagelsTooltip, CurrencySwitch } from '@bagel/wallet-web';
import { AVATAR_PICTURE, shellFetch } from '../testing/story-fakes';
import { AppHeader } from './app-header';

const meta = {
  title: 'Shell/Header',
  component: AppHeader,
  args: { onOpenPanel: fn() },
  parameters: { route: '/dashboard', fetch: shellFetch() },
  decorators: [
    (Story) => (
      <Box component="header" h={64} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};

export const NarrowWithBurger: Story = { args: { menu: { opened: false, onOpen: fn() } } };

/**
 * The header as the app fills it. Resize the canvas: below 768 px the currency switch moves to the menu panel,
 * below 576 px the logo keeps its mark only, and the balance and the avatar fit down to 320 px.
 */
export const WithWallet: Story = {
  args: {
    menu: { opened: false, onOpen: fn() },
    slots: { currencySwitch: <CurrencySwitch />, balance: <BalanceChip buyButton={<BuyBagelsTooltip />} /> },
  },
};

/** A user the waitlist restricts, on an admin path: the logo and the avatar menu (Sign Out) only. */
export const WaitlistRestricted: Story = {
  args: { restricted: true },
  parameters: { session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: shellFetch(true, { waitlistEnabled: true }) },
};

export const WithAvatarImage: Story = {
  parameters: { session: { user: { ...TEST_USER, image_url: AVATAR_PICTURE } } },
};

export const WithoutAvatarImage: Story = {
  parameters: { session: { user: { ...TEST_USER, image_url: null } } },
};

export const AvatarMenuOpen: Story = { args: { avatarMenuOpened: true } };
