import { text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { matchesModelSearch } from '@bagel/contract';
import { CATALOGUE_REPOS, createCatalogueHubSource } from './catalogue-hub-source';
import { hubSourceContract } from './hub-source.contract';
import { RESTRICTED_MODELS } from './restricted-models';

hubSourceContract('the offline catalogue', () => createCatalogueHubSource());

it('matches family and tags as well as ids, as the header search does', async () => {
  const { repos } = await createCatalogueHubSource().search({ query: 'qwen3', repoType: 'model', sort: 'downloads', offset: 0, limit: 50 });
  expect(repos.map((repo) => repo.id)).toEqual(['Qwen/Qwen3-0.6B']);
  expect(repos.every((repo) => matchesModelSearch(repo, 'qwen3'))).toBe(true);
});

it("streams a weight as its Git LFS pointer, naming the real file's sha256 and size", async () => {
  const [repo] = CATALOGUE_REPOS;
  const weight = repo?.files.find((file) => file.lfs);
  if (!repo || !weight?.lfs) throw new Error('the catalogue has a weight');
  const body = await text(await createCatalogueHubSource().download('model', repo.entry.id, repo.sha, weight.path));
  expect(body).toBe(`version https://git-lfs.github.com/spec/v1\noid sha256:${weight.lfs.sha256}\nsize ${weight.lfs.size}\n`);
  expect(weight.lfs.sha256).toBe(createHash('sha256').update(`${repo.entry.id}@${weight.path}`).digest('hex'));
});

it('refuses a revision other than the repository commit', async () => {
  await expect(createCatalogueHubSource().files('model', 'openai-community/gpt2', 'f'.repeat(40))).rejects.toThrow(/no revision/);
});

it('lists restricted models that are all in the catalogue, of the llama and qwen families', () => {
  const ids = new Set(CATALOGUE_REPOS.map(({ entry }) => entry.id));
  for (const model of RESTRICTED_MODELS) expect(ids.has(model.id), model.id).toBe(true);
  expect(new Set(RESTRICTED_MODELS.map((model) => model.family))).toEqual(new Set(['llama', 'qwen']));
});
