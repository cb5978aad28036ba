import type { Listen, Listening } from '@bagel/db';
import type { UserRole } from '@bagel/contract';

/** What a key's hash authenticates: its user and their role. */
export interface StoredKeyOwner {
  userId: string;
  role: UserRole;
}

/** The channel migration 0004_announce_key_owner_changes announces on, with the user id as payload. */
export const KEY_OWNERS_CHANNEL = 'api_key_owners';
/** Enough for every key active in a busy minute; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;
/**
 * A remembered owner is asked of the database again after this, whatever was announced: what a silently broken LISTEN
 * connection (one TCP keepalive has not yet found dead) missed cannot outlive it.
 */
const TTL_MS = 60_000;

export interface KeyOwnerCache {
  ownerOf(keyHash: string): Promise<StoredKeyOwner | undefined>;
  close(): Promise<void>;
}

/**
 * The owner of each key hash this process has authenticated, so a request with a known key costs no query. Shared
 * design §8 allows memory that every process forgets together: the database announces every change to what a key
 * authenticates (a revoked or deleted key, a deleted user, a new role) on {@link KEY_OWNERS_CHANNEL} as it commits,
 * and each process forgets that user's keys when it hears of it. A known key is answered only once the process has
 * caught up with the announcements committed before the request arrived (`Listening.caughtUp`: on PostgreSQL one
 * `select 1` on the LISTEN connection, shared by the requests that wait at the same moment; nothing on PGlite), so
 * a key is refused by every process as soon as its rotation has answered. Nothing is remembered while the
 * announcements cannot be heard: before LISTEN is in place, and from the moment the listening connection is found lost
 * until it is back (everything is forgotten then, since announcements were missed). A lookup that was under way when an announcement came is answered but not remembered, since it may have
 * read the row as it was before. Unknown keys are never remembered, so a new key needs no announcement.
 */
export async function createKeyOwnerCache(
  lookup: (keyHash: string) => Promise<StoredKeyOwner | undefined>,
  listen: Listen,
  now: () => number = Date.now,
): Promise<KeyOwnerCache> {
  const entries = new Map<string, { owner: StoredKeyOwner; until: number }>();
  /** Grows with every announcement and loss, so a lookup can tell that one came while it ran. */
  let generation = 0;
  let hearing = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [hash, { owner }] of entries) if (owner.userId === userId) entries.delete(hash);
  };

  const listening: Listening = await listen(
    KEY_OWNERS_CHANNEL,
    // An empty payload would be a change to no one in particular: forget everyone.
    (payload) => (payload ? forgetUser(payload) : forgetAll()),
    () => {
      forgetAll();
      hearing = true;
    },
    () => {
      hearing = false;
      forgetAll();
    },
  );
  hearing = true;

  return {
    async ownerOf(keyHash) {
      if (entries.has(keyHash)) {
        // What was committed before this request arrived (a rotation that has already answered) is heard first.
        const heard = await listening.caughtUp().then(
          () => true,
          () => false,
        );
        const known = entries.get(keyHash);
        if (heard && known && known.until > now()) return known.owner;
        if (known) entries.delete(keyHash);
      }
      const asked = generation;
      const owner = await lookup(keyHash);
      if (owner && hearing && asked === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(keyHash, { owner, until: now() + TTL_MS });
      }
      return owner;
    },
    async close() {
      hearing = false;
      forgetAll();
      await listening.close();
    },
  };
}
