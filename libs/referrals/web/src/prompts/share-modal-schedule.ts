import type { UserPreferences } from '@bagel/account-contract';

/** Spec §9: the 'Share Bagel' pop-up appears about 2 s after the app loads… */
export const SHARE_MODAL_DELAY_MS = 2000;
/** …and not again within 24 h of being shown. */
export const SHARE_MODAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** What this tab remembers in session storage: Close's postponement, and a dismissal the server did not take. */
export interface ShareModalMemory {
  /** Epoch ms before which the pop-up stays away. */
  postponedUntil?: number;
  dismissed?: boolean;
}

/** Spec §4: due unless dismissed (on the server, or in this tab when saving failed), postponed, or shown in the last 24 h. */
export function isShareModalDue(preferences: UserPreferences, memory: ShareModalMemory, now: number): boolean {
  if (preferences.referral_modal_dismissed || memory.dismissed) return false;
  if (memory.postponedUntil !== undefined && now < memory.postponedUntil) return false;
  const lastShown = preferences.referral_modal_last_shown === null ? Number.NaN : Date.parse(preferences.referral_modal_last_shown);
  // A time in the future (another device's clock) counts as just shown.
  return Number.isNaN(lastShown) || now - lastShown >= SHARE_MODAL_INTERVAL_MS;
}
