import * as v from 'valibot';
import { defineRoute, queryCount, queryText } from '@bagel/contract';
import { AssetRecord } from './assets.routes';

/** Listings on one page of the market. */
export const MARKET_PAGE_SIZE = 24;
const MARKET_MAX_PAGE = 500;

/** What the market is browsed by: datasets (RAW and VECTOR) or models. */
export const MARKET_KINDS = ['dataset', 'model'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** How the market is ordered: the newest listing first, or by price either way (the newest first at one price). */
export const MARKET_SORTS = ['newest', 'price_low', 'price_high'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

export const browseMarket = defineRoute({
  method: 'GET',
  path: '/api/v1/market',
  summary: "The market: every published dataset and model, searched by title or tag, a page at a time, with the caller's access",
  tag: 'assets',
  access: 'user-or-service',
  query: v.object({
    /** Part of a title or of one tag, case-insensitive. */
    q: queryText('q', 100),
    kind: v.optional(v.picklist(MARKET_KINDS, `kind must be one of ${MARKET_KINDS.join(', ')}`)),
    sort: v.optional(v.picklist(MARKET_SORTS, `sort must be one of ${MARKET_SORTS.join(', ')}`), 'newest'),
    page: v.optional(queryCount('page', MARKET_MAX_PAGE), '1'),
  }),
  response: v.object({ listings: v.array(AssetRecord), total: v.number(), page: v.number(), page_size: v.number() }),
});
