import type { HubRepoType } from '@bagel/hub-contract';
import type { CatalogueRepo } from '../../hub-source/catalogue/catalogue-repo';

const SORT_KEYS: Record<string, (repo: CatalogueRepo) => number | string> = {
  downloads: (repo) => repo.downloads,
  likes: (repo) => repo.likes,
  lastModified: (repo) => repo.lastModified,
  id: (repo) => repo.id,
};

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The repositories a listing (`GET /api/models`, `/api/datasets`) answers, in order, or the reason it refuses: `search`
 * is a case-insensitive part of the id, `author` the owner, each `filter` a tag the repository carries, `sort` a field
 * with `direction=-1` for descending (anything else ascends; ties go by id).
 */
export function listRepos(repos: readonly CatalogueRepo[], repoType: HubRepoType, url: URL): CatalogueRepo[] | string {
  const params = url.searchParams;
  const search = params.get('search')?.toLowerCase();
  const author = params.get('author');
  const filters = params.getAll('filter');
  const sort = params.get('sort');
  const key = sort === null ? undefined : SORT_KEYS[sort];
  if (sort !== null && !key) return `sort must be one of ${Object.keys(SORT_KEYS).join(', ')}`;
  const direction = params.get('direction') === '-1' ? -1 : 1;
  const found = repos.filter(
    (repo) =>
      repo.repoType === repoType &&
      (!search || repo.id.toLowerCase().includes(search)) &&
      (!author || repo.id.startsWith(`${author}/`)) &&
      filters.every((filter) => repo.tags.includes(filter)),
  );
  return key ? found.sort((a, b) => direction * compare(key(a), key(b)) || compare(a.id, b.id)) : found;
}
