import type { UserRole } from '@bagel/contract';

export interface AccessInput {
  pathname: string;
  signedIn: boolean;
  role: UserRole | null;
  /** The waitlist setting; `undefined` while it loads. */
  waitlistEnabled: boolean | undefined;
}

export const LANDING_PATH = '/';
export const DASHBOARD_PATH = '/dashboard';
export const WAITLIST_PATH = '/waitlist';

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Where the visitor must go instead of `pathname` (spec §4, §6), or null to stay.
 * - Signed out: only the landing page.
 * - Role waitlist while the setting is on (or not loaded yet, so nothing leaks while it loads): /waitlist, except on admin paths.
 * - Signed in on the landing page: the dashboard.
 * - On /waitlist without being restricted (the setting loaded as off, or another role): back to the dashboard,
 *   so a user held there while the setting loaded is let through once it says off.
 */
export function accessRedirect({ pathname, signedIn, role, waitlistEnabled }: AccessInput): string | null {
  if (!signedIn) return pathname === LANDING_PATH ? null : LANDING_PATH;
  const waitlistOn = waitlistEnabled !== false;
  const restricted = role === 'waitlist' && waitlistOn;
  if (restricted && !isAdminPath(pathname) && pathname !== WAITLIST_PATH) return WAITLIST_PATH;
  if (!restricted && pathname === WAITLIST_PATH) return DASHBOARD_PATH;
  if (pathname === LANDING_PATH) return DASHBOARD_PATH;
  return null;
}
