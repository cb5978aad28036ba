import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from './database';
import { applyMigrations, type MigrationSet } from './migrations';

/** Whatever changes what a migrated database holds: PGlite's own version and every migration file. */
function fingerprint(sets: readonly MigrationSet[]): string {
  const hash = createHash('sha256');
  // The package does not export its package.json; its entry point sits in dist/, one level below it.
  hash.update(readFileSync(new URL('../package.json', import.meta.resolve('@electric-sql/pglite'))));
  for (const set of sets) {
    hash.update(set.table);
    for (const name of readdirSync(set.folder, { recursive: true, encoding: 'utf8' }).sort()) {
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(join(set.folder, name)));
    }
  }
  return hash.digest('hex').slice(0, 32);
}

const WEEK_MS = 7 * 24 * 3600_000;

/** Each change of a migration makes a new template (tens of MB); old ones go once nobody has written one for a week. */
function forgetStaleTemplates(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (Date.now() - statSync(path).mtimeMs > WEEK_MS) rmSync(path, { force: true });
  }
}

/**
 * A dump of a freshly migrated PGlite for these migration sets, made once per machine and shared by every test
 * file and worker through the file system. initdb takes seconds on these machines; loading the dump a fraction
 * of that, and the migrations then have nothing left to do.
 */
export async function migratedTemplate(sets: readonly MigrationSet[]): Promise<Blob> {
  const dir = join(tmpdir(), 'bagel-pglite-templates');
  const file = join(dir, `${fingerprint(sets)}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const handle = await openDatabase({});
    try {
      await applyMigrations(handle, sets);
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed: a worker reading at the same moment sees the whole dump or none.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      forgetStaleTemplates(dir);
      return dump;
    } finally {
      await handle.close();
    }
  }
}
