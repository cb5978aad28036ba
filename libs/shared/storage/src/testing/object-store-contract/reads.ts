import { describe, expect, it } from 'vitest';
import { ObjectNotFoundError } from '../../object-store';
import { expectPattern, patternBody } from './pattern-bytes';
import type { CurrentSubject } from './subject';

export function describeReads(subject: CurrentSubject): void {
  describe('get and head', () => {
    it.each([
      { range: { start: 0, end: 0 }, from: 0, length: 1 },
      { range: { start: 10, end: 19 }, from: 10, length: 10 },
      { range: { start: 999, end: 999 }, from: 999, length: 1 },
      { range: { start: 0, end: 999 }, from: 0, length: 1000 },
      // Like S3 and HTTP: an end past the object is clamped to its last byte.
      { range: { start: 990, end: 5000 }, from: 990, length: 10 },
    ])('reads the inclusive range $range.start-$range.end', async ({ range, from, length }) => {
      const { store } = subject();
      await store.put('ranges/object', patternBody(1, 1000));
      await expectPattern(await store.get('ranges/object', range), 1, from, length);
    });

    it.each([
      { start: 1000, end: 1000 },
      { start: 5000, end: 6000 },
    ])('rejects a range starting at or past the end ($start-$end)', async (range) => {
      const { store } = subject();
      await store.put('ranges/object', patternBody(1, 1000));
      await expect(store.get('ranges/object', range)).rejects.toThrow();
      await expect(store.get('ranges/object', range)).rejects.not.toBeInstanceOf(ObjectNotFoundError);
    });

    it.each([
      { start: 5, end: 4 },
      { start: -1, end: 4 },
      { start: 0.5, end: 4 },
    ])('rejects a malformed range ($start-$end)', async (range) => {
      const { store } = subject();
      await store.put('ranges/object', patternBody(1, 1000));
      await expect(store.get('ranges/object', range)).rejects.toThrow('Invalid byte range');
    });

    it('rejects a missing object with ObjectNotFoundError, and head reports none', async () => {
      const { store } = subject();
      await expect(store.get('missing/object')).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store.get('missing/object', { start: 0, end: 10 })).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store.head('missing/object')).resolves.toBeUndefined();
    });

    it('finds no object at a key that only begins other keys, or continues one', async () => {
      const { store } = subject();
      await store.put('folder/object', patternBody(1, 10));
      for (const key of ['folder', 'folder/object/below']) {
        await expect(store.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
        await expect(store.head(key)).resolves.toBeUndefined();
      }
    });

    it('keeps keys holding spaces, non-ASCII letters and URL or XML syntax apart', async () => {
      const { store } = subject();
      const keys = ['odd/a b', 'odd/a+b', 'odd/a%20b', 'odd/q?x=1&y=2#top', 'odd/<tag attr="v">', 'odd/ünïcødé ✓ 𝄞'];
      for (const [seed, key] of keys.entries()) await store.put(key, patternBody(seed, 100 + seed));
      for (const [seed, key] of keys.entries()) {
        await expect(store.head(key)).resolves.toEqual({ key, size: 100 + seed });
        await expectPattern(await store.get(key), seed, 0, 100 + seed);
      }
    });
  });
}
