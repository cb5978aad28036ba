import { useSession } from '@bagel/session';
import { useWaitlistRestricted } from '../access/use-waitlist-restricted';
import type { NavEntry } from './nav-entries';

/**
 * The entries of a navigation table this user may use: admin-only ones for admins, and none at all for a user the
 * waitlist restricts (they reach the shell only on admin paths, and can use nothing in it but Sign Out).
 */
export function useNavEntries(entries: readonly NavEntry[]): readonly NavEntry[] {
  const { user } = useSession();
  const restricted = useWaitlistRestricted();
  if (restricted) return [];
  return entries.filter((entry) => !entry.adminOnly || user?.role === 'admin');
}
