import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * When the process with this pid started (clock ticks since boot: field 22 of `/proc/<pid>/stat`), or
 * undefined where there is no `/proc` or no such process. A pid is reused once its process is gone; the pair
 * of pid and start time is not.
 */
export function processStartTime(pid: number): string | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Field 2 is the command in parentheses and may itself hold spaces and ')': the fields after it follow the last ')'.
  const fieldsFromState = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fieldsFromState[22 - 3];
}

interface LockHolder {
  pid: number;
  /** Absent in locks written before start times were recorded, or where there is no `/proc`. */
  startTime?: string;
}

/**
 * The file holds `<pid>` or `<pid> <start time>`. Anything else (an empty file left by a crash or a full disk
 * while an older version wrote it, or garbage) names no process: undefined, and the lock is stale. pid 0 and
 * negative pids would name process groups to `kill`, never a holder.
 */
function readHolder(file: string): LockHolder | undefined {
  const [pid = '', startTime] = readFileSync(file, 'utf8').trim().split(/\s+/);
  if (!/^[1-9]\d*$/.test(pid) || !Number.isSafeInteger(Number(pid))) return undefined;
  return { pid: Number(pid), ...(startTime ? { startTime } : {}) };
}

/**
 * Creates the lock file with its content in one step: written to a file of this process's own first, then
 * hard-linked to the lock's name, which fails if the lock exists. No process ever sees the lock empty or half
 * written, so an empty one can only be left over, and is taken over.
 */
function createLockFile(file: string, content: string): void {
  const own = `${file}.${process.pid}`;
  writeFileSync(own, content);
  try {
    linkSync(own, file);
  } finally {
    rmSync(own, { force: true });
  }
}

/** Whether the process that wrote the lock is still running: its pid is alive and is not a newer process that reused it. */
function holderRunning({ pid, startTime }: LockHolder): boolean {
  if (!isAlive(pid)) return false;
  const current = processStartTime(pid);
  return startTime === undefined || current === undefined || current === startTime;
}

/**
 * PGlite is a single-process database: a second process opening the same folder would corrupt it.
 * The lock names its holder's pid and start time, so a lock left by a killed process is taken over, not
 * obeyed, even when a container restart handed its pid to another process.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'bagel.lock');
  const startTime = processStartTime(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      createLockFile(file, startTime ? `${process.pid} ${startTime}` : String(process.pid));
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.pid !== process.pid && holderRunning(holder)) {
        throw new Error(`The database in ${dataDir} is already open in process ${holder.pid}; stop it or use another DATA_DIR.`, {
          cause: error,
        });
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${dataDir}`);
}
