import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSettings, updateSettings } from '@bagel/contract';
import { routeQuery, routeQueryKey, useApiCall } from '@bagel/api-react';

export interface WaitlistSetting {
  /** Undefined until the server answers (and after a failed fetch); the shell treats that as ON. */
  enabled: boolean | undefined;
  /** No value yet and a fetch (or a retry after a failure) is running. */
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/** Whether the waitlist restriction is on, from GET /api/settings. */
export function useWaitlistSetting(): WaitlistSetting {
  const call = useApiCall();
  const query = useQuery({
    ...routeQuery(call, getSettings, {}),
  });
  return {
    enabled: query.data?.enabled,
    isLoading: query.data === undefined && query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Turns the restriction on or off; every reader of the setting sees the server's answer at once. */
export function useUpdateWaitlistSetting() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(updateSettings, { body: { waitlistEnabled: enabled } }),
    onSuccess: (setting) => queryClient.setQueryData(routeQueryKey(getSettings), setting),
  });
}
