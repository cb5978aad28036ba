import type { NotificationEvent } from '@bagel/notifications-contract';
import type { Database, Listen, Listening } from '@bagel/db';
import { notificationsAfter, toNotification, unreadCountsOf } from './notifications.repository';

/** Rows one look reads at most; a longer backlog continues at the next look. */
const ROWS_PER_LOOK = 500;

/** Where the table announces a user's new or read notifications (migration 0002_announce_changes). */
export const NOTIFICATIONS_CHANNEL = 'notifications_changed';

/** One open stream: its user, the newest notification id it has been sent, and how to send it an event. */
export interface Subscriber {
  userId: string;
  lastId: bigint;
  send(event: NotificationEvent, lastId: bigint): void;
}

export interface NotificationFeed {
  /** Adds a stream; it is sent every notification of its user after its `lastId`, and each new unread count. */
  subscribe(subscriber: Subscriber): () => void;
  /** Stops listening (the app is closing). */
  close(): Promise<void>;
}

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The process's live notifications, woken by the database instead of looking every second: a committed notification
 * or mark-read of a user (from any process) is announced on {@link NOTIFICATIONS_CHANNEL}, and the feed reads what
 * its streams of that user have not seen (one query for all of them) or their new unread count. Ids commit in
 * increasing order (see insertNotifications), so following each stream's last id misses nothing; after the listening
 * connection was lost, every stream catches up the same way.
 */
export async function createNotificationFeed({ db, listen, log }: { db: Database; listen: Listen; log: Log }): Promise<NotificationFeed> {
  const subscribers = new Set<Subscriber>();
  /** Users with new notifications to read, and whether a look is running (announcements meanwhile wait for the next). */
  const pending = new Set<string>();
  let looking = false;

  const subscribersOf = (userIds: ReadonlySet<string>) => [...subscribers].filter((subscriber) => userIds.has(subscriber.userId));

  async function look(userIds: ReadonlySet<string>): Promise<void> {
    const open = subscribersOf(userIds);
    if (open.length === 0) return;
    const users = [...new Set(open.map((subscriber) => subscriber.userId))];
    const after = open.reduce((lowest, subscriber) => (subscriber.lastId < lowest ? subscriber.lastId : lowest), open[0]?.lastId ?? 0n);
    const rows = await notificationsAfter(db, users, after, ROWS_PER_LOOK);
    const unread = await unreadCountsOf(db, [...new Set(rows.map((row) => row.userId))]);
    for (const row of rows) {
      const event: NotificationEvent = {
        type: 'notification',
        notification: toNotification(row),
        unread_count: unread.get(row.userId) ?? 0,
      };
      for (const subscriber of open) {
        if (subscriber.userId !== row.userId || subscriber.lastId >= row.id) continue;
        subscriber.lastId = row.id;
        subscriber.send(event, row.id);
      }
    }
    // A full page: the rest is read at once rather than at the next announcement.
    if (rows.length === ROWS_PER_LOOK) for (const userId of users) pending.add(userId);
  }

  /** Looks for every user announced since the last look, one look at a time. */
  function lookForPending() {
    if (looking || pending.size === 0) return;
    looking = true;
    const userIds = new Set(pending);
    pending.clear();
    look(userIds)
      .catch((error: unknown) => {
        for (const userId of userIds) pending.add(userId);
        log.warn({ err: error }, 'Reading new notifications failed; trying again at the next one');
      })
      .finally(() => {
        looking = false;
        lookForPending();
      });
  }

  async function sendUnread(userIds: ReadonlySet<string>): Promise<void> {
    const open = subscribersOf(userIds);
    if (open.length === 0) return;
    const unread = await unreadCountsOf(db, [...new Set(open.map((subscriber) => subscriber.userId))]);
    for (const subscriber of open) {
      subscriber.send({ type: 'unread', unread_count: unread.get(subscriber.userId) ?? 0 }, subscriber.lastId);
    }
  }

  function announced(payload: string) {
    const [change, userId = ''] = payload.split(':');
    if (!subscribersOf(new Set([userId])).length) return;
    if (change === 'new') {
      pending.add(userId);
      lookForPending();
    } else {
      sendUnread(new Set([userId])).catch((error: unknown) => log.warn({ err: error }, 'Reading an unread count failed'));
    }
  }

  function catchUp() {
    const userIds = new Set([...subscribers].map((subscriber) => subscriber.userId));
    for (const userId of userIds) pending.add(userId);
    lookForPending();
    sendUnread(userIds).catch((error: unknown) => log.warn({ err: error }, 'Reading unread counts failed'));
  }

  const listening: Listening = await listen(NOTIFICATIONS_CHANNEL, announced, catchUp);
  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      // What arrived between the stream's opening query and now.
      pending.add(subscriber.userId);
      lookForPending();
      return () => void subscribers.delete(subscriber);
    },
    async close() {
      subscribers.clear();
      await listening.close();
    },
  };
}
