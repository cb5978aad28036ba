import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { oauthStates, socialAccounts, type OAuthStateRow, type SocialAccountRow } from '../referrals.schema';

export type SealedTokens = Pick<SocialAccountRow, 'accessToken' | 'refreshToken' | 'expiresAt' | 'scope'>;

export async function findAccount(db: Database, userId: string): Promise<SocialAccountRow | undefined> {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
  return row;
}

/** A new authorisation replaces the user's previous one (another account, or the same one again). */
export async function saveAccount(db: Database, account: Omit<SocialAccountRow, 'updatedAt'>): Promise<void> {
  const { userId: _userId, ...changes } = account;
  await db
    .insert(socialAccounts)
    .values(account)
    .onConflictDoUpdate({ target: socialAccounts.userId, set: { ...changes, updatedAt: new Date() } });
}

/**
 * Stores refreshed tokens, only if the account still holds the access token they replace; undefined when another
 * refresh (or a new authorisation) got there first.
 */
export async function replaceTokens(
  db: Database,
  userId: string,
  replacedAccessToken: string,
  tokens: SealedTokens,
): Promise<SocialAccountRow | undefined> {
  const [row] = await db
    .update(socialAccounts)
    .set({ ...tokens, updatedAt: new Date() })
    .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.accessToken, replacedAccessToken)))
    .returning();
  return row;
}

/** Forgets the authorisation whose token the network refused; a newer one saved meanwhile stays. */
export async function forgetAccount(db: Database, userId: string, refusedAccessToken: string): Promise<void> {
  await db.delete(socialAccounts).where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.accessToken, refusedAccessToken)));
}

/** The user's authorisation under way that stays usable until at least `until`, if any. */
export async function liveStateOf(db: Database, userId: string, until: Date): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .select()
    .from(oauthStates)
    .where(and(eq(oauthStates.userId, userId), gt(oauthStates.expiresAt, until)))
    .limit(1);
  return row;
}

/** Adds an authorisation under way, dropping every one that has expired. */
export async function insertState(db: Database, state: Omit<OAuthStateRow, 'createdAt'>, now: Date): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(state);
}

/** Takes a state out, so it serves one callback only, however many arrive at once. */
export async function takeState(db: Database, state: string): Promise<OAuthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
  return row;
}
