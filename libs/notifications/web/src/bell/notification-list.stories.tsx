import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NOTIFICATION_TEXTS } from '@bagel/notifications-contract';
import { withFrame } from '@bagel/web-testing';
import { manyUnread, someNotifications } from '../testing/notification-fakes';
import { NotificationList } from './notification-list';

const listOf = (notifications = someNotifications()) => ({
  notifications,
  unread_count: notifications.filter((item) => item.status === 'unread').length,
});

/** The bell popover's list, newest first, at the popover's width. */
const meta = {
  title: 'Notifications/NotificationList',
  component: NotificationList,
  args: { list: listOf(), loading: false, onOpen: fn() },
  // The bell popover's width.
  parameters: { width: 360 },
  decorators: [withFrame],
} satisfies Meta<typeof NotificationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByText(/^Unread:/)).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { list: undefined, loading: true },
  play: async ({ canvas }) => expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeVisible(),
};

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => expect(canvas.getByText(NOTIFICATION_TEXTS.empty)).toBeVisible(),
};

/** The list could not be read: spec §8 shows it empty, not as an error. */
export const Unreadable: Story = {
  args: { list: undefined },
  play: async ({ canvas }) => expect(canvas.getByText(NOTIFICATION_TEXTS.empty)).toBeVisible(),
};

/** More than the popover holds: the list scrolls within it. */
export const Many: Story = {
  args: { list: listOf(manyUnread(20)) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    const viewport = canvas.getByRole('list').parentElement as HTMLElement;
    await expect(canvas.getByRole('list').getBoundingClientRect().height).toBeGreaterThan(420);
    await expect(viewport.closest('.mantine-ScrollArea-root')?.getBoundingClientRect().height).toBeLessThanOrEqual(420);
  },
};
