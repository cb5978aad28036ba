import { randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFiles, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { registerInBoundaries } from './register-in-boundaries';

export interface DomainOptions {
  /** kebab-case, as the spec names the domain. */
  name: string;
  server?: 'api' | 'edge' | 'none';
  web?: boolean;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * `nx g @bagel/domain-generator:domain <name>`: the libs a domain needs, configured like every other domain
 * (a contract lib, tags, presets, a schema and migrations of its own, a first test and story), and allowed in the boundaries of
 * the apps that compose it. Mounting the plugin and the page stays a deliberate edit of the app.
 */
export async function domainGenerator(tree: Tree, options: DomainOptions): Promise<GeneratorCallback> {
  const { name, server = 'api', web = true } = options;
  if (!KEBAB.test(name)) throw new Error(`"${name}" is not a kebab-case name (e.g. fine-tuning)`);
  if (tree.exists(join('libs', name))) throw new Error(`libs/${name} exists already`);
  if (server === 'none' && !web) throw new Error('A domain needs a server lib, a web lib or both');

  const { className, propertyName, fileName } = names(name);
  const substitutions = {
    fileName,
    className,
    propertyName,
    schemaName: fileName.replace(/-/g, '_'),
    title: fileName.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()),
    snapshotId: randomUUID(),
    createdAt: Date.now(),
    template: '',
  };
  // Every domain has a contract: the calls and texts other domains and the apps may import.
  generateFiles(tree, fileURLToPath(new URL('../files/contract', import.meta.url)), join('libs', name, 'contract'), substitutions);
  if (server !== 'none')
    generateFiles(tree, fileURLToPath(new URL('../files/server', import.meta.url)), join('libs', name, 'server'), substitutions);
  if (web) generateFiles(tree, fileURLToPath(new URL('../files/web', import.meta.url)), join('libs', name, 'web'), substitutions);
  registerInBoundaries(tree, name, { server: server === 'none' ? undefined : server, web });

  // Workspaces are linked (and the lockfile updated) only by npm itself; the TypeScript project references
  // (`tsc -b`) follow from the project graph, which sees the new libs only once they are linked.
  return () => {
    execSync('npm install --no-audit --no-fund', { cwd: tree.root, stdio: 'inherit' });
    execSync('npx nx sync', { cwd: tree.root, stdio: 'inherit' });
  };
}

export default domainGenerator;
