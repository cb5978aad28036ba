import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@bagel/contract';
import { listNotifications, markNotificationsRead, streamNotifications, type NotificationList } from '@bagel/notifications-contract';
import { sendBagels } from '@bagel/wallet-contract';
import { streamRoute } from '@bagel/api-client';
import { startTestApi, TEST_WEB_ORIGIN, type TestApi, type TestUser } from './testing';

let api: TestApi;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  alice = await api.fundedUser(100);
  bob = await api.createUser();
});
afterAll(async () => {
  // Node's fetch opens a spare connection after an aborted stream and keeps it; a browser would close it on leaving.
  api.app.server.closeAllConnections();
  await api.close();
});

const send = (amount: number) =>
  api.call(
    {
      method: 'POST',
      url: sendBagels.path,
      headers: { 'idempotency-key': randomUUID() },
      payload: { sender_id: alice.id, recipient_username: bob.username, amount },
    },
    alice.apiKey,
  );

const listOf = async (user: TestUser) => {
  const reply = await api.call({ method: 'POST', url: buildPath(listNotifications.path, { userId: user.id }) }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<NotificationList>();
};

/** Asks every 100 ms until `done`: the api publishes in the background, as soon as the outbox announces new events. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let tries = 0; tries < 300; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Timed out waiting for the notifications');
}

describe('notifications, from the real ledger through the outbox publishers', () => {
  it('tells bob that alice sent him Bagels, live on his stream and in his list, until he marks all read', async () => {
    const baseUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });
    // The web app's own client, from the web app's origin; the answer is kept to read its CORS headers.
    let opened: Response | undefined;
    const fromWebApp: typeof fetch = async (url, init) => {
      opened = await fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: TEST_WEB_ORIGIN } });
      return opened;
    };
    // As the bell does: the stream ends by aborting its request, which closes the connection.
    const hangUp = new AbortController();
    const stream = streamRoute(streamNotifications, {
      signal: hangUp.signal,
      baseUrl,
      apiKey: bob.apiKey,
      params: { userId: bob.id },
      query: {},
      fetch: fromWebApp,
    });
    expect((await stream.next()).value?.data).toEqual({ type: 'unread', unread_count: 0 });
    expect(opened?.headers.get('access-control-allow-origin')).toBe(TEST_WEB_ORIGIN);

    expect((await send(12.5)).statusCode).toBe(200);
    expect((await stream.next()).value?.data).toMatchObject({
      type: 'notification',
      unread_count: 1,
      notification: { user_id: bob.id, kind: 'transfer_received', message: `${alice.username} sent you 12.50 BGL`, status: 'unread' },
    });

    const listed = await until(
      () => listOf(bob),
      (body) => body.notifications.length > 0,
    );
    expect(listed.unread_count).toBe(1);
    expect(listed.notifications.map((notification) => notification.message)).toEqual([`${alice.username} sent you 12.50 BGL`]);
    // Alice hears of her own purchase, never of what she sent.
    const alices = await until(
      () => listOf(alice),
      (body) => body.notifications.length > 0,
    );
    expect(alices.notifications.map((notification) => notification.message)).toEqual(['You bought 100.00 BGL']);

    const marked = await api.call(
      { method: 'PUT', url: `${buildPath(markNotificationsRead.path, { userId: bob.id })}?notification_id=&status=read` },
      bob.apiKey,
    );
    expect(marked.statusCode).toBe(200);
    expect(marked.json<NotificationList>()).toMatchObject({ unread_count: 0, notifications: [{ status: 'read' }] });
    expect((await stream.next()).value?.data).toEqual({ type: 'unread', unread_count: 0 });
    hangUp.abort();
    await stream.return();
    expect((await listOf(bob)).unread_count).toBe(0);
  });
});
