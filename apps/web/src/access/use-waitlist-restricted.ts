import { useSession } from '@bagel/session';
import { useWaitlistSetting } from '@bagel/admin-web';
import { isWaitlistRestricted } from './access-rule';

/** Whether the waitlist restricts the signed-in user right now, by the same rule the access guard applies. */
export function useWaitlistRestricted(): boolean {
  const { user } = useSession();
  const { enabled } = useWaitlistSetting();
  return isWaitlistRestricted(user?.role ?? null, enabled);
}
