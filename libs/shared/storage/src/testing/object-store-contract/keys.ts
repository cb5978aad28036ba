import { describe, expect, it } from 'vitest';
import { patternBody } from './pattern-bytes';
import type { CurrentSubject } from './subject';

/** Keys that would leave the local store's folder, or that no file path can hold. */
const INVALID_KEYS = ['../x', 'a/../../x', '/abs', 'a//b', 'a/./b', 'a/', '', 'nul\0byte'];

export function describeKeyChecks(subject: CurrentSubject): void {
  describe('object keys', () => {
    it.each(INVALID_KEYS)('refuses the key %j in every call', async (key) => {
      const { store } = subject();
      await expect(store.put(key, patternBody(1, 10))).rejects.toThrow('Invalid object key');
      await expect(store.get(key)).rejects.toThrow('Invalid object key');
      await expect(store.head(key)).rejects.toThrow('Invalid object key');
      await expect(store.delete(key)).rejects.toThrow('Invalid object key');
    });

    it.each(['../', '/abs/', 'a//', 'nul\0/'])('refuses the prefix %j', async (prefix) => {
      const { store } = subject();
      await expect(store.deletePrefix(prefix)).rejects.toThrow('Invalid object key');
    });
  });
}
