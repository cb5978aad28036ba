import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Group } from '@mantine/core';
import { listNotifications } from '@bagel/notifications-contract';
import { type AppStoryParameters, fakeRoute } from '@bagel/web-testing';
import { manyUnread, notification, notificationServer, someNotifications, type NotificationServer } from '../testing/notification-fakes';
import { BellButton } from './bell-button';
import { NotificationBell } from './notification-bell';
import { NotificationPopover } from './notification-popover';
import { never } from '@bagel/web-testing';

/** One fake server answers the story's list, mark-read and stream calls; each story has its own, fresh at each view. */
function served(server: NotificationServer) {
  return {
    parameters: { fetch: server.fetch } satisfies AppStoryParameters,
    beforeEach: () => server.reset(),
  };
}

/** Opens the bell by its name and answers the popover. */
async function openBell(user: { click: (element: Element) => Promise<void> }, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: 'Notifications' }));
}

/**
 * The header's bell (spec §2): the unread count (9+ above 9), 'Mark all as read', and the newest notifications with
 * their dates; unread ones are tinted and dotted. New ones arrive live. Right-aligned as in the header.
 */
const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { children: (bell) => <NotificationPopover bell={bell} /> },
  ...served(notificationServer(someNotifications())),
  decorators: [
    (Story) => (
      <Group justify="flex-end" p="md" mih={560} align="flex-start">
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the header, closed: two unread. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  },
};

/**
 * What the header shows until the popover's code is in: the same button, count and name, with nothing behind it yet
 * (the shell swaps the popover in when the button is first pointed at, focused or pressed).
 */
export const ButtonOnly: Story = {
  args: { children: (bell) => <BellButton unread={bell.unread} /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
  },
};

/** Opened: money in and a deployment up (unread), a clone and a failed fine-tune (read). */
export const SomeUnread: Story = {
  ...served(notificationServer(someNotifications())),
  play: async ({ userEvent }) => {
    const popover = await openBell(userEvent, 'Notifications, 2 unread');
    await expect(popover.getAllByRole('listitem')).toHaveLength(4);
    await expect(popover.getByText('2025-03-06')).toBeVisible();
  },
};

/** Twelve unread: the badge reads 9+ (the bell's name still says 12). */
export const ManyUnread: Story = {
  ...served(notificationServer(manyUnread(12))),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('9+')).toBeVisible();
    const popover = await openBell(userEvent, 'Notifications, 12 unread');
    await expect(popover.getAllByRole('listitem')).toHaveLength(12);
  },
};

/** Nothing yet: no badge, and the spec's empty text. */
export const Empty: Story = {
  ...served(notificationServer([])),
  play: async ({ userEvent }) => {
    const popover = await openBell(userEvent, 'Notifications, 0 unread');
    await expect(popover.getByText("You don't have any notifications")).toBeVisible();
    await expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** The list is still being read. */
export const Loading: Story = {
  ...served(notificationServer(someNotifications(), [fakeRoute(listNotifications, never)])),
  play: async ({ userEvent }) => {
    const popover = await openBell(userEvent, 'Notifications');
    await expect(popover.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
  },
};

/** The list could not be read: spec §8 only logs it, so the bell shows an empty list rather than an error. */
export const LoadFailed: Story = {
  ...served(
    notificationServer(
      [],
      [
        fakeRoute(listNotifications, () => ({
          status: 500,
          body: { error: 'Internal Server Error', detail: 'The database is unavailable' },
        })),
      ],
    ),
  ),
  play: async ({ userEvent }) => {
    const popover = await openBell(userEvent, 'Notifications, 0 unread');
    await expect(popover.getByText("You don't have any notifications")).toBeVisible();
  },
};

/** After 'Mark all as read': nothing tinted, no badge. */
export const AllRead: Story = {
  ...served(notificationServer(someNotifications())),
  play: async ({ userEvent }) => {
    const popover = await openBell(userEvent, 'Notifications, 2 unread');
    await userEvent.click(popover.getByRole('button', { name: 'Mark all as read' }));
    await expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await expect(popover.queryByText(/Unread:/)).toBeNull();
  },
};

const live = notificationServer(someNotifications());

/** A notification arrives while the page is open: the count goes up and it tops the list, without a reload. */
export const LiveArrival: Story = {
  ...served(live),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('button', { name: 'Notifications, 2 unread' });
    await waitFor(() => expect(live.open().length).toBeGreaterThan(0));
    live.push(
      notification({
        notification_id: '105',
        kind: 'bonus',
        message: 'You received a bonus of 125.00 BGL: Referral bonus',
        created_at: new Date().toISOString(),
      }),
    );
    const popover = await openBell(userEvent, 'Notifications, 3 unread');
    await expect(popover.getAllByRole('listitem')[0]).toHaveTextContent('You received a bonus of 125.00 BGL');
  },
};
