import { randomUUID } from 'node:crypto';
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFiles, generateFiles, logger, names, type GeneratorCallback, type Tree } from '@nx/devkit';
import { nextSteps } from './next-steps';
import { registerInBoundaries } from './register-in-boundaries';

export interface DomainOptions {
  /** kebab-case, as the spec names the domain. */
  name: string;
  server?: 'api' | 'edge' | 'none';
  web?: boolean;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** api's calls take a user's key; edge's the session cookie and stay same-origin (`useApiCall` sends `/api/v1/…` to api). */
const exampleRoute = (fileName: string, server: DomainOptions['server']) =>
  server === 'edge'
    ? { routePath: `/api/${fileName}/{userId}/items`, routeAccess: 'session' }
    : { routePath: `/api/v1/${fileName}/{userId}/items`, routeAccess: 'user' };

const filesOf = (lib: string) => fileURLToPath(new URL(`../files/${lib}`, import.meta.url));

/**
 * `nx g @bagel/domain-generator:domain <name>`: a domain in the shape every domain has, around one example call
 * (`list<Name>Items`, a user's items) that runs end to end: the contract lib (route, schemas, texts), the server lib
 * (plugin, schema and first migration of its own, repository, test app and integration spec), the data-access lib
 * (key factory, query hook, invalidator, spec) and the feature lib (page with its states, component test, fake, stories),
 * allowed in the boundaries of the apps that compose it. Mounting the plugin and the page stays a deliberate edit of
 * the apps: the generator prints those steps.
 */
export async function domainGenerator(tree: Tree, options: DomainOptions): Promise<GeneratorCallback> {
  const { name, server = 'api', web = true } = options;
  if (!KEBAB.test(name)) throw new Error(`"${name}" is not a kebab-case name (e.g. fine-tuning)`);
  if (tree.exists(join('libs', name))) throw new Error(`libs/${name} exists already`);
  if (server === 'none' && !web) throw new Error('A domain needs a server lib, a web lib or both');

  const { className, propertyName, constantName, fileName } = names(name);
  const title = fileName.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
  const route = exampleRoute(fileName, server);
  const substitutions = {
    fileName,
    className,
    propertyName,
    constantName,
    schemaName: fileName.replace(/-/g, '_'),
    title,
    lowerTitle: title.toLowerCase(),
    ...route,
    routeMethodAndPath: `GET ${route.routePath}`,
    snapshotId: randomUUID(),
    createdAt: Date.now(),
    template: '',
  };
  const libs = ['contract', ...(server === 'none' ? [] : ['server']), ...(web ? ['data-access', 'web'] : [])];
  for (const lib of libs) generateFiles(tree, filesOf(lib), join('libs', name, lib), substitutions);
  registerInBoundaries(tree, name, { server: server === 'none' ? undefined : server, web });
  // The workspace's Prettier settings, so the new files and the lengthened domain lists pass the format check as written.
  await formatFiles(tree);

  // Workspaces are linked (and the lockfile updated) only by npm itself; the TypeScript project references
  // (`tsc -b`) follow from the project graph, which sees the new libs only once they are linked.
  return () => {
    execSync('npm install --no-audit --no-fund', { cwd: tree.root, stdio: 'inherit' });
    execSync('npx nx sync', { cwd: tree.root, stdio: 'inherit' });
    logger.info(`\nWritten: ${libs.map((lib) => `libs/${name}/${lib}`).join(', ')}; linked by npm, referenced by nx sync.`);
    logger.info('Not done, left to you (each is a deliberate edit of an app):');
    for (const step of nextSteps(name, { server, web })) logger.info(`- ${step}`);
  };
}

export default domainGenerator;
