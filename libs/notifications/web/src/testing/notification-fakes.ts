import { getUserData } from '@bagel/wallet-contract';
import {
  listNotifications,
  markNotificationsRead,
  streamNotifications,
  type Notification,
  type NotificationEvent,
  type NotificationList,
} from '@bagel/notifications-contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, type FakeFetch, type FakeHandler, fakeRoute, type RouteFake } from '@bagel/web-testing';

/** alice's notification as the server words it: bob sent her Bagels, not yet read. */
export const notification = (overrides: Partial<Notification> = {}): Notification => ({
  notification_id: '101',
  user_id: TEST_USER.id,
  kind: 'transfer_received',
  message: 'bob sent you 12.50 BGL',
  link: null,
  status: 'unread',
  created_at: '2025-03-04T12:00:00.000Z',
  ...overrides,
});

/** A mix of what the bell shows: two unread (money in, a deployment up), two read (a clone, a failed fine-tune). */
export const someNotifications = (): Notification[] => [
  notification({ notification_id: '104', created_at: '2025-03-06T12:00:00.000Z' }),
  notification({
    notification_id: '103',
    kind: 'deployment_running',
    message: 'support-bot-llama is running',
    link: '/my-deployments',
    created_at: '2025-03-05T12:00:00.000Z',
  }),
  notification({
    notification_id: '102',
    kind: 'clone_finished',
    message: 'openai-community/gpt2 was cloned to your models',
    link: '/model/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c/description',
    status: 'read',
    created_at: '2025-03-04T12:00:00.000Z',
  }),
  notification({
    notification_id: '101',
    kind: 'fine_tune_failed',
    message: 'Fine-tuning support-bot failed: the dataset has no rows',
    link: '/model/3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c/description',
    status: 'read',
    created_at: '2025-03-03T12:00:00.000Z',
  }),
];

/** `count` unread notifications, newest first: more than the badge counts (9+). */
export const manyUnread = (count: number): Notification[] =>
  Array.from({ length: count }, (_, index) =>
    notification({
      notification_id: String(200 + count - index),
      message: `user${count - index} sent you ${count - index}.00 BGL`,
      created_at: `2025-03-${String(1 + ((count - index) % 28)).padStart(2, '0')}T12:00:00.000Z`,
    }),
  );

const encoder = new TextEncoder();

interface Connection {
  /** The `after` the client connected with. */
  after: string;
  send: (event: NotificationEvent, id: string) => void;
  end: () => void;
  closed: boolean;
}

/**
 * An in-memory notifications server speaking the contract: it lists alice's notifications (newest first), marks one or
 * all read, and streams as api does — the unread count first, then each notification `push`ed, as server-sent events
 * whose `id:` is the newest notification id. Also answers alice's balance, so a test can see the header reread it.
 */
export function notificationServer(initial: Notification[] = [], handlers: RouteFake[] = []) {
  let stored = [...initial];
  const connections: Connection[] = [];
  const firstBalance = 1000;
  const unreadCount = () => stored.filter((item) => item.status === 'unread').length;
  const list = (): NotificationList => ({ notifications: stored, unread_count: unreadCount() });
  const newest = () => stored.reduce((id, item) => (BigInt(item.notification_id) > BigInt(id || '0') ? item.notification_id : id), '');
  let balance = firstBalance;

  const stream: FakeHandler<typeof streamNotifications> = (request) => {
    const after = request.query.get('after') ?? '';
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const connection: Connection = {
      after,
      closed: false,
      send: (event, id) => {
        if (!connection.closed) controller.enqueue(encoder.encode(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`));
      },
      end: () => {
        if (connection.closed) return;
        connection.closed = true;
        controller.close();
      },
    };
    connections.push(connection);
    const body = new ReadableStream<Uint8Array>({
      start(streamController) {
        controller = streamController;
      },
      // The client hung up (unmounted, signed out).
      cancel() {
        connection.closed = true;
      },
    });
    connection.send({ type: 'unread', unread_count: unreadCount() }, after || newest());
    // What came after the client's cursor (while it was away) follows at once, oldest first.
    if (after !== '') {
      for (const item of [...stored].reverse().filter((other) => BigInt(other.notification_id) > BigInt(after))) {
        connection.send({ type: 'notification', notification: item, unread_count: unreadCount() }, item.notification_id);
      }
    }
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  };

  const fetch: FakeFetch = fakeFetch([
    fakeRoute(listNotifications, () => ({ body: list() })),
    fakeRoute(markNotificationsRead, (request) => {
      const id = request.query.get('notification_id') ?? '';
      if (id !== '' && !stored.some((item) => item.notification_id === id)) {
        return { status: 404, body: { error: 'Not Found', detail: 'Notification not found', field: 'notification_id' } };
      }
      stored = stored.map((item) => (id === '' || item.notification_id === id ? { ...item, status: 'read' } : item));
      return { body: list() };
    }),
    fakeRoute(streamNotifications, stream),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance } })),
    ...handlers,
  ]);

  const open = () => connections.filter((connection) => !connection.closed);
  return {
    fetch,
    connections,
    /** Streams that are still open (the client has not hung up). */
    open,
    /** A new notification: stored, then sent down every open stream, as the publisher and api's feed do. */
    push(item: Notification) {
      stored = [item, ...stored.filter((other) => other.notification_id !== item.notification_id)];
      for (const connection of open()) connection.send({ type: 'notification', notification: item, unread_count: unreadCount() }, newest());
    },
    /** Notifications read elsewhere (another tab): stored, and the new count sent down every open stream. */
    readElsewhere(ids: string[]) {
      stored = stored.map((item) => (ids.includes(item.notification_id) ? { ...item, status: 'read' } : item));
      for (const connection of open()) connection.send({ type: 'unread', unread_count: unreadCount() }, newest());
    },
    /** The server ends every open stream (a restart, a proxy's timeout). */
    dropAll() {
      for (const connection of open()) connection.end();
    },
    setBalance(value: number) {
      balance = value;
    },
    /** Back to how it started, its streams hung up: a story replayed starts over. */
    reset() {
      for (const connection of open()) connection.end();
      connections.length = 0;
      fetch.requests.length = 0;
      stored = [...initial];
      balance = firstBalance;
    },
  };
}

export type NotificationServer = ReturnType<typeof notificationServer>;
