import { describe, expect, it } from 'vitest';
import { expectPattern, patternBody } from './pattern-bytes';
import type { CurrentSubject } from './subject';

const HOUR_MS = 60 * 60 * 1000;

export function describeLeftovers(subject: CurrentSubject): void {
  describe('removeLeftovers', () => {
    it('drops the unfinished writes idle since before the cutoff, keeping fresher ones and every object', async () => {
      const { store, leftovers, leaveUnfinishedWrite } = subject();
      await store.put('files/kept', patternBody(1, 100));
      // More than a listing page of the fake bucket (4), so removal follows the pages.
      for (let write = 0; write < 5; write += 1) await leaveUnfinishedWrite(new Date(Date.now() - 2 * HOUR_MS));
      await leaveUnfinishedWrite(new Date());
      const cutoff = new Date(Date.now() - HOUR_MS);

      await expect(store.removeLeftovers(cutoff)).resolves.toBe(5);
      await expect(leftovers()).resolves.toBe(1);
      await expectPattern(await store.get('files/kept'), 1, 0, 100);
      await expect(store.removeLeftovers(cutoff)).resolves.toBe(0);
    });

    it('has nothing to drop in a store no put has used', async () => {
      await expect(subject().store.removeLeftovers(new Date())).resolves.toBe(0);
    });
  });
}
