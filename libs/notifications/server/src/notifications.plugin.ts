import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { listNotifications, markNotificationsRead, streamNotifications, type NotificationEvent } from '@bagel/notifications-contract';
import type { Database, Listen } from '@bagel/db';
import type { LedgerEvents } from '@bagel/ports';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { createNotificationFeed } from './notification-feed';
import { acceptsEventStream, KEEP_ALIVE_MS, streamNotificationsTo } from './notification-stream';
import { idOf, listFor, markRead, newestIdOf, unreadCountOf } from './notifications.repository';
import { DOMAIN_EVENTS_CHANNEL } from './domain-events-channel';
import { publishAsAnnounced } from './publish-loop';
import { createPublisher } from './publisher';

export interface NotificationsPluginOptions {
  db: Database;
  /** The ledger's outbox (the wallet's `createLedgerEvents`): money notifications come from it. */
  ledgerEvents: LedgerEvents;
  /**
   * The database's LISTEN (`driver.listen`): the publisher hears of new events, and open streams of new and read
   * notifications, from any process.
   */
  listen: Listen;
  /** How often an open stream sends a keep-alive comment (15 s). */
  keepAliveMs?: number;
}

/**
 * The bell's calls: the user's notifications, marking them read, and their live stream. Notifications are written only
 * by the publisher, which every process runs as the ledger's outbox and the domain events outbox (`createDomainEvents`)
 * announce new events.
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async function notifications(app, options) {
    const { db, ledgerEvents } = options;
    const publisher = createPublisher({ db, ledgerEvents });
    const publishing = await publishAsAnnounced({
      publisher,
      listen: options.listen,
      channels: [ledgerEvents.channel, DOMAIN_EVENTS_CHANNEL],
      log: app.log,
    });
    app.addHook('onClose', () => publishing.stop());

    const feed = await createNotificationFeed({ db, listen: options.listen, log: app.log });
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      for (const response of open) response.end();
      await feed.close();
    });

    registerRoute(app, listNotifications, async (request) => listFor(db, request.params.userId));

    registerRoute(app, markNotificationsRead, async (request) => {
      const { userId } = request.params;
      if (!(await markRead(db, userId, idOf(request.query.notification_id)))) {
        throw new HttpError(404, 'Notification not found', 'notification_id');
      }
      // The table announces the change: every process's streams of this user are sent the new unread count.
      return listFor(db, userId);
    });

    registerRoute(app, streamNotifications, async (request, reply): Promise<NotificationEvent> => {
      const { userId } = request.params;
      const unread = await unreadCountOf(db, userId);
      if (!acceptsEventStream(request.headers.accept)) return { type: 'unread', unread_count: unread };
      const lastId = idOf(request.query.after) ?? (await newestIdOf(db, userId));
      streamNotificationsTo(request, reply, { userId, lastId, unread }, { feed, keepAliveMs: options.keepAliveMs ?? KEEP_ALIVE_MS, open });
      // The reply is the stream, written as notifications arrive; the route's schema shapes only the JSON answer.
      return reply as unknown as NotificationEvent;
    });
  },
  { name: 'notifications', dependencies: ['server-kit'], fastify: '5.x' },
);
