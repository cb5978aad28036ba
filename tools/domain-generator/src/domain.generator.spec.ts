import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Tree } from '@nx/devkit';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { domainGenerator } from './domain.generator';

const rootEslintConfig = readFileSync(fileURLToPath(new URL('../../../eslint.config.mjs', import.meta.url)), 'utf-8');

let tree: Tree;
beforeEach(() => {
  tree = createTreeWithEmptyWorkspace();
  tree.write('eslint.config.mjs', rootEslintConfig);
});

const json = (path: string) => JSON.parse(tree.read(path, 'utf-8') ?? 'null');
const text = (path: string) => tree.read(path, 'utf-8') ?? '';
const domainList = (list: string) => new RegExp(`const ${list} = \\[([^\\]]*)\\];`).exec(text('eslint.config.mjs'))?.[1] ?? '';

describe('the domain generator', () => {
  it('writes a server lib configured like every domain, with a schema and a first migration of its own', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });

    expect(json('libs/fine-tuning/server/package.json')).toMatchObject({
      name: '@bagel/fine-tuning-server',
      exports: { '.': './src/index.ts' },
      nx: { tags: ['scope:fine-tuning', 'type:server'] },
    });
    expect(text('libs/fine-tuning/server/vitest.config.ts')).toContain('serverTests');
    expect(text('libs/fine-tuning/server/src/fine-tuning.schema.ts')).toContain("pgSchema('fine_tuning')");
    expect(text('libs/fine-tuning/server/src/fine-tuning.plugin.ts')).toContain("name: 'fine-tuning'");
    expect(text('libs/fine-tuning/server/src/index.ts')).toContain('fineTuningPlugin, type FineTuningPluginOptions');
    expect(text('libs/fine-tuning/server/migrations/0000_fine-tuning.sql').trim()).toBe('CREATE SCHEMA "fine_tuning";');
    expect(json('libs/fine-tuning/server/migrations/meta/_journal.json').entries).toEqual([
      expect.objectContaining({ idx: 0, tag: '0000_fine-tuning' }),
    ]);
    expect(json('libs/fine-tuning/server/migrations/meta/0000_snapshot.json').schemas).toEqual({ fine_tuning: 'fine_tuning' });
    expect(tree.exists('libs/fine-tuning/server/src/fine-tuning.plugin.spec.ts')).toBe(true);
  });

  it('writes a contract lib that other domains may import', async () => {
    await domainGenerator(tree, { name: 'fine-tuning', server: 'none' });

    expect(json('libs/fine-tuning/contract/package.json')).toMatchObject({
      name: '@bagel/fine-tuning-contract',
      exports: { '.': './src/index.ts' },
      nx: { tags: ['scope:fine-tuning', 'type:contract'] },
    });
    expect(text('libs/fine-tuning/contract/src/index.ts')).toContain("export * from './fine-tuning.routes';");
    expect(text('libs/fine-tuning/contract/src/fine-tuning.routes.ts')).toContain('defineRoute');
  });

  it('writes a web lib with a page, its story and its test', async () => {
    await domainGenerator(tree, { name: 'fine-tuning' });

    expect(json('libs/fine-tuning/web/package.json').nx.tags).toEqual(['scope:fine-tuning', 'type:web']);
    expect(text('libs/fine-tuning/web/vitest.config.ts')).toContain('webTests');
    expect(text('libs/fine-tuning/web/src/fine-tuning-page.tsx')).toContain('export function FineTuningPage()');
    expect(text('libs/fine-tuning/web/src/fine-tuning-page.tsx')).toContain('title="Fine tuning"');
    expect(text('libs/fine-tuning/web/src/fine-tuning-page.stories.tsx')).toContain("title: 'FineTuning/FineTuningPage'");
    expect(tree.exists('libs/fine-tuning/web/src/fine-tuning-page.spec.tsx')).toBe(true);
  });

  it('lets the apps that compose the domain import it, and nobody else', async () => {
    await domainGenerator(tree, { name: 'hub', server: 'api' });
    await domainGenerator(tree, { name: 'referral-stash', server: 'edge', web: false });

    expect(domainList('API_DOMAINS')).toContain("'hub'");
    expect(domainList('WEB_DOMAINS')).toContain("'hub'");
    expect(domainList('EDGE_DOMAINS')).not.toContain("'hub'");
    expect(domainList('EDGE_DOMAINS')).toContain("'referral-stash'");
    expect(domainList('WEB_DOMAINS')).not.toContain("'referral-stash'");
    expect(tree.exists('libs/referral-stash/web')).toBe(false);
  });

  it('refuses a name that is not kebab-case, a domain that exists, and a domain with no lib', async () => {
    await expect(domainGenerator(tree, { name: 'FineTuning' })).rejects.toThrow(/kebab-case/);
    await domainGenerator(tree, { name: 'hub' });
    await expect(domainGenerator(tree, { name: 'hub' })).rejects.toThrow(/exists already/);
    await expect(domainGenerator(tree, { name: 'market', server: 'none', web: false })).rejects.toThrow(/server lib, a web lib or both/);
  });
});
