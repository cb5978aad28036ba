import { useId, useState } from 'react';
import { Button, Divider, Group, Popover, Text } from '@mantine/core';
import { NOTIFICATION_TEXTS, type Notification } from '@bagel/notifications-contract';
import { BellButton } from './bell-button';
import type { BellState } from './notification-bell';
import { NotificationList } from './notification-list';

/**
 * The bell's popover: 'Mark all as read' and the newest notifications. Opening one marks it read and follows its link.
 * Its own module: the header loads it (and Mantine's Popover) after the page, showing the bell's button until then.
 */
export function NotificationPopover({ bell }: { bell: BellState }) {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const { list, loading, unread, markRead } = bell;

  const open = (notification: Notification) => {
    if (notification.status === 'unread') markRead(notification.notification_id);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <BellButton unread={unread} onClick={() => setOpened((current) => !current)} />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p="xs" maw="calc(100vw - var(--mantine-spacing-md))">
        <Group justify="space-between" px="xs" pb="xs" wrap="nowrap">
          <Text id={headingId} fw={600}>
            Notifications
          </Text>
          <Button variant="subtle" size="compact-sm" disabled={!unread} onClick={() => markRead('')}>
            {NOTIFICATION_TEXTS.markAllRead}
          </Button>
        </Group>
        <Divider mb="xs" />
        <NotificationList list={list} loading={loading} onOpen={open} />
      </Popover.Dropdown>
    </Popover>
  );
}
