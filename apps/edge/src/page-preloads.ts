import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageSession } from '@bagel/account-contract';

/** Where the web build lists them (apps/web/src/build/page-preloads.ts); a hidden folder, so never served. */
const PAGE_PRELOADS_FILE = join('.vite', 'page-preloads.json');

/** The scripts a signed-in first load fetches after index.html's: the shell's; and the stylesheets they bring. */
export interface PagePreloads {
  signedIn: readonly string[];
  signedInStyles: readonly string[];
}

const isFileList = (value: unknown): value is string[] => Array.isArray(value) && value.every((file) => typeof file === 'string');

/**
 * The build's lists, read with index.html on each page (so a new build needs no restart either); none when the build
 * wrote none or something else is there: the page then loads as before, its scripts asked for by the router.
 */
export async function readPagePreloads(webRoot: string): Promise<PagePreloads | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(webRoot, PAGE_PRELOADS_FILE), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { signedIn, signedInStyles = [] } = parsed as Record<string, unknown>;
    return isFileList(signedIn) && isFileList(signedInStyles) ? { signedIn, signedInStyles } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What this visitor's first render needs: a signed-in user's page renders inside the shell. A waitlisted user may
 * see the waitlist page alone, and a signed-out visitor or an unread session says nothing: no preloads rather than
 * bytes the page may not use.
 */
export function preloadsFor(preloads: PagePreloads | undefined, session: PageSession | undefined): readonly string[] {
  if (!preloads || !session || session.user.role === 'waitlist') return [];
  return preloads.signedIn;
}

/** A built stylesheet's name, as the build writes them: nothing that reaches outside the web root. */
const BUILT_STYLESHEET = /^assets\/[\w.-]+\.css$/;

/**
 * The shell's styles, for a page drawn on the server: its markup uses their classes before its script (which links
 * them) has loaded. Put in the page itself, they cost no round trip before the first paint (a few hundred bytes).
 */
export async function readSignedInStyles(webRoot: string, preloads: PagePreloads | undefined): Promise<string> {
  const files = (preloads?.signedInStyles ?? []).filter((file) => BUILT_STYLESHEET.test(file));
  const styles = await Promise.all(files.map((file) => readFile(join(webRoot, file), 'utf8').catch(() => '')));
  return styles.join('\n');
}
