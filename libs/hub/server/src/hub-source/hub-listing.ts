import { HUB_NAME } from '@bagel/contract';
import { EXPANDED_FIELDS, hubRepoOf, type ApiRepo } from './hub-api-repo';
import { HubUnavailableError, type HubSearchPage, type HubSearchRequest, type HubSort } from './hub-source';
import { formatTag, normalizeFormat } from './repo-fields';

const SORT_FIELDS: Record<HubSort, string> = { downloads: 'downloads', likes: 'likes', last_modified: 'lastModified' };

/** The most a listing page asks for (the library's own choice); more come by the `Link` header's next page. */
const PAGE_LIMIT = 500;

const nextPage = (link: string | null) => (link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined);

/**
 * One page of the hub's repository listing (`GET /api/models`, `/api/datasets`). The hub's search matches ids, its
 * `filter` tags; it pages by cursor and does not count, so this reads from the start up to one repository past the
 * page, following `Link` headers.
 */
export async function listHubRepos(hubUrl: string, fetcher: typeof fetch, request: HubSearchRequest): Promise<HubSearchPage> {
  const { repoType, query, tag, format, offset, limit } = request;
  const wanted = offset + limit + 1;
  const params = new URLSearchParams({ sort: SORT_FIELDS[request.sort], direction: '-1', limit: String(Math.min(wanted, PAGE_LIMIT)) });
  if (query?.trim()) params.set('search', query.trim());
  if (tag) params.append('filter', tag);
  if (format) params.append('filter', formatTag(repoType, normalizeFormat(format)));
  for (const field of EXPANDED_FIELDS[repoType]) params.append('expand', field);

  const found: ApiRepo[] = [];
  let url: string | undefined = `${hubUrl}/api/${repoType}s?${params}`;
  while (url && found.length < wanted) {
    const response = await fetcher(url, { headers: { accept: 'application/json' } });
    const page: unknown = await response.json();
    if (!Array.isArray(page)) throw new HubUnavailableError(`${HUB_NAME} answered a listing that is not a list`);
    found.push(...(page as ApiRepo[]));
    url = nextPage(response.headers.get('link'));
  }
  const repos = found.slice(offset, offset + limit).map((item) => hubRepoOf(repoType, item));
  // Past the last page everything was seen, so the count is exact; before it, one more than this page shows.
  return { repos, total: Math.min(found.length, wanted) };
}
