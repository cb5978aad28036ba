import { Link } from 'react-router';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@bagel/notifications-contract';
import { INVALID_DATE, localDay } from '@bagel/util';
import { NotificationIcon } from './notification-icon';
import classes from './notification-item.module.css';

export interface NotificationItemProps {
  notification: Notification;
  /** Called as the notification is opened (before its link is followed). */
  onOpen: (notification: Notification) => void;
}

/**
 * One notification: its message and the day it came (spec §2: YYYY-MM-DD), an unread one tinted, dotted and named so.
 * One with a link leads there; either way opening it marks it read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = notification.status === 'unread';
  const content = (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <NotificationIcon kind={notification.kind} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {notification.message}
        </Text>
        <Text component="time" dateTime={notification.created_at} size="xs" c="dimmed">
          {localDay(notification.created_at) ?? INVALID_DATE}
        </Text>
      </Stack>
      {unread && <span className={classes.dot} aria-hidden />}
    </Group>
  );
  const shared = { className: classes.item, 'data-unread': unread || undefined, onClick: () => onOpen(notification) };
  return (
    <Box component="li">
      {notification.link ? (
        <UnstyledButton component={Link} to={notification.link} {...shared}>
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton {...shared}>{content}</UnstyledButton>
      )}
    </Box>
  );
}
