import type { ReactNode } from 'react';
import { Indicator } from '@mantine/core';
import { useNotifications, type UseNotificationsOptions } from '../live/use-notifications';
import { badgeLabel } from './badge-label';

/** What the bell knows, for its button and its popover. */
export interface BellState extends Pick<ReturnType<typeof useNotifications>, 'list' | 'loading' | 'markRead'> {
  /** Undefined while the list loads. */
  unread: number | undefined;
}

export interface NotificationBellProps extends UseNotificationsOptions {
  /**
   * The button and its popover (`NotificationPopover`), or until the popover's code is in, the button alone
   * (`BellButton`): the header loads the popover after the page.
   */
  children: (bell: BellState) => ReactNode;
}

/**
 * The header's bell (spec §2): the unread count (9+ above 9) on the button its children show, kept up to date as
 * notifications happen.
 */
export function NotificationBell({ children, ...options }: NotificationBellProps) {
  const { list, loading, markRead } = useNotifications(options);
  // Spec §8: a list that could not be read shows as empty, with nothing unread.
  const unread = loading ? undefined : (list?.unread_count ?? 0);
  const badge = badgeLabel(unread ?? 0);

  return (
    <Indicator inline label={badge && <span aria-hidden>{badge}</span>} disabled={badge === null} size={18} offset={6} color="red">
      {children({ list, loading, markRead, unread })}
    </Indicator>
  );
}
