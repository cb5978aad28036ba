import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { fn } from 'storybook/test';
import { TEST_USER } from '@bagel/session/testing';
import { shellFetch } from '../testing/story-fakes';
import { AvatarMenu } from './avatar-menu';

const meta = {
  title: 'Shell/Avatar menu',
  component: AvatarMenu,
  args: { onOpenPanel: fn(), defaultOpened: true },
  parameters: { route: '/dashboard', fetch: shellFetch() },
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md" h={420} align="flex-start">
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof AvatarMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Opened: Story = {};

/** The documentation address could not be loaded: the entry is left out rather than shown dead. */
export const OpenedWithoutDocumentation: Story = { parameters: { fetch: shellFetch(false) } };

export const Closed: Story = { args: { defaultOpened: false } };

/** An admin also finds the Admin page here. */
export const OpenedForAnAdmin: Story = { parameters: { session: { user: { ...TEST_USER, role: 'admin' } } } };

/** A user the waitlist restricts (on an admin path): nothing but Sign Out. */
export const OpenedWhileWaitlisted: Story = {
  parameters: { session: { user: { ...TEST_USER, role: 'waitlist' } }, fetch: shellFetch(true, { waitlistEnabled: true }) },
};
