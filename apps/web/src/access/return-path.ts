import { PATHS } from '@bagel/contract';

/** The landing page's query parameter naming the page a signed-out visitor asked for. */
export const RETURN_PARAM = 'next';

// Any origin of our own will do: a target that resolves to another origin was never a path in this app.
const SAME_ORIGIN = 'http://bagel.invalid';

/**
 * Signing in never returns to the landing page itself, nor to the waitlist page (the access rule sends people
 * there); the dashboard is where it goes anyway, so remembering it would only clutter the landing page's address.
 */
const NOT_RETURNABLE = new Set<string>([PATHS.landing, PATHS.waitlist, PATHS.dashboard]);

/**
 * `target` as an app path (path, query, hash) to return to after signing in, or null when it is not one.
 * Parsing it as a URL is what rejects whatever a browser would read as another origin: `//evil.com`, `/\evil.com`,
 * `https:…`, `javascript:…`, and the same hidden behind tabs or newlines, which URL parsing strips.
 */
export function returnPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, SAME_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SAME_ORIGIN) return null;
  // Routes match case-insensitively and with a trailing slash, so compare the same way.
  if (NOT_RETURNABLE.has(url.pathname.replace(/\/+$/, '').toLowerCase() || PATHS.landing)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The validated return path carried by a landing-page query string, or null. */
export function returnPathFrom(search: string): string | null {
  return returnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** The landing page, remembering `target` for after the sign-in when it is worth returning to. */
export function landingPathFor(target: string): string {
  const back = returnPath(target);
  return back ? `${PATHS.landing}?${new URLSearchParams({ [RETURN_PARAM]: back })}` : PATHS.landing;
}
