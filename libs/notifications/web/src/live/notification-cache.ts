import {
  NOTIFICATIONS_PAGE,
  type Notification,
  type NotificationEvent,
  type NotificationKind,
  type NotificationList,
} from '@bagel/notifications-contract';

/** The kinds that say the user's balance changed: the header's balance and the history are read again. */
const MONEY_KINDS: ReadonlySet<NotificationKind> = new Set(['transfer_received', 'bagels_bought', 'bonus', 'refund']);

export const movesMoney = (kind: NotificationKind) => MONEY_KINDS.has(kind);

/** Ids are decimal integers that grow with creation (up to 19 digits, beyond a JavaScript number's precision). */
const idValue = (id: string) => BigInt(id === '' ? 0 : id);

/** The later of two stream cursors ('' when neither is set). */
export function laterId(a: string, b: string): string {
  if (a === '') return b;
  if (b === '') return a;
  return idValue(a) >= idValue(b) ? a : b;
}

/** The newest notification's id, or '' for an empty list. */
export const newestId = (list: NotificationList) =>
  list.notifications.reduce((newest, { notification_id }) => laterId(newest, notification_id), '');

const newestFirst = (a: Notification, b: Notification) => {
  const difference = idValue(b.notification_id) - idValue(a.notification_id);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
};

/**
 * The list with one notification the stream brought, newest first and at most a page long. One already listed (the
 * stream and a reread of the list can both bring it) is replaced, not repeated. Without a list yet (its read failed),
 * the stream's notifications start one.
 */
export function withNotification(list: NotificationList | undefined, notification: Notification, unreadCount: number): NotificationList {
  const others = (list?.notifications ?? []).filter((listed) => listed.notification_id !== notification.notification_id);
  return { notifications: [notification, ...others].sort(newestFirst).slice(0, NOTIFICATIONS_PAGE), unread_count: unreadCount };
}

/** The list after an event of the stream. */
export function withEvent(list: NotificationList | undefined, event: NotificationEvent): NotificationList | undefined {
  switch (event.type) {
    case 'notification':
      return withNotification(list, event.notification, event.unread_count);
    case 'unread':
      return list && { ...list, unread_count: event.unread_count };
  }
}

/** The list as marking read will leave it ('' marks them all), shown before the server answers. */
export function markedRead(list: NotificationList, notificationId: string): NotificationList {
  if (notificationId === '') {
    return { notifications: list.notifications.map((item) => ({ ...item, status: 'read' })), unread_count: 0 };
  }
  const target = list.notifications.find((item) => item.notification_id === notificationId);
  if (!target || target.status === 'read') return list;
  return {
    notifications: list.notifications.map((item) => (item === target ? { ...item, status: 'read' } : item)),
    unread_count: Math.max(0, list.unread_count - 1),
  };
}
