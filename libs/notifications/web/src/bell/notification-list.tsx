import { Center, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { NOTIFICATION_TEXTS, type Notification, type NotificationList as List } from '@bagel/notifications-contract';
import { NotificationItem } from './notification-item';

export interface NotificationListProps {
  /** Undefined while loading, and when the list could not be read (spec §8: then it is shown empty). */
  list: List | undefined;
  loading: boolean;
  onOpen: (notification: Notification) => void;
}

/** The bell's list, newest first; the spec's empty text when there is nothing to show. */
export function NotificationList({ list, loading, onOpen }: NotificationListProps) {
  if (loading) {
    return (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label="Loading notifications" />
      </Center>
    );
  }
  if (!list || list.notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="lg">
        {NOTIFICATION_TEXTS.empty}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={420} type="auto">
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.notifications.map((notification) => (
          <NotificationItem key={notification.notification_id} notification={notification} onOpen={onOpen} />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
