import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * Spec §4: a waitlisted user is redirected to /waitlist only when "not in the error state". The referral flow's
 * failure pop-up is that state: it has just put the user on the waitlist, and it must be read before the redirect.
 * A store rather than a context, since the pop-up lives inside the shell and the access guard above it.
 */
const useWaitlistHoldStore = create<{ held: boolean }>()(() => ({ held: false }));

/** Whether a pop-up is holding the waitlist redirect right now. */
export function useWaitlistRedirectHeld(): boolean {
  return useWaitlistHoldStore((state) => state.held);
}

/** Holds the waitlist redirect while `active`; let go when it turns false or the caller unmounts (a sign-out). */
export function useHoldWaitlistRedirect(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    useWaitlistHoldStore.setState({ held: true });
    return () => useWaitlistHoldStore.setState({ held: false });
  }, [active]);
}
