import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NotificationEvent } from '@bagel/notifications-contract';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createNotificationFeed, type NotificationFeed, type Subscriber } from './notification-feed';
import { insertNotifications, markRead } from './notifications.repository';
import { notificationsMigrations } from './notifications.migrations';

let database: DatabaseHandle;
let feed: NotificationFeed;
beforeAll(async () => {
  database = await openTestDatabase([notificationsMigrations]);
  feed = await createNotificationFeed({ db: database.db, listen: database.driver.listen, log: { warn: () => undefined } });
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

const notify = (userId: string, message: string) =>
  database.db.transaction((tx) =>
    insertNotifications(tx, [{ userId, kind: 'bonus', message, link: null, source: 'event', sourceId: randomUUID() }]),
  );

function listener(userId: string) {
  const seen: NotificationEvent[] = [];
  const subscriber: Subscriber = { userId, lastId: 0n, send: (event) => void seen.push(event) };
  return { subscriber, seen, messages: () => seen.flatMap((event) => (event.type === 'notification' ? [event.notification.message] : [])) };
}

async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
}

it("hands each stream its own user's new notifications once, in order, and nothing after it leaves", async () => {
  const [ann, ben] = [randomUUID(), randomUUID()];
  const first = listener(ann);
  const second = listener(ann);
  const other = listener(ben);
  const leaveFirst = feed.subscribe(first.subscriber);
  const leaveSecond = feed.subscribe(second.subscriber);
  const leaveOther = feed.subscribe(other.subscriber);

  await notify(ann, 'one');
  await notify(ben, 'for ben');
  await notify(ann, 'two');
  await until(() => second.messages().length === 2 && other.messages().length === 1);
  expect(first.messages()).toEqual(['one', 'two']);
  expect(second.messages()).toEqual(['one', 'two']);
  expect(other.messages()).toEqual(['for ben']);
  expect(first.seen.at(-1)).toMatchObject({ type: 'notification', unread_count: 2 });

  leaveFirst();
  // Marked read by whichever process: the table announces it, and the streams of that user get the new count.
  await markRead(database.db, ann, null);
  await until(() => second.seen.length === 3);
  expect(first.seen).toHaveLength(2);
  expect(second.seen.at(-1)).toEqual({ type: 'unread', unread_count: 0 });
  expect(other.seen).toHaveLength(1);

  await notify(ann, 'three');
  await until(() => second.messages().length === 3);
  expect(first.messages()).toEqual(['one', 'two']);
  leaveSecond();
  leaveOther();
});

it('reads nothing while no stream is open, and catches a new stream up on what it has not seen', async () => {
  const cara = randomUUID();
  await notify(cara, 'before anyone listened');
  const late = listener(cara);
  const leave = feed.subscribe(late.subscriber);
  await until(() => late.messages().length === 1);
  expect(late.messages()).toEqual(['before anyone listened']);
  leave();
});
