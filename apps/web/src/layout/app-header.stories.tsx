import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { fn } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { shellFetch } from '../testing/story-fakes';
import { AppHeader } from './app-header';

/** A small JPEG-like picture (an orange square as SVG data) standing in for an uploaded avatar. */
const AVATAR_PICTURE =
  'data:image/svg+xml;base64,' + btoa('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c2410c"/><circle cx="32" cy="26" r="12" fill="#fff"/></svg>');

const meta = {
  title: 'Shell/Header',
  component: AppHeader,
  args: { isDesktop: true, menuOpened: false, onOpenMenu: fn(), onOpenPanel: fn() },
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

export const NarrowWithBurger: Story = { args: { isDesktop: false } };

export const WithAvatarImage: Story = {
  parameters: { session: { user: { ...TEST_USER, image_url: AVATAR_PICTURE } } },
};

export const WithoutAvatarImage: Story = {
  parameters: { session: { user: { ...TEST_USER, image_url: null } } },
};

export const AvatarMenuOpen: Story = { args: { avatarMenuOpened: true } };
