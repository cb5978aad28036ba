import { NOTIFICATION_BADGE_CAP } from '@bagel/notifications-contract';

/** Spec §9: the bell's count, '9+' above 9; none at 0. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

/** The bell's name: the exact count, which a screen reader can say however large it is. */
export const bellLabel = (unread: number | undefined) => (unread === undefined ? 'Notifications' : `Notifications, ${unread} unread`);
