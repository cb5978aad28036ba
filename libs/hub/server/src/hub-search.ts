import type { RouteQuery } from '@bagel/contract';
import { HUB_BROWSE_PAGE_SIZE, HUB_QUICK_SEARCH, type HubRepo, type searchHub } from '@bagel/hub-contract';
import { fromHub } from './hub-errors';
import type { HubSource } from './hub-source/hub-source';

type SearchQuery = RouteQuery<typeof searchHub>;

/**
 * The quick search puts the repository a person most likely means first: the exact id or name, then names that
 * start with the query, then the rest in the hub's order (most downloaded first by default).
 */
function closeness(repo: HubRepo, query: string): number {
  const needle = query.toLowerCase();
  const [id, name] = [repo.id.toLowerCase(), repo.name.toLowerCase()];
  if (id === needle || name === needle) return 0;
  if (name.startsWith(needle) || id.startsWith(needle)) return 1;
  return 2;
}

/**
 * Spec §7's hub search. Without `page` it is the shell's quick search: `limit` candidates, the best `top_k` of them
 * as `data`. With `page` it is hub browsing: pages of `top_k` with the total.
 */
export async function searchHubRepos(source: HubSource, query: SearchQuery) {
  const filters = {
    query: query.query || undefined,
    repoType: query.search_type,
    sort: query.sort,
    tag: query.tag || undefined,
    format: query.format || undefined,
  };
  if (query.page === undefined) {
    const { repos } = await fromHub(source.search({ ...filters, offset: 0, limit: query.limit }));
    const needle = filters.query;
    // Sorting is stable, so repositories equally close keep the hub's order.
    const best = needle ? [...repos].sort((a, b) => closeness(a, needle) - closeness(b, needle)) : repos;
    return { data: best.slice(0, query.top_k ?? HUB_QUICK_SEARCH.topK) };
  }
  const topK = query.top_k ?? HUB_BROWSE_PAGE_SIZE;
  const { repos, total } = await fromHub(source.search({ ...filters, offset: (query.page - 1) * topK, limit: topK }));
  return { results: repos, total_results: total, page: query.page, top_k: topK, source: source.label };
}
