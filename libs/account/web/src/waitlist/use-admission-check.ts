import { useEffect, useRef } from 'react';
import { useSession } from '@bagel/session';

/** How often the waitlist page asks edge whether the account has been let in. */
export const ADMISSION_CHECK_MS = 30_000;

/**
 * Reloads the session every {@link ADMISSION_CHECK_MS} while the page is in view, and as soon as it comes back into
 * view: once an admin has admitted the user, the session says so and the app's access rule takes them from the
 * waitlist to their dashboard. A hidden tab asks nothing.
 */
export function useAdmissionCheck(): void {
  const { refresh } = useSession();
  // The session hands out a new refresh with every change; the timer keeps running across them.
  const latest = useRef(refresh);
  latest.current = refresh;

  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void latest.current();
    };
    const timer = setInterval(check, ADMISSION_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
}
