import { eq } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { platformSettings } from './admin.schema';

const WAITLIST_ENABLED = 'waitlist_enabled';

/**
 * Off until an admin turns it on: a fresh install (and its demo users) should not be sent to the
 * waitlist before anyone has decided to restrict access.
 */
export const WAITLIST_ENABLED_BY_DEFAULT = false;

export async function readWaitlistEnabled(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, WAITLIST_ENABLED));
  return typeof row?.value === 'boolean' ? row.value : WAITLIST_ENABLED_BY_DEFAULT;
}

export async function writeWaitlistEnabled(db: Database, enabled: boolean): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: WAITLIST_ENABLED, value: enabled })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: enabled, updatedAt: new Date() } });
}
