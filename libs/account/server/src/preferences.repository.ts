import { eq } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { UserPreferences, setUserPreference } from '@bagel/account-contract';
import type { RouteBody } from '@bagel/contract';
import { userPreferences } from './account.schema';

const DEFAULTS: UserPreferences = { referral_modal_dismissed: false, referral_modal_last_shown: null };

export async function readPreferences(db: Database, userId: string): Promise<UserPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  if (!row) return DEFAULTS;
  return {
    referral_modal_dismissed: row.referralModalDismissed,
    referral_modal_last_shown: row.referralModalLastShown?.toISOString() ?? null,
  };
}

/** Sets one preference, creating the user's row with defaults for the others on first use. */
export async function writePreference(db: Database, userId: string, update: RouteBody<typeof setUserPreference>): Promise<void> {
  const change =
    update.preference_key === 'referral_modal_dismissed'
      ? { referralModalDismissed: update.value }
      : { referralModalLastShown: update.value === null ? null : new Date(update.value) };
  await db
    .insert(userPreferences)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...change, updatedAt: new Date() } });
}
