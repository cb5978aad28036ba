import { matchPath } from 'react-router';
import { PATHS } from '@bagel/contract';

/**
 * Hub pages belong to no entry: the hub has none of its own (spec §2's sidebar lists none), and a hub model's page,
 * though its path starts with /model, is not one of My Models.
 */
const HUB_PAGES = [PATHS.hub, PATHS.hubModel];

/** Whether a route entry is the current page's: its path or one below it, except on hub pages. */
export function isEntryActive(pathname: string, to: string): boolean {
  if (HUB_PAGES.some((pattern) => matchPath(pattern, pathname))) return false;
  return pathname === to || pathname.startsWith(`${to}/`);
}
