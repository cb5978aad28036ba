import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CreateNodesV2, TargetConfiguration } from '@nx/devkit';

/**
 * Infers the test targets that nx.json's plugins do not: `test-stories` for every project with stories, `test-pg` for every
 * project whose vitest suite also runs on PostgreSQL. Inferred rather than written into each package.json, so a new lib
 * (from the domain generator or by hand) gets them as soon as it has stories or the tag. Their inputs live in nx.json's
 * targetDefaults, beside every other target's.
 */
export interface TestTargetsOptions {
  /** Projects whose suite runs on PostgreSQL too: any of these tags, or one of these package names. */
  postgres: { tags: string[]; projects: string[] };
}

interface PackageJson {
  name?: string;
  nx?: { tags?: string[] };
}

const hasStories = (dir: string): boolean =>
  existsSync(join(dir, 'src')) &&
  readdirSync(join(dir, 'src'), { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.stories.tsx'));

// Every story of the project, rendered with its play function in Chromium, through the one Storybook config the
// designers' Storybook uses; the path filter keeps the run to this project's files.
const storyTests = (root: string): TargetConfiguration => ({
  command: `vitest run --config vitest.storybook.config.ts ${root}/src/`,
  options: { cwd: '{workspaceRoot}' },
});

// with-postgres.sh reuses the cluster that `npm test` started once (SHARED_TEST_DATABASE_URL), or starts its own; every
// test file makes its own throw-away database on it, so targets running side by side never meet.
const postgresTests = (root: string): TargetConfiguration => ({
  command: `bash ${relative(root, '.')}/tools/scripts/with-postgres.sh vitest run`,
  options: { cwd: root },
});

function targetsOf(
  workspaceRoot: string,
  root: string,
  pkg: PackageJson,
  options: TestTargetsOptions,
): Record<string, TargetConfiguration> {
  const dir = join(workspaceRoot, root);
  const targets: Record<string, TargetConfiguration> = {};
  if (hasStories(dir)) targets['test-stories'] = storyTests(root);
  const onPostgres =
    (pkg.nx?.tags ?? []).some((tag) => options.postgres.tags.includes(tag)) || options.postgres.projects.includes(pkg.name ?? '');
  if (onPostgres && existsSync(join(dir, 'vitest.config.ts'))) targets['test-pg'] = postgresTests(root);
  return targets;
}

export const createNodesV2: CreateNodesV2<TestTargetsOptions> = [
  '{apps,libs}/**/package.json',
  (packageJsonFiles, options, context) => {
    if (!options) throw new Error('tools/nx-plugins/test-targets: options.postgres is required (see nx.json)');
    return packageJsonFiles.map((file) => {
      const root = dirname(file);
      const pkg = JSON.parse(readFileSync(join(context.workspaceRoot, file), 'utf8')) as PackageJson;
      const targets = targetsOf(context.workspaceRoot, root, pkg, options);
      return [file, Object.keys(targets).length > 0 ? { projects: { [root]: { targets } } } : {}];
    });
  },
];
