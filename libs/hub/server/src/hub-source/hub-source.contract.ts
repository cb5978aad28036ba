import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_REPOS } from './catalogue-hub-source';
import type { HubSource } from './hub-source';

const LLAMA = 'meta-llama/Llama-3.2-1B';
const readmeOf = (id: string) =>
  CATALOGUE_REPOS.find(({ entry }) => entry.id === id)?.files.find((file) => file.path === 'README.md')?.content;
const shaOf = (id: string) => CATALOGUE_REPOS.find(({ entry }) => entry.id === id)?.sha ?? '';

/**
 * What every hub source answers for the bundled catalogue's repositories, the offline catalogue itself and the
 * Hugging Face adapter against a hub serving them, so the product behaves the same on either.
 */
export function hubSourceContract(name: string, source: () => HubSource) {
  describe(`${name} (hub source contract)`, () => {
    it('finds models by their id, most downloaded first', async () => {
      const { repos, total } = await source().search({ query: 'llama', repoType: 'model', sort: 'downloads', offset: 0, limit: 50 });
      expect(repos.map((repo) => repo.id)).toContain(LLAMA);
      expect(repos.every((repo) => repo.repo_type === 'model')).toBe(true);
      expect(repos.map((repo) => repo.downloads)).toEqual(repos.map((repo) => repo.downloads).sort((a, b) => b - a));
      expect(total).toBeGreaterThanOrEqual(repos.length);
      const llama = repos.find((repo) => repo.id === LLAMA);
      expect(llama).toMatchObject({
        name: 'Llama-3.2-1B',
        title: 'Llama-3.2-1B',
        author: 'meta-llama',
        family: 'llama',
        gated: true,
        sha: shaOf(LLAMA),
      });
    });

    it('pages without overlap, and counts at least what it has shown', async () => {
      const request = { repoType: 'model' as const, sort: 'likes' as const, limit: 3 };
      const first = await source().search({ ...request, offset: 0 });
      const second = await source().search({ ...request, offset: 3 });
      expect(first.repos).toHaveLength(3);
      expect(second.repos.map((repo) => repo.id)).not.toEqual(expect.arrayContaining(first.repos.map((repo) => repo.id).slice(0, 1)));
      expect(second.total).toBeGreaterThan(3);
    });

    it('filters by tag and by file format, and keeps datasets apart', async () => {
      const tagged = await source().search({ repoType: 'model', sort: 'downloads', tag: 'conversational', offset: 0, limit: 50 });
      expect(tagged.repos.length).toBeGreaterThan(0);
      expect(tagged.repos.every((repo) => repo.tags.includes('conversational'))).toBe(true);
      const parquet = await source().search({ repoType: 'dataset', sort: 'downloads', format: 'parquet', offset: 0, limit: 50 });
      expect(parquet.repos.map((repo) => repo.id)).toContain('rajpurkar/squad');
      expect(parquet.repos.map((repo) => repo.id)).not.toContain('databricks/databricks-dolly-15k');
    });

    it("answers a repository's details with its card and licence, and nothing for one it does not have", async () => {
      const details = await source().details('model', LLAMA);
      expect(details).toMatchObject({ id: LLAMA, license: 'llama3.2', gated: true, family: 'llama', pipeline_tag: 'text-generation' });
      expect(details?.card).toBe(readmeOf(LLAMA));
      expect(await source().details('model', 'nobody/nothing')).toBeUndefined();
      expect(await source().details('dataset', LLAMA)).toBeUndefined();
    });

    it('lists files with sizes, weights as Git LFS files, and downloads a file at a commit', async () => {
      const files = await source().files('model', LLAMA, shaOf(LLAMA));
      expect(files.map((file) => file.path)).toEqual(expect.arrayContaining(['README.md', 'config.json', 'model.safetensors']));
      expect(files.find((file) => file.path === 'model.safetensors')).toMatchObject({ size: 2471645608, lfs: { size: 2471645608 } });
      expect(files.find((file) => file.path === 'config.json')?.lfs).toBeNull();
      expect(await text(await source().download('model', LLAMA, shaOf(LLAMA), 'README.md'))).toBe(readmeOf(LLAMA));
      await expect(source().download('model', LLAMA, shaOf(LLAMA), 'missing.bin')).rejects.toThrow();
    });
  });
}
