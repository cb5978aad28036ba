import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { HUB_BROWSE_PAGE_SIZE, searchHub } from '@bagel/hub-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import type { HubBrowseParams } from './hub-browse-params';

/** One page of hub browsing (spec §9: 30 a page). The last page stays on screen while the next loads. */
export function useHubSearchPage({ query, searchType, sort, tag, format, page }: HubBrowseParams) {
  const call = useApiCall();
  return useQuery({
    ...routeQuery(call, searchHub, {
      query: {
        query: query.trim() || undefined,
        search_type: searchType,
        sort,
        tag: tag || undefined,
        format: format || undefined,
        page: String(page),
        top_k: String(HUB_BROWSE_PAGE_SIZE),
      },
    }),
    placeholderData: keepPreviousData,
    select: (reply) => {
      // With a page the hub answers a page; the contract's union also allows the quick search's shape.
      if (!('results' in reply)) throw new Error('The hub answered a quick search instead of a page.');
      return reply;
    },
  });
}
