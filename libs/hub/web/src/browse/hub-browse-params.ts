import { useSearchParams } from 'react-router';
import { HUB_MAX_PAGE, HUB_REPO_TYPES, HUB_SORTS, type HubRepoType } from '@bagel/hub-contract';
import { choiceOr } from '@bagel/util';

export type HubSort = (typeof HUB_SORTS)[number];

/** What hub browsing shows, kept in the address so a search can be shared, reloaded and gone back to. */
export interface HubBrowseParams {
  query: string;
  searchType: HubRepoType;
  sort: HubSort;
  tag: string;
  format: string;
  page: number;
}

/** The address's parameters, each one the server would refuse replaced by its default. */
export function readBrowseParams(search: URLSearchParams): HubBrowseParams {
  const page = Number(search.get('page'));
  return {
    query: search.get('query') ?? '',
    searchType: choiceOr(HUB_REPO_TYPES, search.get('search_type'), 'model'),
    sort: choiceOr(HUB_SORTS, search.get('sort'), 'downloads'),
    tag: search.get('tag') ?? '',
    format: search.get('format') ?? '',
    page: Number.isInteger(page) && page >= 1 && page <= HUB_MAX_PAGE ? page : 1,
  };
}

/** The address for `params`, with defaults left out; the names are the search call's own. */
export function writeBrowseParams({ query, searchType, sort, tag, format, page }: HubBrowseParams): URLSearchParams {
  const entries: [string, string][] = [
    ['query', query],
    ['search_type', searchType === 'model' ? '' : searchType],
    ['sort', sort === 'downloads' ? '' : sort],
    ['tag', tag],
    ['format', format],
    ['page', page === 1 ? '' : String(page)],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/**
 * The browsing parameters and a way to change them. Any change but the page's starts again on page 1; `replace`
 * keeps typing from filling the history with one entry per pause.
 */
export function useHubBrowseParams() {
  const [search, setSearch] = useSearchParams();
  const params = readBrowseParams(search);
  const change = (changes: Partial<HubBrowseParams>, { replace = false } = {}) =>
    setSearch(writeBrowseParams({ ...params, page: 1, ...changes }), { replace });
  return [params, change] as const;
}
