import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPath } from '@bagel/contract';
import {
  listNotifications,
  markNotificationsRead,
  NOTIFICATIONS_PAGE,
  streamNotifications,
  type NotificationEvent,
  type NotificationList,
} from '@bagel/notifications-contract';
import { streamRoute } from '@bagel/api-client';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase, queryRows } from '@bagel/db/testing';
import { serverKit, serverOptions, type Authenticator } from '@bagel/server-kit';
import { notificationsMigrations } from './notifications.migrations';
import { notificationsPlugin } from './notifications.plugin';
import { tableLedgerEvents } from './testing/table-ledger-events';

/** The sender of the tests' transfers, named on the receiving line as the ledger names her. */
const alice = { id: randomUUID(), username: 'alice' };

let database: DatabaseHandle;
let ledger: Awaited<ReturnType<typeof tableLedgerEvents>>;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  database = await openTestDatabase([notificationsMigrations]);
  ledger = await tableLedgerEvents(database.db);
  // Node's fetch opens a spare connection after an aborted stream; closing must not wait for it to time out.
  app = Fastify({ ...serverOptions({ logLevel: 'silent' }), forceCloseConnections: true });
  await app.register(serverKit);
  // The key is the user's id: enough to act as a user here (api's real authenticator has its own tests).
  app.decorate<Authenticator>('authenticate', async (request) => {
    const key = request.headers['x-api-key'];
    return typeof key === 'string' ? { kind: 'user', userId: key } : { kind: 'anonymous' };
  });
  await app.register(notificationsPlugin, { db: database.db, listen: database.driver.listen, ledgerEvents: ledger.events });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * Waits for the plugin's own publisher, woken by each transfer's announcement, to publish every event of the test
 * outbox. Only it publishes: a second publisher here took batches beside it (SKIP LOCKED), and the notifications of a
 * burst were then numbered in the order the two committed, not in the order of the transfers.
 */
