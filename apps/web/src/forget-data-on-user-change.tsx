import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@bagel/session';

/** Another user's cached data must never show after a sign-out or a switch of account. */
export function ForgetDataOnUserChange() {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
}
