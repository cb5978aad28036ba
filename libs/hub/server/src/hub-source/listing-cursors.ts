/**
 * How long a query's cursors are kept. A cursor stays a valid place to read on from, but the hub's order drifts as
 * downloads and likes change, so the position it was found at drifts too; after this the query starts over.
 */
const CURSOR_TTL_MS = 10 * 60_000;
/** The most queries remembered (the least recently used goes first), and cursors per query (the oldest goes first). */
const MAX_QUERIES = 500;
const MAX_CURSORS_PER_QUERY = 200;

/** A place in a query's listing: how many repositories come before it, and the URL that reads on from there. */
export interface ListingPlace {
  position: number;
  /** The hub's `Link: rel="next"` URL that led here; undefined at the start. */
  url: string | undefined;
}

export interface ListingCursors {
  /** The furthest known place at or before `position` (the start when none is known). */
  nearest(query: string, position: number): ListingPlace;
  remember(query: string, place: ListingPlace & { url: string }): void;
}

export interface ListingCursorOptions {
  ttlMs?: number;
  maxQueries?: number;
  maxCursorsPerQuery?: number;
  now?: () => number;
}

/**
 * The cursors the hub handed out for each query, so a page starts from the nearest one instead of the first item.
 * Held in this process's memory, bounded and expiring: it only saves requests, so a process that never saw a query (or
 * forgot it) pays the walk once and answers the same; nothing that matters is lost with it.
 */
export function createListingCursors({
  ttlMs = CURSOR_TTL_MS,
  maxQueries = MAX_QUERIES,
  maxCursorsPerQuery = MAX_CURSORS_PER_QUERY,
  now = Date.now,
}: ListingCursorOptions = {}): ListingCursors {
  // In least recently used order: a Map iterates in insertion order, and a query used is inserted again.
  const queries = new Map<string, { expiresAt: number; cursors: Map<number, string> }>();

  function used(query: string) {
    const found = queries.get(query);
    queries.delete(query);
    if (!found || found.expiresAt <= now()) return undefined;
    queries.set(query, found);
    return found;
  }

  return {
    nearest(query, position) {
      let best: ListingPlace = { position: 0, url: undefined };
      for (const [at, url] of used(query)?.cursors ?? []) if (at <= position && at > best.position) best = { position: at, url };
      return best;
    },

    remember(query, { position, url }) {
      const entry = used(query) ?? { expiresAt: now() + ttlMs, cursors: new Map<number, string>() };
      queries.set(query, entry);
      entry.cursors.set(position, url);
      const [oldestCursor] = entry.cursors.keys();
      if (entry.cursors.size > maxCursorsPerQuery && oldestCursor !== undefined) entry.cursors.delete(oldestCursor);
      const [leastUsed] = queries.keys();
      if (queries.size > maxQueries && leastUsed !== undefined) queries.delete(leastUsed);
    },
  };
}
