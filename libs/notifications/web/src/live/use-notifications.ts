import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listNotifications, markNotificationsRead, type NotificationList } from '@bagel/notifications-contract';
import { routeQuery, routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { useSession, useSessionFetch } from '@bagel/session';
import { useRefreshWallet } from '@bagel/wallet-data-access';
import { followNotifications, RECONNECT_DELAYS, type ReconnectDelays } from './follow-notifications';
import { laterId, markedRead, movesMoney, newestId, withEvent } from './notification-cache';

export interface UseNotificationsOptions {
  reconnectDelays?: ReconnectDelays;
}

const listKeyOf = (userId: string) => routeQueryKey(listNotifications, { params: { userId } });

/**
 * The signed-in user's notifications, kept live: the list is read once, then the stream's events update it in place.
 * A notification that moved money rereads the header's balance and the history, so they change without a reload.
 * Spec §8: failures are only logged, and the bell shows what it has (an empty list when the read failed).
 */
export function useNotifications({ reconnectDelays }: UseNotificationsOptions = {}) {
  const call = useApiCall();
  const streamFetch = useSessionFetch();
  const refreshWallet = useRefreshWallet();
  const queryClient = useQueryClient();
  const { apiKey, config } = useSession();
  const userId = useUserId();
  const params = { userId };

  const list = useQuery({ ...routeQuery(call, listNotifications, { params }), enabled: userId !== '' });
  useEffect(() => {
    if (list.error) console.error('Notifications: the list could not be loaded', list.error);
  }, [list.error]);

  const markRead = useMutation({
    /** '' marks every notification read. */
    mutationFn: (notificationId: string) =>
      call(markNotificationsRead, { params, query: { notification_id: notificationId, status: 'read' } }),
    onMutate: async (notificationId) => {
      // A read of the list already under way would bring the old statuses back over the new ones.
      await queryClient.cancelQueries({ queryKey: listKeyOf(userId) });
      queryClient.setQueryData<NotificationList>(listKeyOf(userId), (current) => current && markedRead(current, notificationId));
    },
    onSuccess: (answer) => queryClient.setQueryData(listKeyOf(userId), answer),
    onError: (error) => {
      console.error('Notifications: could not be marked read', error);
      void queryClient.invalidateQueries({ queryKey: listKeyOf(userId) });
    },
  });

  // The stream starts once the list has been read, so it can ask for exactly what came after it. A list that could not
  // be read starts none (the stream would most likely fail the same way); a later reread that fails stops none.
  const listRead = list.data !== undefined;
  const baseUrl = config?.apiBaseUrl;
  const { firstMs, maxMs } = reconnectDelays ?? RECONNECT_DELAYS;
  useEffect(() => {
    if (!listRead || userId === '' || !apiKey || !baseUrl) return undefined;
    const controller = new AbortController();
    const listKey = listKeyOf(userId);
    let lastEventId = '';
    void followNotifications({
      baseUrl,
      apiKey,
      userId,
      fetch: streamFetch,
      delays: { firstMs, maxMs },
      signal: controller.signal,
      after: () => {
        const listed = queryClient.getQueryData<NotificationList>(listKey);
        // '0' (after nothing) for an empty list, not '' (from now): one created while the list was read still comes.
        return laterId(lastEventId, (listed && newestId(listed)) || '0');
      },
      onEvent: (event, id) => {
        lastEventId = laterId(lastEventId, id);
        const before = queryClient.getQueryData<NotificationList>(listKey);
        queryClient.setQueryData<NotificationList | undefined>(listKey, (current) => withEvent(current, event));
        if (event.type === 'notification' && movesMoney(event.notification.kind)) void refreshWallet();
        // Read elsewhere (another tab or device): which ones is only in the list. A count this tab expected is its own.
        if (event.type === 'unread' && before && before.unread_count !== event.unread_count) {
          void queryClient.invalidateQueries({ queryKey: listKey });
        }
      },
      onReconnected: () => void queryClient.invalidateQueries({ queryKey: listKey }),
    });
    return () => controller.abort();
  }, [listRead, userId, apiKey, baseUrl, streamFetch, refreshWallet, firstMs, maxMs, queryClient]);

  return {
    /** Undefined while loading and when the read failed. */
    list: list.data,
    loading: list.isPending && userId !== '',
    markRead: (notificationId: string) => markRead.mutate(notificationId),
  };
}
