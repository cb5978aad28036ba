import * as v from 'valibot';
import { defineRoute, IsoDateTime, UserId } from '@bagel/contract';

/** What a notification is about; the web app picks an icon by it and the server words its message. */
export const NOTIFICATION_KINDS = [
  'transfer_received',
  'bagels_bought',
  'bonus',
  'refund',
  'clone_finished',
  'clone_failed',
  'fine_tune_finished',
  'fine_tune_failed',
  'deployment_running',
  'deployment_failed',
  'deployment_stopped',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** The bell lists the newest this many; older ones stay in the database and count as unread until marked. */
export const NOTIFICATIONS_PAGE = 50;

/** Spec §2: the bell's count reads 9+ above this. */
export const NOTIFICATION_BADGE_CAP = 9;

export const NOTIFICATION_TEXTS = { empty: "You don't have any notifications", markAllRead: 'Mark all as read' } as const;

export const Notification = v.object({
  /** Increasing with creation, so it doubles as the stream's cursor. */
  notification_id: v.string(),
  user_id: v.string(),
  kind: v.picklist(NOTIFICATION_KINDS),
  message: v.string(),
  /** Where in the web app it leads (a path such as /my-deployments), or null. */
  link: v.nullable(v.string()),
  status: v.picklist(NOTIFICATION_STATUSES),
  created_at: IsoDateTime,
});
export type Notification = v.InferOutput<typeof Notification>;

export const NotificationList = v.object({
  notifications: v.array(Notification),
  unread_count: v.number(),
});
export type NotificationList = v.InferOutput<typeof NotificationList>;

const UserParams = v.object({ userId: UserId });
const ownerParam = { in: 'params', field: 'userId' } as const;

/** Spec §7: a POST with an empty body that answers the user's notifications. */
export const listNotifications = defineRoute({
  method: 'POST',
  path: '/api/v1/notification/user/{userId}',
  summary: `The user's newest notifications (at most ${NOTIFICATIONS_PAGE}) and how many are unread`,
  tag: 'notifications',
  access: 'user',
  owner: ownerParam,
  params: UserParams,
  response: NotificationList,
});

const NotificationId = v.pipe(v.string('notification_id must be text'), v.trim(), v.regex(/^\d{0,19}$/, 'notification_id is not valid'));

/**
 * Spec §7 sends `notification_id` empty: an empty (or absent) id marks every unread notification read, which is what
 * the bell's 'Mark all as read' sends; an id marks that one. Either way the answer is the list as it is afterwards.
 */
export const markNotificationsRead = defineRoute({
  method: 'PUT',
  path: '/api/v1/notifications/user/{userId}/status',
  summary: "Mark one of the user's notifications read, or all of them when notification_id is empty",
  tag: 'notifications',
  access: 'user',
  owner: ownerParam,
  params: UserParams,
  query: v.object({
    notification_id: v.optional(NotificationId, ''),
    status: v.literal('read', "status must be 'read'"),
  }),
  errors: [404],
  response: NotificationList,
});

/**
 * One server-sent event of the live stream. `notification`: a new one; `unread`: the count changed (read elsewhere).
 * The stream also sends `: keep-alive` comments, and each event's `id:` is the newest notification_id seen.
 */
export const NotificationEvent = v.variant('type', [
  v.object({ type: v.literal('notification'), notification: Notification, unread_count: v.number() }),
  v.object({ type: v.literal('unread'), unread_count: v.number() }),
]);
export type NotificationEvent = v.InferOutput<typeof NotificationEvent>;

/**
 * The bell's live updates as `text/event-stream` of {@link NotificationEvent}, each as `data:` JSON. The web app reads
 * it with fetch (it must send x-api-key, which EventSource cannot) and reconnects with `after` = the last event id.
 */
export const streamNotifications = defineRoute({
  method: 'GET',
  path: '/api/v1/notifications/user/{userId}/stream',
  summary: "Live updates of the user's notifications (text/event-stream)",
  tag: 'notifications',
  access: 'user',
  owner: ownerParam,
  params: UserParams,
  query: v.object({ after: v.optional(NotificationId, '') }),
  response: NotificationEvent,
});
