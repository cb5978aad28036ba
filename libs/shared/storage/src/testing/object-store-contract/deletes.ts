import { describe, expect, it } from 'vitest';
import type { ObjectStore } from '../../object-store';
import { patternBody } from './pattern-bytes';
import type { CurrentSubject } from './subject';

async function putAll(store: ObjectStore, keys: string[]): Promise<void> {
  for (const key of keys) await store.put(key, patternBody(1, 10));
}

async function existing(store: ObjectStore, keys: string[]): Promise<string[]> {
  const found = await Promise.all(keys.map(async (key) => ((await store.head(key)) ? [key] : [])));
  return found.flat();
}

const TREE = ['a/b/1', 'a/b/c/2', 'a/bc', 'a/bd/3', 'a/x', 'ab/4'];

export function describeDeletes(subject: CurrentSubject): void {
  describe('delete and deletePrefix', () => {
    it('deletes an object, and deleting it again or a key never stored succeeds', async () => {
      const { store } = subject();
      await putAll(store, ['gone/object', 'gone/neighbour']);
      await store.delete('gone/object');
      await expect(store.head('gone/object')).resolves.toBeUndefined();
      await expect(store.delete('gone/object')).resolves.toBeUndefined();
      await expect(store.delete('never/stored')).resolves.toBeUndefined();
      await expect(existing(store, ['gone/neighbour'])).resolves.toEqual(['gone/neighbour']);
    });

    it('with a trailing slash, deletes everything below that folder and nothing beside it', async () => {
      const { store } = subject();
      await putAll(store, TREE);
      await store.deletePrefix('a/b/');
      await expect(existing(store, TREE)).resolves.toEqual(['a/bc', 'a/bd/3', 'a/x', 'ab/4']);
    });

    it('without one, deletes every key that starts with the prefix, as S3 matches prefixes', async () => {
      const { store } = subject();
      await putAll(store, TREE);
      await store.deletePrefix('a/b');
      await expect(existing(store, TREE)).resolves.toEqual(['a/x', 'ab/4']);
      await expect(store.deletePrefix('a/b')).resolves.toBeUndefined();
      await expect(store.deletePrefix('nothing/here/')).resolves.toBeUndefined();
    });

    it('deletes more keys than one listing page holds, odd ones included', async () => {
      const { store } = subject();
      const many = Array.from({ length: 23 }, (_, index) => `many/${String(index).padStart(2, '0')}`);
      const odd = ['many/a b', 'many/&amp;', 'many/ü/ß'];
      await putAll(store, [...many, ...odd, 'many-not/kept', 'other/kept']);
      await store.deletePrefix('many/');
      await expect(existing(store, [...many, ...odd, 'many-not/kept', 'other/kept'])).resolves.toEqual(['many-not/kept', 'other/kept']);
    });

    it.each(['', '/'])('refuses the prefix %j, which would empty the store', async (prefix) => {
      const { store } = subject();
      await putAll(store, ['kept/object']);
      await expect(store.deletePrefix(prefix)).rejects.toThrow('Invalid object key');
      await expect(existing(store, ['kept/object'])).resolves.toEqual(['kept/object']);
    });
  });
}
