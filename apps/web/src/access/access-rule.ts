import { PATHS, type UserRole } from '@bagel/contract';
import { landingPathFor, returnPathFrom } from './return-path';

export interface AccessInput {
  pathname: string;
  /** The query string ('' or starting with '?'): kept for after a sign-in, and read back on the landing page. */
  search: string;
  signedIn: boolean;
  /** The visitor signed out in this tab: the page left behind is not one they asked for. */
  signedOutHere: boolean;
  role: UserRole | null;
  /** The waitlist setting; `undefined` while it loads, and after it failed to load. */
  waitlistEnabled: boolean | undefined;
  /** The setting has no value yet and is being fetched. */
  waitlistLoading?: boolean;
  /** A pop-up the user must read first holds the redirect to /waitlist (spec §4: "not in the error state"). */
  waitlistHeld?: boolean;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`);
}

/** Role waitlist while the setting is on, or not loaded yet (so nothing leaks while it loads). */
export function isWaitlistRestricted(role: UserRole | null, waitlistEnabled: boolean | undefined): boolean {
  return role === 'waitlist' && waitlistEnabled !== false;
}

/**
 * Whether the guard must wait for the waitlist setting before it decides: for a user with the waitlist role on a page
 * the restriction covers, while the setting loads and no pop-up holds the redirect. Meanwhile the page does not show
 * (the setting counts as on until it loads, spec §4), and nobody is sent to /waitlist only to be sent back once it
 * says off: that bounce raced the page's own navigation.
 */
export function awaitsWaitlistSetting({
  pathname,
  search,
  signedIn,
  role,
  waitlistLoading = false,
  waitlistHeld = false,
}: AccessInput): boolean {
  if (!signedIn || role !== 'waitlist' || !waitlistLoading || waitlistHeld) return false;
  const target = pathname === PATHS.landing ? (returnPathFrom(search) ?? PATHS.dashboard) : pathname;
  return !isAdminPath(pathOf(target));
}

const pathOf = (target: string) => target.split(/[?#]/)[0] ?? target;

/**
 * Where the visitor must go instead of `pathname` (spec §4, §6), or null to stay.
 * - Signed out: only the landing page, which remembers the page asked for (`?next=`) unless they just signed out.
 * - Signed in on the landing page: that remembered page, else the dashboard, and then the rules below.
 * - Restricted by the waitlist: /waitlist, except on admin paths and while a pop-up holds the redirect.
 * - On /waitlist without being restricted (the setting is off, or another role): back to the dashboard.
 */
export function accessRedirect({
  pathname,
  search,
  signedIn,
  signedOutHere,
  role,
  waitlistEnabled,
  waitlistHeld = false,
}: AccessInput): string | null {
  if (!signedIn) {
    if (pathname === PATHS.landing) return null;
    return signedOutHere ? PATHS.landing : landingPathFor(`${pathname}${search}`);
  }
  const restricted = isWaitlistRestricted(role, waitlistEnabled);
  if (pathname === PATHS.landing) {
    const target = returnPathFrom(search) ?? PATHS.dashboard;
    return waitlistRedirect(pathOf(target), restricted, waitlistHeld) ?? target;
  }
  return waitlistRedirect(pathname, restricted, waitlistHeld);
}

function waitlistRedirect(pathname: string, restricted: boolean, held: boolean): string | null {
  if (restricted && !held && !isAdminPath(pathname) && pathname !== PATHS.waitlist) return PATHS.waitlist;
  if (!restricted && pathname === PATHS.waitlist) return PATHS.dashboard;
  return null;
}
