import type { UserRole } from '@bagel/contract';

/** How roles read on the admin page. */
export const ROLE_LABELS: Record<UserRole, string> = { user: 'User', admin: 'Admin', waitlist: 'Waitlist' };
