import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { listNotifications, markNotificationsRead, streamNotifications, type NotificationEvent } from '@bagel/notifications-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { LedgerEvents, UserDirectory } from '@bagel/ports';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { createNotificationFeed } from './notification-feed';
import { acceptsEventStream, KEEP_ALIVE_MS, streamNotificationsTo } from './notification-stream';
import { idOf, listFor, markRead, newestIdOf, unreadCountOf } from './notifications.repository';
import { publishEverySecond } from './publish-queue';
import { createPublisher } from './publisher';

export interface NotificationsPluginOptions {
  db: Database;
  jobs: JobQueue;
  /** The ledger's outbox (the wallet's `createLedgerEvents`): money notifications come from it. */
  ledgerEvents: LedgerEvents;
  /** Names the sender of a transfer. */
  directory: UserDirectory;
  /** How often open streams look for new notifications (1 s). */
  pollIntervalMs?: number;
  /** How often an open stream sends a keep-alive comment (15 s). */
  keepAliveMs?: number;
}

/**
 * The bell's calls: the user's notifications, marking them read, and their live stream. Notifications are written only
 * by the `notifications.publish` job, from the ledger's outbox and the domain events outbox (`createDomainEvents`).
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async function notifications(app, options) {
    const { db, jobs } = options;
    const publisher = createPublisher({ db, ledgerEvents: options.ledgerEvents, directory: options.directory });
    await publishEverySecond({ publisher, jobs, log: app.log });

    const feed = createNotificationFeed({ db, intervalMs: options.pollIntervalMs ?? 1000, log: app.log });
    const open = new Set<ServerResponse>();
    app.addHook('preClose', async () => {
      feed.close();
      for (const response of open) response.end();
    });

    registerRoute(app, listNotifications, async (request) => listFor(db, request.params.userId));

    registerRoute(app, markNotificationsRead, async (request) => {
      const { userId } = request.params;
      if (!(await markRead(db, userId, idOf(request.query.notification_id)))) {
        throw new HttpError(404, 'Notification not found', 'notification_id');
      }
      const list = await listFor(db, userId);
      feed.unreadChanged(userId, list.unread_count);
      return list;
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
