import type { Listen, Listening } from '@bagel/db';

/** The channel migrations 0004 and 0005 announce on, with the user id as payload. */
export const KEY_OWNERS_CHANNEL = 'api_key_owners';
/** Enough for every key and user active in a busy minute; past it the oldest entry goes. */
const MAX_ENTRIES = 10_000;
/**
 * A remembered entry is asked of the database again after this, whatever was announced: what a silently broken LISTEN
 * connection (one TCP keepalive has not yet found dead) missed cannot outlive it.
 */
const TTL_MS = 60_000;

export interface AnnouncedUserCache<V> {
  /**
   * The value of each key, in the order asked: from memory where this process remembers it, else from `lookup`, one
   * call for all the keys it does not (which answers the entries it found, under as many keys as it likes).
   */
  get(keys: readonly string[], lookup: (missing: string[]) => Promise<Iterable<readonly [string, V]>>): Promise<Array<V | undefined>>;
  close(): Promise<void>;
}

/**
 * What this process has read about users, so a request that needs it again costs no query. Shared design §8 allows
 * memory that every process forgets together: the database announces every change to a user that what is cached
 * depends on (a revoked or deleted key, a deleted user, a new role or username) on {@link KEY_OWNERS_CHANNEL} as it commits, and
 * each process forgets that user's entries when it hears of it. A remembered entry is answered only once the process
 * has caught up with the announcements committed before the call (`Listening.caughtUp`: on PostgreSQL one `select 1`
 * on the LISTEN connection, shared by the calls that wait at the same moment; nothing on PGlite), so a change is seen
 * by every process as soon as it has answered. Nothing is remembered while the announcements cannot be heard: before
 * LISTEN is in place, and from the moment the listening connection is found lost until it is back (everything is
 * forgotten then, since announcements were missed). A lookup that was under way when an announcement came is answered
 * but not remembered, since it may have read a row as it was before. What a lookup did not find is never remembered,
 * so a new key or user needs no announcement.
 */
export async function createAnnouncedUserCache<V>(
  listen: Listen,
  userOf: (value: V) => string,
  now: () => number = Date.now,
): Promise<AnnouncedUserCache<V>> {
  const entries = new Map<string, { value: V; until: number }>();
  /** Grows with every announcement and loss, so a lookup can tell that one came while it ran. */
  let generation = 0;
  let hearing = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  const forgetUser = (userId: string) => {
    generation += 1;
    for (const [key, { value }] of entries) if (userOf(value) === userId) entries.delete(key);
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

  /** What is remembered of `keys`, once what was committed before this call (a change that has answered) is heard. */
  async function recall(keys: readonly string[]): Promise<Map<string, V>> {
    const recalled = new Map<string, V>();
    if (!keys.some((key) => entries.has(key))) return recalled;
    const heard = await listening.caughtUp().then(
      () => true,
      () => false,
    );
    for (const key of keys) {
      const known = entries.get(key);
      if (heard && known && known.until > now()) recalled.set(key, known.value);
      else if (known) entries.delete(key);
    }
    return recalled;
  }

  function remember(found: Iterable<readonly [string, V]>) {
    for (const [key, value] of found) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, until: now() + TTL_MS });
    }
  }

  return {
    async get(keys, lookup) {
      const values = await recall(keys);
      const missing = [...new Set(keys.filter((key) => !values.has(key)))];
      if (missing.length > 0) {
        const asked = generation;
        const found = [...(await lookup(missing))];
        if (hearing && asked === generation) remember(found);
        for (const [key, value] of found) if (!values.has(key)) values.set(key, value);
      }
      return keys.map((key) => values.get(key));
    },
    async close() {
      hearing = false;
      forgetAll();
      await listening.close();
    },
  };
}
