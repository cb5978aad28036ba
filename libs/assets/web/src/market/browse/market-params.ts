import { useSearchParams } from 'react-router';
import { MARKET_KINDS, MARKET_SORTS, type MarketKind, type MarketSort } from '@bagel/assets-contract';
import { choiceOr } from '@bagel/util';

/** What the market shows, kept in the address so a search can be shared, reloaded and gone back to. */
export interface MarketParams {
  q: string;
  /** Datasets or models; null for both. */
  kind: MarketKind | null;
  sort: MarketSort;
  page: number;
}

const ALL = 'all';

/** The address's parameters, each one the server would refuse replaced by its default. */
export function readMarketParams(search: URLSearchParams): MarketParams {
  const page = Number(search.get('page'));
  const kind = choiceOr([...MARKET_KINDS, ALL], search.get('kind'), ALL);
  return {
    q: search.get('q') ?? '',
    kind: kind === ALL ? null : kind,
    sort: choiceOr(MARKET_SORTS, search.get('sort'), 'newest'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for `params`, defaults left out; the names are the browse call's own. */
export function writeMarketParams({ q, kind, sort, page }: MarketParams): URLSearchParams {
  const entries: [string, string][] = [
    ['q', q],
    ['kind', kind ?? ''],
    ['sort', sort === 'newest' ? '' : sort],
    ['page', page === 1 ? '' : String(page)],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** The market's parameters and a way to change them; any change but the page's starts again on page 1. */
export function useMarketParams() {
  const [search, setSearch] = useSearchParams();
  const params = readMarketParams(search);
  const change = (changes: Partial<MarketParams>) => setSearch(writeMarketParams({ ...params, page: 1, ...changes }));
  return [params, change] as const;
}
