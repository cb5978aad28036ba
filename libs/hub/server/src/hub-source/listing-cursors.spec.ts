import { describe, expect, it } from 'vitest';
import { createListingCursors } from './listing-cursors';

const url = (position: number) => `https://hub.test/api/models?cursor=${position}`;

describe('listing cursors', () => {
  it('answers the furthest known place at or before a position, the start when none is known', () => {
    const cursors = createListingCursors();
    expect(cursors.nearest('q', 700)).toEqual({ position: 0, url: undefined });
    for (const position of [500, 1000, 630]) cursors.remember('q', { position, url: url(position) });
    expect(cursors.nearest('q', 700)).toEqual({ position: 630, url: url(630) });
    expect(cursors.nearest('q', 1000)).toEqual({ position: 1000, url: url(1000) });
    expect(cursors.nearest('q', 499)).toEqual({ position: 0, url: undefined });
    expect(cursors.nearest('other', 700)).toEqual({ position: 0, url: undefined });
  });

  it("forgets a query's cursors once they are older than the TTL, even while used", () => {
    let now = 0;
    const cursors = createListingCursors({ ttlMs: 1000, now: () => now });
    cursors.remember('q', { position: 30, url: url(30) });
    now = 999;
    cursors.remember('q', { position: 60, url: url(60) });
    expect(cursors.nearest('q', 60)).toEqual({ position: 60, url: url(60) });
    now = 1000;
    expect(cursors.nearest('q', 60)).toEqual({ position: 0, url: undefined });
  });

  it('keeps at most so many queries, dropping the least recently used, and so many cursors a query, dropping the oldest', () => {
    const cursors = createListingCursors({ maxQueries: 2, maxCursorsPerQuery: 2 });
    cursors.remember('a', { position: 30, url: url(30) });
    cursors.remember('b', { position: 30, url: url(30) });
    cursors.nearest('a', 30);
    cursors.remember('c', { position: 30, url: url(30) });
    expect(cursors.nearest('b', 30).position).toBe(0);
    expect(cursors.nearest('a', 30).position).toBe(30);
    expect(cursors.nearest('c', 30).position).toBe(30);

    cursors.remember('a', { position: 60, url: url(60) });
    cursors.remember('a', { position: 90, url: url(90) });
    expect([30, 60, 90].map((position) => cursors.nearest('a', position).position)).toEqual([0, 60, 90]);
  });
});
