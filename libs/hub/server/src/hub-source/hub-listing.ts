import { HUB_NAME } from '@bagel/hub-contract';
import { EXPANDED_FIELDS, hubRepoOf, type ApiRepo } from './hub-api-repo';
import { HubUnavailableError, type HubSearchPage, type HubSearchRequest, type HubSort } from './hub-source';
import { createListingCursors, type ListingCursors } from './listing-cursors';
import { formatTag, normalizeFormat } from './repo-fields';

const SORT_FIELDS: Record<HubSort, string> = { downloads: 'downloads', likes: 'likes', last_modified: 'lastModified' };

/** The most a listing request asks for (`@huggingface/hub`'s own choice); more come by the `Link` header's next page. */
const PAGE_LIMIT = 500;

const nextPage = (link: string | null) => (link ? /<([^>]+)>;\s*rel="next"/.exec(link)?.[1] : undefined);

/**
 * Pages of the hub's repository listing (`GET /api/models`, `/api/datasets`). The hub's search matches ids, its
 * `filter` tags; it does not count, and pages only by an opaque cursor in the `Link: rel="next"` URL it answers. So a
 * page is read from the nearest place whose cursor is known (the start for a query not seen), in requests of at most
 * {@link PAGE_LIMIT}, each setting `limit` on the URL the hub gave (the cursor marks a place, whatever the page size),
 * and where each request ends is remembered: it is where the next page starts, so paging on, back a little or again
 * costs one request.
 */
export function createHubListing(
  hubUrl: string,
  fetcher: typeof fetch,
  cursors: ListingCursors = createListingCursors(),
): (request: HubSearchRequest) => Promise<HubSearchPage> {
  return async function listHubRepos({ repoType, query, tag, format, sort, offset, limit }) {
    const params = new URLSearchParams({ sort: SORT_FIELDS[sort], direction: '-1' });
    if (query?.trim()) params.set('search', query.trim());
    if (tag) params.append('filter', tag);
    if (format) params.append('filter', formatTag(repoType, normalizeFormat(format)));
    for (const field of EXPANDED_FIELDS[repoType]) params.append('expand', field);
    const first = `${hubUrl}/api/${repoType}s?${params}`;

    const end = offset + limit;
    let { position, url } = cursors.nearest(first, offset);
    const found: ApiRepo[] = [];
    for (;;) {
      const pageUrl = new URL(url ?? first);
      pageUrl.searchParams.set('limit', String(Math.min(end - position, PAGE_LIMIT)));
      const response = await fetcher(pageUrl.href, { headers: { accept: 'application/json' } });
      const page: unknown = await response.json();
      if (!Array.isArray(page)) throw new HubUnavailableError(`${HUB_NAME} answered a listing that is not a list`);
      found.push(...(page as ApiRepo[]).slice(Math.max(0, offset - position), Math.max(0, end - position)));
      position += page.length;
      url = nextPage(response.headers.get('link'));
      const repos = () => found.map((item) => hubRepoOf(repoType, item));
      // Past the last page everything was seen, so the count is exact.
      if (!url || page.length === 0) return { repos: repos(), total: position };
      cursors.remember(first, { position, url });
      // Another page follows: one more than this page shows.
      if (position >= end) return { repos: repos(), total: end + 1 };
    }
  };
}
