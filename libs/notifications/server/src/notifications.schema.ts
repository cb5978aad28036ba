import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgSchema, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_STATUSES, type NotificationKind, type NotificationStatus } from '@bagel/notifications-contract';
import type { DomainEvent, DomainEventTopic } from '@bagel/ports';

/**
 * The notifications domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `notificationsSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const notificationsSchema = pgSchema('notifications');

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * The outbox of other domains' events (hub, fine-tuning, deployments publish into it through `DomainEvents`, on their
 * own transactions). The publisher turns each into a notification and marks it published in one transaction.
 */
export const events = notificationsSchema.table(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The publisher's name for the event: publishing it again is ignored. */
    key: text('key').notNull(),
    topic: text('topic').$type<DomainEventTopic>().notNull(),
    userId: uuid('user_id').notNull(),
    data: jsonb('data').$type<DomainEvent['data']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    unique('events_key_unique').on(table.key),
    index('events_unpublished_idx')
      .on(table.id)
      .where(sql`published_at is null`),
  ],
);

/** Where a notification came from: the ledger's outbox (by transfer) or the events outbox (by key). */
export const NOTIFICATION_SOURCES = ['ledger', 'event'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/**
 * What the bell shows. Written only by the publisher, once per (source, source_id); the id grows with creation and is
 * the live stream's cursor, so rows are written under a lock that makes them commit in id order (see publisher.ts).
 */
export const notifications = notificationsSchema.table(
  'notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    message: text('message').notNull(),
    link: text('link'),
    status: text('status').$type<NotificationStatus>().notNull().default('unread'),
    source: text('source').$type<NotificationSource>().notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    unique('notifications_source_unique').on(table.source, table.sourceId),
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`status = 'unread'`),
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_status_check', oneOf('status', NOTIFICATION_STATUSES)),
    check('notifications_source_check', oneOf('source', NOTIFICATION_SOURCES)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'kind' | 'message' | 'link' | 'source' | 'sourceId'>;
