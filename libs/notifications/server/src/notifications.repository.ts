import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { NOTIFICATIONS_PAGE, type Notification, type NotificationList } from '@bagel/notifications-contract';
import type { Database } from '@bagel/db';
import { notifications, type NewNotification, type NotificationRow } from './notifications.schema';

/** The largest notification id PostgreSQL's bigint holds: a longer cursor names nothing that exists. */
const MAX_ID = 2n ** 63n - 1n;

/** A notification id or cursor as the contract carries it (digits, possibly empty): null when empty, clamped to bigint. */
export function idOf(text: string): bigint | null {
  if (text === '') return null;
  const id = BigInt(text);
  return id > MAX_ID ? MAX_ID : id;
}

export function toNotification(row: NotificationRow): Notification {
  return {
    notification_id: String(row.id),
    user_id: row.userId,
    kind: row.kind,
    message: row.message,
    link: row.link,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Writes notifications once per (source, source_id), on the publisher's transaction. The transaction-scoped lock makes
 * writers take ids and commit one after another, so ids become visible in increasing order and a reader that has
 * seen id n never later finds a smaller one committed: the live stream can follow the table by id alone.
 */
export async function insertNotifications(on: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await on.execute(sql`select pg_advisory_xact_lock(hashtext('notifications.notifications'))`);
  await on
    .insert(notifications)
    .values([...rows])
    .onConflictDoNothing({ target: [notifications.source, notifications.sourceId] });
}

export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')));
  return row?.unread ?? 0;
}

/** The user's newest notifications and how many of all theirs are unread. */
export async function listFor(db: Database, userId: string): Promise<NotificationList> {
  // One statement, so one snapshot: as two queries on PostgreSQL's pool, a notification committed between them was
  // listed but not counted (the bell showed it without its badge). No row means no notification, so none unread.
  const unread = sql<number>`(select count(*) from ${notifications} where ${and(
    eq(notifications.userId, userId),
    eq(notifications.status, 'unread'),
  )})`.mapWith(Number);
  const rows = await db
    .select({ notification: notifications, unread })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE);
  return { notifications: rows.map((row) => toNotification(row.notification)), unread_count: rows[0]?.unread ?? 0 };
}

/** Marks one of the user's notifications read (false when they have none with that id), or all of them. */
export async function markRead(db: Database, userId: string, id: bigint | null): Promise<boolean> {
  const read = { status: 'read' as const, readAt: sql`coalesce(${notifications.readAt}, now())` };
  if (id === null) {
    await db
      .update(notifications)
      .set(read)
      .where(and(eq(notifications.userId, userId), eq(notifications.status, 'unread')));
    return true;
  }
  const marked = await db
    .update(notifications)
    .set(read)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return marked.length > 0;
}

/** The user's newest notification id, 0 when they have none: where a stream without a cursor starts. */
export async function newestIdOf(db: Database, userId: string): Promise<bigint> {
  const [row] = await db
    .select({ newest: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.newest ?? 0n;
}

/** Notifications of these users after `after`, oldest first: one query for every stream of a process. */
export function notificationsAfter(db: Database, userIds: readonly string[], after: bigint, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), gt(notifications.id, after)))
    .orderBy(notifications.id)
    .limit(limit);
}

/** Each user's unread count (users with none are absent). */
export async function unreadCountsOf(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), eq(notifications.status, 'unread')))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.unread]));
}
