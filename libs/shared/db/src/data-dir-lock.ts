import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same folder would corrupt it.
 * The lock names its holder's pid, so a lock left by a killed process is taken over, not obeyed.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'bagel.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(`The database in ${dataDir} is already open in process ${holder}; stop it or use another DATA_DIR.`, {
          cause: error,
        });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}`);
}
