import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { domainGenerator } from './domain.generator';
import { nextSteps } from './next-steps';

const fromWorkspace = (path: string) => readFileSync(fileURLToPath(new URL(`../../../${path}`, import.meta.url)), 'utf-8');

let tree: Tree;
beforeEach(() => {
  tree = createTreeWithEmptyWorkspace();
  tree.write('eslint.config.mjs', fromWorkspace('eslint.config.mjs'));
  // Prettier with the workspace's settings (Nx's empty workspace says oxfmt; a virtual tree's Prettier reads only `.prettierrc`).
  tree.delete('.oxfmtrc.json');
  tree.write('.prettierrc', fromWorkspace('.prettierrc.json'));
});

const json = (path: string) => JSON.parse(tree.read(path, 'utf-8') ?? 'null');
const text = (path: string) => tree.read(path, 'utf-8') ?? '';
const domainList = (list: string) => new RegExp(`const ${list} = \\[([^\\]]*)\\];`).exec(text('eslint.config.mjs'))?.[1] ?? '';
const filesUnder = (dir: string): string[] =>
  tree.children(dir).flatMap((child) => (tree.isFile(`${dir}/${child}`) ? [`${dir}/${child}`] : filesUnder(`${dir}/${child}`)));

describe('the domain generator', () => {
  it('writes the four libs of a domain, each tagged for its layer, and nothing left unrendered', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });

    expect(tree.children('libs/fine-tuning').sort()).toEqual(['contract', 'data-access', 'server', 'web']);
    const libs = ['contract', 'data-access', 'server', 'web'].map((lib) => json(`libs/fine-tuning/${lib}/package.json`));
    expect(libs.map((lib) => [lib.name, lib.nx.tags])).toEqual([
      ['@bagel/fine-tuning-contract', ['scope:fine-tuning', 'type:contract']],
      ['@bagel/fine-tuning-data-access', ['scope:fine-tuning', 'type:data-access']],
      ['@bagel/fine-tuning-server', ['scope:fine-tuning', 'type:server']],
      ['@bagel/fine-tuning-web', ['scope:fine-tuning', 'type:feature']],
    ]);
    const files = filesUnder('libs/fine-tuning');
    expect(files.filter((file) => /<%|__\w+__|\.template$/.test(file + text(file)))).toEqual([]);
  });

  it('writes a contract lib with the example route, its schemas and its texts', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });

    expect(text('libs/fine-tuning/contract/src/index.ts')).toBe(
      "export * from './fine-tuning.routes';\nexport * from './fine-tuning-texts';\n",
    );
    const routes = text('libs/fine-tuning/contract/src/fine-tuning.routes.ts');
    expect(routes).toContain('export const FineTuningItem = v.object({');
    expect(routes).toContain('export const listFineTuningItems = defineRoute({');
    expect(routes).toContain("path: '/api/v1/fine-tuning/{userId}/items'");
    expect(routes).toContain("access: 'user'");
    expect(routes).toContain("owner: { in: 'params', field: 'userId' }");
    expect(text('libs/fine-tuning/contract/src/fine-tuning-texts.ts')).toContain("title: 'Fine tuning'");
  });

  it('writes a data-access lib: the key factory, the query hook, the invalidator and their spec', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });
    const src = 'libs/fine-tuning/data-access/src';

    expect(text(`${src}/fine-tuning-keys.ts`)).toContain(
      'items: (userId: string) => routeQueryKey(listFineTuningItems, { params: { userId } })',
    );
    expect(text(`${src}/use-fine-tuning-items.ts`)).toContain('routeQuery(call, listFineTuningItems, { params: { userId } })');
    expect(text(`${src}/invalidate-fine-tuning.ts`)).toContain('export async function invalidateFineTuning(');
    expect(text(`${src}/index.ts`)).toContain("export { useFineTuningItems } from './use-fine-tuning-items';");
    expect(tree.exists(`${src}/fine-tuning-data-access.spec.tsx`)).toBe(true);
    expect(text('libs/fine-tuning/data-access/vitest.config.ts')).toContain('webTests');
  });

  it('writes a server lib: the plugin on registerRoute, a schema and first migration of its own, a repository, a test app and its spec', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });
    const lib = 'libs/fine-tuning/server';

    expect(json(`${lib}/package.json`).exports).toEqual({ '.': './src/index.ts', './testing': './src/testing.ts' });
    expect(text(`${lib}/vitest.config.ts`)).toContain('serverTests');
    expect(text(`${lib}/src/fine-tuning.plugin.ts`)).toContain('registerRoute(app, listFineTuningItems,');
    expect(text(`${lib}/src/fine-tuning.plugin.ts`)).toContain("name: 'fine-tuning'");
    expect(text(`${lib}/src/fine-tuning.schema.ts`)).toContain("pgSchema('fine_tuning')");
    expect(text(`${lib}/src/fine-tuning-items.repository.ts`)).toContain('export async function listItemsOf(');
    expect(text(`${lib}/src/index.ts`)).toContain('fineTuningPlugin, type FineTuningPluginOptions');
    expect(text(`${lib}/src/testing.ts`)).toContain('startFineTuningTestApp');
    expect(text(`${lib}/src/fine-tuning.plugin.spec.ts`)).toContain('await startFineTuningTestApp()');

    const migration = text(`${lib}/migrations/0000_fine-tuning.sql`);
    expect(migration).toMatch(/^CREATE SCHEMA "fine_tuning";/);
    expect(migration).toContain('CREATE TABLE "fine_tuning"."items"');
    expect(json(`${lib}/migrations/meta/_journal.json`).entries).toEqual([expect.objectContaining({ idx: 0, tag: '0000_fine-tuning' })]);
    const snapshot = json(`${lib}/migrations/meta/0000_snapshot.json`);
    expect(snapshot.schemas).toEqual({ fine_tuning: 'fine_tuning' });
    expect(Object.keys(snapshot.tables)).toEqual(['fine_tuning.items']);
  });

  it('writes a feature lib: a page on the data access, its component test with a fake of the route, and stories of its states', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });
    const src = 'libs/fine-tuning/web/src';

    expect(text('libs/fine-tuning/web/vitest.config.ts')).toContain('webTests');
    expect(text(`${src}/fine-tuning-page.tsx`)).toContain("import { useFineTuningItems } from '@bagel/fine-tuning-data-access';");
    expect(text(`${src}/testing/fine-tuning-fakes.ts`)).toContain('fakeRoute(listFineTuningItems,');
    expect(text(`${src}/fine-tuning-page.spec.tsx`)).toContain('renderWithProviders(<FineTuningPage />');
    const stories = text(`${src}/fine-tuning-page.stories.tsx`);
    expect(stories).toContain("title: 'FineTuning/FineTuningPage'");
    expect([...stories.matchAll(/^export const (\w+): Story/gm)].map((match) => match[1])).toEqual([
      'Listed',
      'Loading',
      'Empty',
      'LoadFailed',
    ]);
  });

  it('gives an edge domain a same-origin call on the session, and a domain without web no data access', async () => {
    await domainGenerator(tree, { name: 'referral-stash', server: 'edge', web: false });

    const routes = text('libs/referral-stash/contract/src/referral-stash.routes.ts');
    expect(routes).toContain("path: '/api/referral-stash/{userId}/items'");
    expect(routes).toContain("access: 'session'");
    expect(tree.children('libs/referral-stash').sort()).toEqual(['contract', 'server']);
  });

  it('lets the apps that compose the domain import it, and nobody else', async () => {
    await domainGenerator(tree, { name: 'hub', server: 'api' });
    await domainGenerator(tree, { name: 'referral-stash', server: 'edge', web: false });

    expect(domainList('API_DOMAINS')).toContain("'hub'");
    expect(domainList('WEB_DOMAINS')).toContain("'hub'");
    expect(domainList('EDGE_DOMAINS')).not.toContain("'hub'");
    expect(domainList('EDGE_DOMAINS')).toContain("'referral-stash'");
    expect(domainList('WEB_DOMAINS')).not.toContain("'referral-stash'");
  });

  it('leaves mounting to the author, and says where', () => {
    expect(nextSteps('fine-tuning', { server: 'api', web: true })).toEqual([
      expect.stringMatching(
        /^apps\/api\/src\/app\.ts: .*fineTuningMigrations to API_MIGRATIONS .*app\.register\(fineTuningPlugin, \{ db \}\)/,
      ),
      expect.stringMatching(/^apps\/web: .*apps\/web\/src\/pages\/fine-tuning\.ts .*FineTuningPage as Component/),
    ]);
    expect(nextSteps('referral-stash', { server: 'edge', web: false })).toEqual([
      expect.stringMatching(/^apps\/edge\/src\/app\.ts: .*referralStashMigrations to EDGE_MIGRATIONS/),
    ]);
    expect(nextSteps('wizard', { server: 'none', web: true })).toEqual([expect.stringMatching(/^apps\/web: /)]);
  });

  it('refuses a name that is not kebab-case, a domain that exists, and a domain with no lib', async () => {
    await expect(domainGenerator(tree, { name: 'FineTuning' })).rejects.toThrow(/kebab-case/);
    await domainGenerator(tree, { name: 'hub' });
    await expect(domainGenerator(tree, { name: 'hub' })).rejects.toThrow(/exists already/);
    await expect(domainGenerator(tree, { name: 'market', server: 'none', web: false })).rejects.toThrow(/server lib, a web lib or both/);
  });
});
