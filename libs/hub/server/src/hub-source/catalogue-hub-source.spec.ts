import { createHash } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { catalogueRepos } from './catalogue/catalogue';
import { createCatalogueHubSource } from './catalogue-hub-source';
import { describeHubSourceContract } from './hub-source.contract';
import { formatTag } from './repo-fields';
import { RESTRICTED_MODELS } from './restricted-models';

describeHubSourceContract('The offline catalogue', async (repos) => ({
  source: createCatalogueHubSource(repos),
  lfsDownloads: 'pointer',
  close: () => Promise.resolve(),
}));

describe('The offline catalogue', () => {
  const source = createCatalogueHubSource();
  const search = async (query: string) =>
    (await source.search({ query, repoType: 'model', sort: 'downloads', offset: 0, limit: 100 })).repos.map((repo) => repo.id);

  it('says it is the offline catalogue', () => {
    expect(source.label).toBe('Offline catalogue');
  });

  it('matches a query against families and tags as well as ids, as the header search does', async () => {
    expect(await search('LLAMA')).toEqual(
      expect.arrayContaining(['deepseek-ai/deepseek-coder-1.3b-instruct', 'HuggingFaceTB/SmolLM2-135M-Instruct']),
    );
    expect(await search('qwen3')).toEqual(['Qwen/Qwen3-0.6B', 'Qwen/Qwen3-8B']);
    expect(await search('sentence-similarity')).toEqual(['sentence-transformers/all-MiniLM-L6-v2', 'BAAI/bge-small-en-v1.5']);
  });

  it('treats a blank query as none, and counts every match on every page', async () => {
    const models = catalogueRepos().filter((repo) => repo.repoType === 'model').length;
    expect(await search('  ')).toHaveLength(models);
    expect(await source.search({ repoType: 'model', sort: 'likes', offset: 5, limit: 5 })).toMatchObject({ total: models });
  });

  it('streams a weight as its Git LFS pointer, naming a sha256 derived from the repository and path', async () => {
    const llama = catalogueRepos().find((repo) => repo.id === 'meta-llama/Llama-3.2-1B');
    if (!llama) throw new Error('Llama 3.2 1B is in the catalogue');
    const body = await text(await source.download('model', llama.id, llama.sha, 'model.safetensors'));
    const sha256 = createHash('sha256').update(`${llama.id}@model.safetensors`).digest('hex');
    expect(body).toBe(`version https://git-lfs.github.com/spec/v1\noid sha256:${sha256}\nsize 2471645608\n`);
  });

  it('holds about 30 models and 10 datasets, each with a card, a licence and its files', () => {
    const repos = catalogueRepos();
    expect(repos.filter((repo) => repo.repoType === 'model').length).toBeGreaterThanOrEqual(30);
    expect(repos.filter((repo) => repo.repoType === 'dataset').length).toBeGreaterThanOrEqual(10);
    expect(new Set(repos.map((repo) => `${repo.repoType}/${repo.id}`)).size).toBe(repos.length);
    for (const repo of repos) {
      const readme = repo.files.find((file) => file.path === 'README.md')?.content ?? '';
      expect(readme, repo.id).toMatch(/^---\n[\s\S]+?\n---\n[\s\S]*Abridged for Bagel's offline catalogue/);
      expect(
        repo.tags.some((tag) => tag.startsWith('license:')),
        repo.id,
      ).toBe(true);
      expect(repo.files.find((file) => file.path === '.gitattributes')?.content, repo.id).toContain('*.safetensors filter=lfs');
      expect(
        repo.files.every((file) => file.size > 0),
        repo.id,
      ).toBe(true);
      expect(repo.sha, repo.id).toMatch(/^[0-9a-f]{40}$/);
      if (repo.files.some((file) => file.path === 'config.json')) expect(repo.family, repo.id).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('gates the repositories the hub gates: Meta Llama, Gemma and Mistral', () => {
    const gated = catalogueRepos()
      .filter((repo) => repo.gated !== false)
      .map((repo) => repo.id.split('/')[0]);
    expect(new Set(gated)).toEqual(new Set(['meta-llama', 'google', 'mistralai']));
  });

  it('tags every repository holding files of a weight or data format with it, as the hub does, so format filters agree', () => {
    const formats = { model: ['safetensors', 'gguf', 'onnx'], dataset: ['parquet', 'csv', 'json'] } as const;
    for (const repo of catalogueRepos()) {
      for (const format of formats[repo.repoType]) {
        if (repo.files.some((file) => file.path.endsWith(`.${format}`)))
          expect(repo.tags, repo.id).toContain(formatTag(repo.repoType, format));
      }
    }
  });

  it('lists restricted models that are catalogue models of the llama and qwen families', () => {
    for (const model of RESTRICTED_MODELS) {
      const repo = catalogueRepos().find((candidate) => candidate.repoType === 'model' && candidate.id === model.id);
      expect(repo, model.id).toBeDefined();
      expect(repo?.family?.startsWith(model.family), model.id).toBe(true);
      expect(model.name).toBe(model.id.split('/')[1]);
    }
    expect(new Set(RESTRICTED_MODELS.map((model) => model.family))).toEqual(new Set(['llama', 'qwen']));
  });
});
