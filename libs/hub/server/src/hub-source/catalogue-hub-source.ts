import { Readable } from 'node:stream';
import { matchesModelSearch, type HubRepo, type HubRepoType } from '@bagel/contract';
import { catalogueRepo, lfsPointer, type CatalogueRepo } from './catalogue/catalogue-repo';
import { DATASETS } from './catalogue/datasets';
import { MODELS } from './catalogue/models';
import { MAX_CARD_BYTES, type HubRepoInfo, type HubSearchRequest, type HubSource } from './hub-source';

export const CATALOGUE_REPOS: readonly CatalogueRepo[] = [...MODELS, ...DATASETS].map(catalogueRepo);

function listing({ entry, sha }: CatalogueRepo): HubRepo {
  const name = entry.id.split('/').at(-1) ?? entry.id;
  return {
    id: entry.id,
    sha,
    title: name,
    name,
    author: entry.id.includes('/') ? (entry.id.split('/')[0] ?? null) : null,
    repo_type: entry.type,
    family: entry.family,
    pipeline_tag: entry.pipelineTag,
    tags: entry.tags,
    downloads: entry.downloads,
    likes: entry.likes,
    last_modified: entry.lastModified,
    gated: entry.gated,
  };
}

/** A repository holds a format when one of its files has that extension, or it carries the format as a tag. */
const holdsFormat = (repo: CatalogueRepo, format: string) => {
  const wanted = format.toLowerCase().replace(/^\./, '');
  return (
    repo.files.some((file) => file.path.toLowerCase().endsWith(`.${wanted}`)) || repo.entry.tags.some((tag) => tag === `format:${wanted}`)
  );
};

const SORT_KEYS = {
  downloads: (repo: CatalogueRepo) => repo.entry.downloads,
  likes: (repo: CatalogueRepo) => repo.entry.likes,
  last_modified: (repo: CatalogueRepo) => Date.parse(repo.entry.lastModified),
} as const;

/** The bundled catalogue as a hub: the embedded default, which answers exactly as the real hub's adapter does. */
export function createCatalogueHubSource(repos: readonly CatalogueRepo[] = CATALOGUE_REPOS): HubSource {
  const find = (repoType: HubRepoType, repoId: string) => repos.find(({ entry }) => entry.type === repoType && entry.id === repoId);
  const at = (repoType: HubRepoType, repoId: string, revision: string) => {
    const repo = find(repoType, repoId);
    if (!repo) throw new Error(`${repoId} is not in the catalogue`);
    if (repo.sha !== revision) throw new Error(`${repoId} has no revision ${revision}`);
    return repo;
  };

  return {
    label: 'Offline catalogue',

    async search({ query, repoType, sort, tag, format, offset, limit }: HubSearchRequest) {
      const key = SORT_KEYS[sort];
      const matching = repos
        .filter(({ entry }) => entry.type === repoType)
        .filter((repo) => !query || matchesModelSearch(listing(repo), query))
        .filter(({ entry }) => !tag || entry.tags.includes(tag))
        .filter((repo) => !format || holdsFormat(repo, format))
        .sort((a, b) => key(b) - key(a));
      return { repos: matching.slice(offset, offset + limit).map(listing), total: matching.length };
    },

    async details(repoType, repoId): Promise<HubRepoInfo | undefined> {
      const repo = find(repoType, repoId);
      if (!repo) return undefined;
      const readme = repo.files.find((file) => file.path === 'README.md')?.content;
      return { ...listing(repo), license: repo.entry.license, card: readme === undefined ? null : readme.slice(0, MAX_CARD_BYTES) };
    },

    async files(repoType, repoId, revision) {
      return at(repoType, repoId, revision).files.map(({ path, size, lfs }) => ({ path, size, lfs }));
    },

    async download(repoType, repoId, revision, path) {
      const file = at(repoType, repoId, revision).files.find((candidate) => candidate.path === path);
      if (!file) throw new Error(`${repoId} has no file ${path}`);
      return Readable.from([Buffer.from(file.content ?? lfsPointer(file))]);
    },
  };
}
