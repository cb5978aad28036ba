import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';

/**
 * One Nx target per journey of an e2e project (`journey-<name>`, from its `journeys.json`), each cached on what that
 * journey reads, and `e2e` running them all. A single target for all the journeys reran the whole 7 minutes after any
 * change to the web bundle; this way a change to one domain's screens reruns the journeys that assert them, and a
 * change to what every journey passes through (the apps, shared code, sign-in) reruns them all.
 */
interface JourneysFile {
  /** Projects every journey passes through: Nx project patterns or domain names. */
  everyJourney: string[];
  journeys: Record<string, { specs: string[]; reads: string[] }>;
}

/** A domain's name stands for each of its libs (contract, data access, feature, server); anything else is an Nx pattern. */
const projectPattern = (entry: string): string => (entry.startsWith('@') || entry.includes(':') ? entry : `tag:scope:${entry}`);

const journeyTarget = (name: string, specs: string[], reads: string[]): TargetConfiguration => ({
  // Each journey's runner starts a product of its own on free ports and a data dir of its own, and writes its
  // results to its own folder, so two journeys can run side by side.
  command: `playwright test ${specs.map((spec) => `src/${spec}`).join(' ')} --output test-results/${name}`,
  options: { cwd: '{projectRoot}' },
  cache: true,
  // The web app it serves and the servers are built first (once, by Nx, for every journey); the journey's cache key is
  // the sources it reads, not the bundles, which every web lib (and every server lib) changes.
  dependsOn: [
    { projects: ['@bagel/web'], target: 'build' },
    { projects: ['@bagel/api', '@bagel/edge'], target: 'bundle' },
  ],
  inputs: [
    ...specs.map((spec) => `{projectRoot}/src/${spec}`),
    '{projectRoot}/src/support/**/*',
    '{projectRoot}/playwright.config.ts',
    '{projectRoot}/package.json',
    'sharedGlobals',
    { input: 'production', projects: reads.map(projectPattern) },
    '{workspaceRoot}/tools/scripts/start.mjs',
    '{workspaceRoot}/tools/scripts/build-product.mjs',
    '{workspaceRoot}/tools/scripts/supervise.mjs',
    '{workspaceRoot}/tools/scripts/build-servers.mjs',
    { env: 'WEB_DIST' },
    { externalDependencies: ['@playwright/test'] },
  ],
  metadata: { description: `The ${name} journeys (${specs.join(', ')}) in Chromium, on a product of their own.` },
});

export const createNodesV2: CreateNodesV2 = [
  'apps/*/journeys.json',
  (files, _options, context) =>
    files.map((file) => {
      const { everyJourney, journeys } = JSON.parse(readFileSync(join(context.workspaceRoot, file), 'utf8')) as JourneysFile;
      // A spec no journey names would never run: refuse the graph until it has one.
      const named = new Set(Object.values(journeys).flatMap(({ specs }) => specs));
      const unnamed = readdirSync(join(context.workspaceRoot, dirname(file), 'src')).filter(
        (spec) => spec.endsWith('.spec.ts') && !named.has(spec),
      );
      if (unnamed.length > 0) throw new Error(`${file}: no journey runs ${unnamed.join(', ')}; add them to a journey's specs`);
      const targets: Record<string, TargetConfiguration> = {};
      for (const [name, { specs, reads }] of Object.entries(journeys)) {
        targets[`journey-${name}`] = journeyTarget(name, specs, [...everyJourney, ...reads]);
      }
      targets['e2e'] = {
        executor: 'nx:noop',
        dependsOn: Object.keys(targets),
        metadata: { description: 'Every journey (each replays from the cache unless what it reads changed).' },
      };
      return [file, { projects: { [dirname(file)]: { targets } } }];
    }),
];
