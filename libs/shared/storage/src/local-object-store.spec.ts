import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
    cleanup: () => rm(rootDir, { recursive: true, force: true }),
  };
});
