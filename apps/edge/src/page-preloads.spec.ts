import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionPayload } from '@bagel/account-contract';
import { preloadsFor, readPagePreloads } from './page-preloads';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-preloads-'));
  mkdirSync(join(root, '.vite'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const LISTS = { signedIn: ['assets/shell.js'], signedInStyles: ['assets/shell.css'] };
const sessionOf = (role: 'user' | 'admin' | 'waitlist') => ({ user: { role } }) as SessionPayload;

describe('readPagePreloads', () => {
  it("reads the build's lists, and none when the file is missing or holds anything else", async () => {
    expect(await readPagePreloads(root)).toBeUndefined();
    const malformed = ['not json', 'null', '[]', '{"signedOut":["a.js"]}', '{"signedIn":[1]}', '{"signedIn":"a.js"}'];
    for (const text of [...malformed, '{"signedIn":["a.js"],"signedInStyles":"a.css"}']) {
      writeFileSync(join(root, '.vite', 'page-preloads.json'), text);
      expect(await readPagePreloads(root), text).toBeUndefined();
    }
    writeFileSync(join(root, '.vite', 'page-preloads.json'), JSON.stringify(LISTS));
    expect(await readPagePreloads(root)).toEqual(LISTS);
    // A build from before the styles were listed.
    writeFileSync(join(root, '.vite', 'page-preloads.json'), JSON.stringify({ signedIn: ['assets/shell.js'] }));
    expect(await readPagePreloads(root)).toEqual({ signedIn: ['assets/shell.js'], signedInStyles: [] });
  });
});

describe('preloadsFor', () => {
  it('names the shell for a signed-in user, the landing page signed out, and nothing it cannot be sure of', () => {
    expect(preloadsFor(LISTS, sessionOf('user'))).toEqual(['assets/shell.js']);
    expect(preloadsFor(LISTS, sessionOf('admin'))).toEqual(['assets/shell.js']);
    // A waitlisted user may see the waitlist page alone; signed out, an unread session or no lists say nothing.
    expect(preloadsFor(LISTS, sessionOf('waitlist'))).toEqual([]);
    expect(preloadsFor(LISTS, null)).toEqual([]);
    expect(preloadsFor(LISTS, undefined)).toEqual([]);
    expect(preloadsFor(undefined, sessionOf('user'))).toEqual([]);
  });
});
