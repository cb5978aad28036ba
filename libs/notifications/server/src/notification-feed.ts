import type { NotificationEvent } from '@bagel/notifications-contract';
import type { Database } from '@bagel/db';
import { notificationsAfter, toNotification, unreadCountsOf } from './notifications.repository';

/** Rows one look reads at most; a longer backlog continues at the next look. */
const ROWS_PER_LOOK = 500;

/** One open stream: its user, the newest notification id it has been sent, and how to send it an event. */
export interface Subscriber {
  userId: string;
  lastId: bigint;
  send(event: NotificationEvent, lastId: bigint): void;
}

export interface NotificationFeed {
  /** Adds a stream; from the next look on it is sent every notification of its user after its `lastId`. */
  subscribe(subscriber: Subscriber): () => void;
  /** Tells the user's streams in this process their new unread count (after a mark-read here). */
  unreadChanged(userId: string, unread: number): void;
  /** Stops looking (the app is closing). */
  close(): void;
}

interface Log {
  warn(object: object, message: string): void;
}

/**
 * The process's live notifications: while any stream is open it looks at the table every `intervalMs` with one query
 * for all of them, and hands each new row to the streams of its user. Ids commit in increasing order (see
 * insertNotifications), so following each stream's last id misses nothing.
 */
export function createNotificationFeed({ db, intervalMs, log }: { db: Database; intervalMs: number; log: Log }): NotificationFeed {
  const subscribers = new Set<Subscriber>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function look(): Promise<void> {
    const open = [...subscribers];
    if (open.length === 0) return;
    const users = [...new Set(open.map((subscriber) => subscriber.userId))];
    const after = open.reduce((lowest, subscriber) => (subscriber.lastId < lowest ? subscriber.lastId : lowest), open[0]?.lastId ?? 0n);
    const rows = await notificationsAfter(db, users, after, ROWS_PER_LOOK);
    if (rows.length === 0) return;
    const unread = await unreadCountsOf(db, [...new Set(rows.map((row) => row.userId))]);
    for (const row of rows) {
      const event: NotificationEvent = {
        type: 'notification',
        notification: toNotification(row),
        unread_count: unread.get(row.userId) ?? 0,
      };
      for (const subscriber of subscribers) {
        if (subscriber.userId !== row.userId || subscriber.lastId >= row.id) continue;
        subscriber.lastId = row.id;
        subscriber.send(event, row.id);
      }
    }
  }

  function scheduleLook() {
    if (closed || timer || subscribers.size === 0) return;
    timer = setTimeout(() => {
      look()
        .catch((error: unknown) => log.warn({ err: error }, 'Looking for new notifications failed; trying again'))
        .finally(() => {
          timer = undefined;
          scheduleLook();
        });
    }, intervalMs);
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      scheduleLook();
      return () => void subscribers.delete(subscriber);
    },
    unreadChanged(userId, unread) {
      for (const subscriber of subscribers) {
        if (subscriber.userId === userId) subscriber.send({ type: 'unread', unread_count: unread }, subscriber.lastId);
      }
    },
    close() {
      closed = true;
      clearTimeout(timer);
      subscribers.clear();
    },
  };
}
