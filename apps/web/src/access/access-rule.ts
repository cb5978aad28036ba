import { PATHS, type UserRole } from '@bagel/contract';

export interface AccessInput {
  pathname: string;
  signedIn: boolean;
  role: UserRole | null;
  /** The waitlist setting; `undefined` while it loads. */
  waitlistEnabled: boolean | undefined;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);
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
  if (!signedIn) return pathname === PATHS.landing ? null : PATHS.landing;
  const waitlistOn = waitlistEnabled !== false;
  const restricted = role === 'waitlist' && waitlistOn;
  if (restricted && !isAdminPath(pathname) && pathname !== PATHS.waitlist) return PATHS.waitlist;
  if (!restricted && pathname === PATHS.waitlist) return PATHS.dashboard;
  if (pathname === PATHS.landing) return PATHS.dashboard;
  return null;
}