async function publishNow(): Promise<void> {
  await vi.waitFor(
    async () => {
      const [pending] = await queryRows<{ count: number | string }>(
        database.db,
        sql`select count(*) from test_ledger_outbox where published_at is null`,
      );
      expect(Number(pending?.count)).toBe(0);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const received = (userId: string, amount: number) =>
  ledger.record({ kind: 'transfer', amount, description: '', from: { userId: alice.id }, counterparty: alice.username, to: { userId } });

const list = (userId: string, key = userId) =>
  app.inject({ method: 'POST', url: buildPath(listNotifications.path, { userId }), headers: { 'x-api-key': key } });

const mark = (userId: string, notificationId: string, key = userId) =>
  app.inject({
    method: 'PUT',
    url: `${buildPath(markNotificationsRead.path, { userId })}?notification_id=${notificationId}&status=read`,
    headers: { 'x-api-key': key },
  });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('migrates into a schema of its own and registers on a server-kit app', async () => {
  const { rows } = (await database.db.execute(
    sql`select schema_name from information_schema.schemata where schema_name = 'notifications'`,
  )) as { rows: unknown[] };
  expect(rows).toHaveLength(1);
  expect(app.hasPlugin('notifications')).toBe(true);
});

describe('the publisher', () => {
  it('publishes as the outbox announces: a new ledger event becomes a notification without anyone asking', async () => {
    const bob = randomUUID();
    await received(bob, 2_50);
    const seen = await until(
      async () => (await list(bob)).json<NotificationList>(),
      (body) => body.notifications.length > 0,
    );
    expect(seen).toMatchObject({ unread_count: 1, notifications: [{ message: 'alice sent you 2.50 BGL', status: 'unread' }] });
  });
});

describe('listNotifications and markNotificationsRead', () => {
  it('lists the newest first, at most a page, counting every unread one', async () => {
    const carol = randomUUID();
    for (let index = 1; index <= NOTIFICATIONS_PAGE + 5; index++) await received(carol, index);
    await publishNow();
    const body = (await list(carol)).json<NotificationList>();
    expect(body.unread_count).toBe(NOTIFICATIONS_PAGE + 5);
    expect(body.notifications).toHaveLength(NOTIFICATIONS_PAGE);
    expect(body.notifications[0]).toMatchObject({
      user_id: carol,
      kind: 'transfer_received',
      message: 'alice sent you 0.55 BGL',
      link: null,
    });
    expect(body.notifications.at(-1)?.message).toBe('alice sent you 0.06 BGL');
    expect(new Date(body.notifications[0]?.created_at ?? '').getTime()).not.toBeNaN();
  });

  it('marks one read, then all, answering the list as it is afterwards; marking again changes nothing', async () => {
    const dave = randomUUID();
    for (const amount of [1_00, 2_00, 3_00]) await received(dave, amount);
    await publishNow();
    const [newest] = (await list(dave)).json<NotificationList>().notifications;

    const one = await mark(dave, newest?.notification_id ?? '');
    expect(one.statusCode).toBe(200);
    const afterOne = one.json<NotificationList>();
    expect(afterOne.unread_count).toBe(2);
    expect(afterOne.notifications.map((notification) => notification.status)).toEqual(['read', 'unread', 'unread']);
    expect((await mark(dave, newest?.notification_id ?? '')).json<NotificationList>().unread_count).toBe(2);

    const all = await mark(dave, '');
    expect(all.json<NotificationList>()).toMatchObject({ unread_count: 0 });
    expect(all.json<NotificationList>().notifications.every((notification) => notification.status === 'read')).toBe(true);
    expect((await mark(dave, '')).json<NotificationList>().unread_count).toBe(0);
  });

  it("answers 404 for another user's notification id, or one that does not exist, and marks nothing", async () => {
    const erin = randomUUID();
    const frank = randomUUID();
    await received(erin, 1_00);
    await received(frank, 1_00);
    await publishNow();
    const [franks] = (await list(frank)).json<NotificationList>().notifications;
    for (const id of [franks?.notification_id ?? '', '9999999999999999999', '0']) {
      const reply = await mark(erin, id);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'Not Found', detail: 'Notification not found', field: 'notification_id' });
    }
    expect((await list(frank)).json<NotificationList>().unread_count).toBe(1);
    expect((await list(erin)).json<NotificationList>().unread_count).toBe(1);
  });

  it("refuses another user's list (the contract's owner rule)", async () => {
    expect((await list(randomUUID(), alice.id)).statusCode).toBe(403);
    expect((await mark(randomUUID(), '', alice.id)).statusCode).toBe(403);
  });
});

describe('streamNotifications', () => {
  /** The web app's own client: each event's data is checked against the contract. */
  const open = (userId: string, after?: string) =>
    streamRoute(streamNotifications, { baseUrl, apiKey: userId, params: { userId }, query: after === undefined ? {} : { after } });
  const messageOf = (event: NotificationEvent) => (event.type === 'notification' ? event.notification.message : event.type);

  it('sends a new notification as it is published, and the unread count when one is marked read', async () => {
    const gina = randomUUID();
    await received(gina, 1_00);
    await publishNow();
    const stream = open(gina);
    const first = await stream.next();
    expect(first.value?.data).toEqual({ type: 'unread', unread_count: 1 });

    await received(gina, 7_25);
    // The publish job's own run delivers it: nobody publishes by hand here.
    const arrived = (await stream.next()).value;
    expect(arrived?.data).toMatchObject({
      type: 'notification',
      unread_count: 2,
      notification: { user_id: gina, kind: 'transfer_received', message: 'alice sent you 7.25 BGL', status: 'unread' },
    });
    const notificationId = arrived?.data.type === 'notification' ? arrived.data.notification.notification_id : '';
    expect(arrived?.id).toBe(notificationId);

    expect((await mark(gina, notificationId)).statusCode).toBe(200);
    expect((await stream.next()).value).toMatchObject({ id: notificationId, data: { type: 'unread', unread_count: 1 } });
    await stream.return();
  });

  it('sends what was published after `after` when a client reconnects', async () => {
    const hank = randomUUID();
    for (const amount of [1_00, 2_00, 3_00]) await received(hank, amount);
    await publishNow();
    const [, middle, oldest] = (await list(hank)).json<NotificationList>().notifications;
    const stream = open(hank, oldest?.notification_id);
    expect((await stream.next()).value?.data).toEqual({ type: 'unread', unread_count: 3 });
    const missed = [(await stream.next()).value, (await stream.next()).value];
    expect(missed.map((event) => event && messageOf(event.data))).toEqual(['alice sent you 2.00 BGL', 'alice sent you 3.00 BGL']);
    expect(missed[0]?.id).toBe(middle?.notification_id);
    await stream.return();
  });

  it('answers a client that does not ask for an event stream with the unread count, as JSON', async () => {
    const ivy = randomUUID();
    await received(ivy, 1_00);
    await publishNow();
    const reply = await app.inject({ url: buildPath(streamNotifications.path, { userId: ivy }), headers: { 'x-api-key': ivy } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ type: 'unread', unread_count: 1 });
  });
});
