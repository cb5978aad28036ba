import { Readable } from 'node:stream';
import { matchesModelSearch, type HubRepo, type HubRepoType } from '@bagel/hub-contract';
import { catalogueRepos } from './catalogue/catalogue';
import type { CatalogueRepo } from './catalogue/catalogue-repo';
import { lfsPointer } from './catalogue/lfs-pointer';
import type { HubSearchRequest, HubSort, HubSource } from './hub-source';
import { unknownFile, unknownRepo, unknownRevision } from './lookup-errors';
import { cardText, formatTag, licenseOf, normalizeFormat, repoName, repoOwner } from './repo-fields';

const SORT_KEYS: Record<HubSort, (repo: CatalogueRepo) => number | string> = {
  downloads: (repo) => repo.downloads,
  likes: (repo) => repo.likes,
  last_modified: (repo) => repo.lastModified,
};

const byId = (a: CatalogueRepo, b: CatalogueRepo) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function hubRepo(repo: CatalogueRepo): HubRepo {
  const name = repoName(repo.id);
  return {
    id: repo.id,
    sha: repo.sha,
    title: name,
    name,
    author: repoOwner(repo.id),
    repo_type: repo.repoType,
    family: repo.family,
    pipeline_tag: repo.pipelineTag,
    tags: [...repo.tags],
    downloads: repo.downloads,
    likes: repo.likes,
    last_modified: repo.lastModified,
    gated: repo.gated !== false,
  };
}

/** Holding a file of the format, or tagged with it as the hub tags such repositories. */
function holdsFormat(repo: CatalogueRepo, format: string): boolean {
  const extension = normalizeFormat(format);
  return (
    repo.tags.includes(formatTag(repo.repoType, extension)) || repo.files.some((file) => file.path.toLowerCase().endsWith(`.${extension}`))
  );
}

function matches(repo: CatalogueRepo, { repoType, query, tag, format }: HubSearchRequest): boolean {
  const needle = query?.trim();
  return (
    repo.repoType === repoType &&
    (!needle || matchesModelSearch({ id: repo.id, name: repoName(repo.id), family: repo.family, tags: repo.tags }, needle)) &&
    (!tag || repo.tags.includes(tag)) &&
    (!format || holdsFormat(repo, format))
  );
}

/**
 * The bundled offline catalogue (see catalogue/README.md): real public repositories' metadata, no weights. Tests may
 * give it other repositories, to serve the same ones as a fake hub.
 */
export function createCatalogueHubSource(repos: readonly CatalogueRepo[] = catalogueRepos()): HubSource {
  const findRepo = (repoType: HubRepoType, repoId: string) => repos.find((repo) => repo.repoType === repoType && repo.id === repoId);
  function repoAt(repoType: HubRepoType, repoId: string, revision: string): CatalogueRepo {
    const repo = findRepo(repoType, repoId);
    if (!repo) throw unknownRepo(repoType, repoId);
    if (revision !== repo.sha) throw unknownRevision(repoId, revision);
    return repo;
  }

  return {
    label: 'Offline catalogue',

    async search(request) {
      const key = SORT_KEYS[request.sort];
      const found = repos
        .filter((repo) => matches(repo, request))
        .sort((a, b) => {
          const [keyA, keyB] = [key(a), key(b)];
          return keyA > keyB ? -1 : keyA < keyB ? 1 : byId(a, b);
        });
      return { repos: found.slice(request.offset, request.offset + request.limit).map(hubRepo), total: found.length };
    },

    async details(repoType, repoId) {
      const repo = findRepo(repoType, repoId);
      if (!repo) return undefined;
      const readme = repo.files.find((file) => file.path === 'README.md')?.content;
      return {
        ...hubRepo(repo),
        // It serves every file of every repository it holds (a weight as its pointer): a gated one is open to it.
        access: repo.gated === false ? 'open' : 'granted',
        access_detail: null,
        license: licenseOf(repo.tags),
        card: readme === undefined || readme === null ? null : cardText(Buffer.from(readme)),
      };
    },

    async files(repoType, repoId, revision) {
      return repoAt(repoType, repoId, revision).files.map(({ path, size, lfs }) => ({ path, size, lfs }));
    },

    async download(repoType, repoId, revision, path, signal) {
      signal?.throwIfAborted();
      const file = repoAt(repoType, repoId, revision).files.find((candidate) => candidate.path === path);
      if (!file) throw unknownFile(repoId, revision, path);
      return Readable.from([Buffer.from(file.lfs ? lfsPointer(file.lfs.sha256, file.lfs.size) : (file.content ?? ''))]);
    },
  };
}
