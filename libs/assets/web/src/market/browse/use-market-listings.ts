import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { browseMarket } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import type { MarketParams } from './market-params';

/** One page of the market (GET /api/v1/market); the page shown stays while the next one loads. */
export function useMarketListings({ q, kind, sort, page }: MarketParams) {
  const call = useApiCall();
  const query = { ...(q ? { q } : {}), ...(kind ? { kind } : {}), sort, page: String(page) };
  return useQuery({ ...routeQuery(call, browseMarket, { query }), placeholderData: keepPreviousData });
}
