import { useId, useState } from 'react';
import { ActionIcon, Button, Divider, Group, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { NOTIFICATION_TEXTS, type Notification } from '@bagel/notifications-contract';
import { useNotifications, type UseNotificationsOptions } from '../live/use-notifications';
import { badgeLabel, bellLabel } from './badge-label';
import { NotificationList } from './notification-list';

export type NotificationBellProps = UseNotificationsOptions;

/**
 * The header's bell (spec §2): the unread count (9+ above 9), and a popover with 'Mark all as read' and the newest
 * notifications, kept up to date as they happen. Opening one marks it read and follows its link.
 */
export function NotificationBell(props: NotificationBellProps) {
  const [opened, setOpened] = useState(false);
  const { list, loading, markRead } = useNotifications(props);
  const headingId = useId();
  // Spec §8: a list that could not be read shows as empty, with nothing unread.
  const unread = loading ? undefined : (list?.unread_count ?? 0);
  const badge = badgeLabel(unread ?? 0);

  const open = (notification: Notification) => {
    if (notification.status === 'unread') markRead(notification.notification_id);
    setOpened(false);
  };

  return (
    <Indicator inline label={badge && <span aria-hidden>{badge}</span>} disabled={badge === null} size={18} offset={6} color="red">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" trapFocus returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
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
    </Indicator>
  );
}
