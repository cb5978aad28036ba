import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalObjectStore } from './local-object-store';
import { describeObjectStoreContract } from './testing/object-store-contract';

/** Partial files are what a put leaves if it fails to clean up. */
async function countPartialFiles(rootDir: string): Promise<number> {
  const names = await readdir(join(rootDir, '.partial')).catch(() => []);
  return names.length;
}

describeObjectStoreContract('The local disk store', async () => {
  const rootDir = await mkdtemp(join(tmpdir(), 'bagel-storage-'));
  return {
    store: createLocalObjectStore(rootDir),
    leftovers: () => countPartialFiles(rootDir),
    async leaveUnfinishedWrite(idleSince) {
      const partial = join(rootDir, '.partial', randomUUID());
      await mkdir(join(rootDir, '.partial'), { recursive: true });
      await writeFile(partial, 'half a file');
      await utimes(partial, idleSince, idleSince);
    },
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
});
