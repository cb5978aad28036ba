import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { limitBytes } from './byte-limit';
import { assertByteRange, assertObjectKey, assertObjectPrefix } from './object-key';
import { ObjectNotFoundError, type ObjectStore } from './object-store';
import { STREAM_BUFFER_BYTES } from './stream-buffer';

/** Errors that mean "no object at this path": it, or a folder on its way, is missing or is not what the path needs. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isAbsent = (error: unknown) => ABSENT.has((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files on the local disk: `<rootDir>/objects/<key>`. A put writes to `<rootDir>/.partial/<random>` and renames the
 * finished file into place, so a crash, an abort or a too-large body never leaves half a file at the key (and a reader of the old
 * object keeps reading it whole). Partial files sit beside the objects folder rather than in it so that no key can name one; a
 * process killed mid-put leaves its partial file, which `removeLeftovers` drops once it has not been written to for a while.
 */
export function createLocalObjectStore(rootDir: string): ObjectStore {
  const objectsDir = join(rootDir, 'objects');
  const partialDir = join(rootDir, '.partial');
  const pathOf = (key: string) => {
    assertObjectKey(key);
    return join(objectsDir, ...key.split('/'));
  };

  return {
    name: 'Local disk',

    async put(key, body, options = {}) {
      const target = pathOf(key);
      const limited = limitBytes(key, body, options.maxBytes);
      const partial = join(partialDir, randomUUID());
      try {
        await mkdir(partialDir, { recursive: true });
        await pipeline(limited.stream, createWriteStream(partial, { flags: 'wx', highWaterMark: STREAM_BUFFER_BYTES }));
        await mkdir(dirname(target), { recursive: true });
        await rename(partial, target);
        return { size: limited.bytes() };
      } catch (error) {
        // Stops reading the body if the failure was ours (no folder, full disk), then drops whatever was written.
        limited.stream.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const path = pathOf(key);
      assertByteRange(range);
      const file = await open(path, 'r').catch((error: unknown) => {
        throw isAbsent(error) ? new ObjectNotFoundError(key) : error;
      });
      try {
        // A folder opens too (it holds longer keys); it is no object.
        const info = await file.stat();
        if (!info.isFile()) throw new ObjectNotFoundError(key);
        const size = info.size;
        // Like S3: an end past the object is clamped, a start past it is an error.
        if (range && range.start >= size)
          throw new Error(`Range ${range.start}-${range.end} starts past the end of ${key} (${size} bytes)`);
        return file.createReadStream(range && { start: range.start, end: Math.min(range.end, size - 1) });
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async head(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        return info.isFile() ? { key, size: info.size } : undefined;
      } catch (error) {
        if (isAbsent(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: unknown) => {
        if (!isAbsent(error)) throw error;
      });
    },

    async deletePrefix(prefix) {
      assertObjectPrefix(prefix);
      // `a/b/` lists folder `a/b` and removes every entry; `a/b` lists folder `a` and removes entries starting with `b`, files and
      // folders alike, since every key below such a folder starts with the prefix too.
      const segments = prefix.split('/');
      const namePrefix = segments.pop() ?? '';
      const folder = join(objectsDir, ...segments);
      const names = await readdir(folder).catch((error: unknown) => {
        if (isAbsent(error)) return [];
        throw error;
      });
      await Promise.all(
        names.filter((name) => name.startsWith(namePrefix)).map((name) => rm(join(folder, name), { recursive: true, force: true })),
      );
    },

    async removeLeftovers(idleSince) {
      const names = await readdir(partialDir).catch((error: unknown) => {
        if (isAbsent(error)) return [];
        throw error;
      });
      const idle = await Promise.all(
        names.map(async (name) => {
          // A put that finished meanwhile renamed its file away.
          const info = await stat(join(partialDir, name)).catch(() => undefined);
          return info && info.mtime < idleSince ? name : undefined;
        }),
      );
      const stale = idle.filter((name) => name !== undefined);
      await Promise.all(stale.map((name) => rm(join(partialDir, name), { force: true })));
      return stale.length;
    },
  };
}
