import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir, processStartTime } from './data-dir-lock';

describe.skipIf(!existsSync('/proc/self/stat'))('the PGlite data folder lock, where /proc tells when a process started', () => {
  // A real other process whose pid a stale lock can name.
  let other: ChildProcess;
  let otherPid: number;
  beforeAll(() => {
    other = spawn('sleep', ['30'], { stdio: 'ignore' });
    otherPid = other.pid as number;
  });
  afterAll(() => {
    other.kill();
  });

  const folderLockedBy = (content: string) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bagel-lock-'));
    writeFileSync(join(dataDir, 'bagel.lock'), content);
    return dataDir;
  };

  it('records its own pid and start time', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bagel-lock-'));
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'bagel.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    unlock();
    expect(existsSync(join(dataDir, 'bagel.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to a process that started at another time', () => {
    const startTime = Number(processStartTime(otherPid));
    const dataDir = folderLockedBy(`${otherPid} ${startTime - 1}`);
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'bagel.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    unlock();
  });

  it('stays blocked by the process that really took the lock', () => {
    const dataDir = folderLockedBy(`${otherPid} ${processStartTime(otherPid)}`);
    expect(() => lockDataDir(dataDir)).toThrow(`is already open in process ${otherPid}; stop it or use another DATA_DIR.`);
  });

  it('obeys an old lock without a start time while its pid is alive', () => {
    expect(() => lockDataDir(folderLockedBy(String(otherPid)))).toThrow(`already open in process ${otherPid}`);
  });

  it.each([
    ['empty, as a crash between creating and writing it leaves it', ''],
    ['blank', ' \n'],
    ['naming pid 0', '0 12345'],
    ['naming a negative pid', '-1'],
    ['not a number', 'garbage here'],
  ])('treats a lock file %s as stale and takes it over', (_case, content) => {
    const dataDir = folderLockedBy(content);
    const unlock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'bagel.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    unlock();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('reads the start time after the command, whose name may hold spaces and parentheses', () => {
    // The command name is the executable's file name: a link to sleep named like this shows as `(sl) eep (x)`.
    const oddName = join(mkdtempSync(join(tmpdir(), 'bagel-lock-')), 'sl) eep (x');
    symlinkSync('/bin/sleep', oddName);
    const odd = spawn(oddName, ['30'], { stdio: 'ignore' });
    const later = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      // Started after this test process and before `later`: a field read out of place (0, or a size in bytes) would not be.
      const startOf = (pid: number | undefined) => Number(processStartTime(pid as number));
      expect(startOf(odd.pid)).toBeGreaterThanOrEqual(startOf(process.pid));
      expect(startOf(odd.pid)).toBeLessThanOrEqual(startOf(later.pid));
    } finally {
      odd.kill();
      later.kill();
    }
    expect(processStartTime(2147483646)).toBeUndefined();
  });
});
