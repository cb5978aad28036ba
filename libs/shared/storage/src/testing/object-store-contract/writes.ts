import { describe, expect, it } from 'vitest';
import { ObjectTooLargeError } from '../../object-store';
import { expectPattern, MiB, patternBody, type BodyBreak } from './pattern-bytes';
import type { CurrentSubject } from './subject';

/** Over two S3 part sizes (8 MiB), so the multipart path runs with a short last part. */
const LARGE = 20 * MiB;

/**
 * Where a body goes wrong, on both sides of one S3 part: lib-storage sends a single PutObject below it and a multipart upload
 * above. Just past the first part, the failure lands while the upload is still being created; at 12 MiB, after a part is stored.
 */
const BREAK_POINTS = [
  { path: 'a single request', size: 100_000, at: 40_000 },
  { path: 'a multipart upload, just past its first part', size: LARGE, at: 8 * MiB + 64 * 1024 },
  { path: 'a multipart upload, with a part stored', size: LARGE, at: 12 * MiB },
];

export function describeWrites(subject: CurrentSubject): void {
  describe('put', () => {
    it('streams a body of several upload parts in and reads the same bytes back', async () => {
      const { store } = subject();
      await expect(store.put('files/large.bin', patternBody(1, LARGE))).resolves.toEqual({ size: LARGE });
      await expect(store.head('files/large.bin')).resolves.toEqual({ key: 'files/large.bin', size: LARGE });
      await expectPattern(await store.get('files/large.bin'), 1, 0, LARGE);
      // Across the joint of the first two parts.
      await expectPattern(await store.get('files/large.bin', { start: 8 * MiB - 5, end: 8 * MiB + 4 }), 1, 8 * MiB - 5, 10);
    });

    it('replaces an object with only the new bytes', async () => {
      const { store } = subject();
      await store.put('files/replaced.bin', patternBody(1, LARGE));
      await expect(store.put('files/replaced.bin', patternBody(2, 1000))).resolves.toEqual({ size: 1000 });
      await expect(store.head('files/replaced.bin')).resolves.toEqual({ key: 'files/replaced.bin', size: 1000 });
      await expectPattern(await store.get('files/replaced.bin'), 2, 0, 1000);
    });

    it('stores an empty body', async () => {
      const { store } = subject();
      await expect(store.put('files/empty', patternBody(1, 0))).resolves.toEqual({ size: 0 });
      await expect(store.head('files/empty')).resolves.toEqual({ key: 'files/empty', size: 0 });
      await expectPattern(await store.get('files/empty'), 1, 0, 0);
    });

    it('accepts a body of exactly maxBytes', async () => {
      const { store } = subject();
      await expect(store.put('files/exact', patternBody(1, 1000), { maxBytes: 1000 })).resolves.toEqual({ size: 1000 });
    });

    it.each(BREAK_POINTS)('refuses a body over maxBytes sent as $path, keeping the object already there', async ({ size, at }) => {
      const { store, leftovers } = subject();
      await store.put('files/kept', patternBody(3, 500));
      const body = patternBody(4, size);
      await expect(store.put('files/kept', body, { maxBytes: at })).rejects.toBeInstanceOf(ObjectTooLargeError);
      await expect(store.put('files/new', patternBody(4, size), { maxBytes: at })).rejects.toBeInstanceOf(ObjectTooLargeError);
      // The rest of the body is never read.
      expect(body.destroyed).toBe(true);
      await expectPattern(await store.get('files/kept'), 3, 0, 500);
      await expect(store.head('files/new')).resolves.toBeUndefined();
      await expect(leftovers()).resolves.toBe(0);
    });

    describe.each(BREAK_POINTS)('a body sent as $path that fails midway', ({ size, at }) => {
      const breaks: { what: string; breakAt: BodyBreak }[] = [
        { what: 'errors', breakAt: { offset: at, error: new Error('the client went away') } },
        { what: 'is destroyed without an error', breakAt: { offset: at } },
      ];

      it.each(breaks)('$what: rejects and keeps nothing, leaving the old object whole', async ({ breakAt }) => {
        const { store, leftovers } = subject();
        await store.put('files/kept', patternBody(3, 500));
        const failed = store.put('files/kept', patternBody(5, size, breakAt));
        await (breakAt.error ? expect(failed).rejects.toThrow(breakAt.error.message) : expect(failed).rejects.toThrow());
        await expect(store.put('files/new', patternBody(5, size, breakAt))).rejects.toThrow();
        await expectPattern(await store.get('files/kept'), 3, 0, 500);
        await expect(store.head('files/new')).resolves.toBeUndefined();
        await expect(leftovers()).resolves.toBe(0);
      });
    });
  });
}
