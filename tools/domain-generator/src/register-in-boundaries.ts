import type { Tree } from '@nx/devkit';

const ESLINT_CONFIG = 'eslint.config.mjs';

const LIST_OF = { api: 'API_DOMAINS', edge: 'EDGE_DOMAINS', web: 'WEB_DOMAINS' } as const;

/** Adds `name` to one of the root ESLint config's domain lists (e.g. `const API_DOMAINS = ['wallet'];`); the generator formats the file afterwards. */
function addToList(source: string, list: string, name: string): string {
  const pattern = new RegExp(`(const ${list} = \\[)([^\\]]*)(\\];)`);
  const match = pattern.exec(source);
  if (!match) throw new Error(`${ESLINT_CONFIG} has no \`const ${list} = [...]\``);
  const entries = (match[2] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.includes(`'${name}'`)) return source;
  return source.replace(pattern, `$1${[...entries, `'${name}'`].join(', ')}$3`);
}

/** The apps that compose the domain may import it; its own libs may import only themselves and shared libs. */
export function registerInBoundaries(tree: Tree, name: string, apps: { server?: 'api' | 'edge' | undefined; web: boolean }): void {
  let source = tree.read(ESLINT_CONFIG, 'utf-8');
  if (source === null) throw new Error(`${ESLINT_CONFIG} is missing`);
  if (apps.server) source = addToList(source, LIST_OF[apps.server], name);
  if (apps.web) source = addToList(source, LIST_OF.web, name);
  tree.write(ESLINT_CONFIG, source);
}
