import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { Text } from '@mantine/core';
import { TEST_USER } from '@bagel/session/testing';
import { Page } from '@bagel/ui';
import { BalanceChip, BuyBagelsTooltip, CurrencySwitch } from '@bagel/wallet-web';
import { shellFetch } from '../testing/story-fakes';
import { AppLayout } from './app-layout';

function ShellWithPage() {
  return (
    <Routes>
      <Route
        element={
          <AppLayout headerSlots={{ currencySwitch: <CurrencySwitch />, balance: <BalanceChip buyButton={<BuyBagelsTooltip />} /> }} />
        }
      >
        <Route
          path="*"
          element={
            <Page title="Page title">
              <Text>Page content</Text>
            </Page>
          }
        />
      </Route>
    </Routes>
  );
}

/** The whole shell. Resize the canvas below 1280 px to see the burger and the menu panel. */
const meta = {
  title: 'Shell/Layout',
  component: ShellWithPage,
  parameters: { layout: 'fullscreen', route: '/dashboard', fetch: shellFetch() },
} satisfies Meta<typeof ShellWithPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};

/** The first Tab shows 'Skip to content' over the header; Enter moves the focus to the page. */
export const SkipLinkFocused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('link', { name: 'Skip to content' })).toHaveFocus();
  },
};

/** The asset lists use the full width: no sidebar. */
export const FullWidthSection: Story = { parameters: { route: '/dataset' } };

/**
 * A user the waitlist restricts reaches the shell only on admin paths (exempt from the redirect): no wallet,
 * navigation or panels, only the avatar menu's Sign Out.
 */
export const WaitlistRestricted: Story = {
  parameters: {
    route: '/admin',
    session: { user: { ...TEST_USER, role: 'waitlist' } },
    fetch: shellFetch(true, { waitlistEnabled: true }),
  },
};
