import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PAGE } from '@bagel/notifications-contract';
import { manyUnread, notification, someNotifications } from '../testing/notification-fakes';
import { laterId, markedRead, movesMoney, newestId, withEvent, withNotification } from './notification-cache';

const ids = (list: { notifications: { notification_id: string }[] } | undefined) => list?.notifications.map((item) => item.notification_id);

describe('notification cache', () => {
  it('compares ids as the integers they are, beyond a JavaScript number', () => {
    expect(laterId('99', '100')).toBe('100');
    expect(laterId('9223372036854775807', '9223372036854775806')).toBe('9223372036854775807');
    expect(laterId('', '5')).toBe('5');
    expect(laterId('5', '')).toBe('5');
    expect(newestId({ notifications: someNotifications(), unread_count: 2 })).toBe('104');
    expect(newestId({ notifications: [], unread_count: 0 })).toBe('');
  });

  it('puts a streamed notification in its place, once, within a page, with the server’s count', () => {
    const list = { notifications: someNotifications(), unread_count: 2 };
    const added = withNotification(list, notification({ notification_id: '105' }), 3);
    expect(ids(added)).toEqual(['105', '104', '103', '102', '101']);
    expect(added.unread_count).toBe(3);
    // The same one again (a reread of the list brought it too) replaces, never repeats.
    expect(ids(withNotification(added, notification({ notification_id: '105', status: 'read' }), 2))).toEqual(ids(added));
    // One older than the newest (the stream caught up after a reread) goes in order.
    expect(ids(withNotification(list, notification({ notification_id: '1035' }), 3))).toEqual(['1035', '104', '103', '102', '101']);
    const full = { notifications: manyUnread(NOTIFICATIONS_PAGE), unread_count: NOTIFICATIONS_PAGE };
    const next = withNotification(full, notification({ notification_id: '999' }), NOTIFICATIONS_PAGE + 1);
    expect(next.notifications).toHaveLength(NOTIFICATIONS_PAGE);
    expect(next.notifications[0]?.notification_id).toBe('999');
  });

  it('starts a list from the stream when none could be read, and sets the count on an unread event', () => {
    expect(withEvent(undefined, { type: 'notification', notification: notification(), unread_count: 1 })).toEqual({
      notifications: [notification()],
      unread_count: 1,
    });
    expect(withEvent(undefined, { type: 'unread', unread_count: 4 })).toBeUndefined();
    const list = { notifications: someNotifications(), unread_count: 2 };
    expect(withEvent(list, { type: 'unread', unread_count: 0 })).toEqual({ ...list, unread_count: 0 });
  });

  it('marks one read (counting it once) or all of them', () => {
    const list = { notifications: someNotifications(), unread_count: 2 };
    const one = markedRead(list, '104');
    expect(one.unread_count).toBe(1);
    expect(one.notifications.find((item) => item.notification_id === '104')?.status).toBe('read');
    expect(markedRead(one, '104')).toBe(one);
    expect(markedRead(list, '999')).toBe(list);
    const all = markedRead(list, '');
    expect(all.unread_count).toBe(0);
    expect(all.notifications.every((item) => item.status === 'read')).toBe(true);
  });

  it('knows which kinds moved the user’s money', () => {
    expect(['transfer_received', 'bagels_bought', 'bonus', 'refund'].every((kind) => movesMoney(kind as never))).toBe(true);
    expect(movesMoney('deployment_running')).toBe(false);
    expect(movesMoney('fine_tune_failed')).toBe(false);
  });
});
