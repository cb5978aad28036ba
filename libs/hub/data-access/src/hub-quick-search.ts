import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { HUB_QUICK_SEARCH, SEARCH_DEBOUNCE_MS, searchHub } from '@bagel/hub-contract';
import type { RouteInput } from '@bagel/api-client';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** The hub's quick search for models (spec §7: search_type model, top_k 5): the header's search and the wizard's hub path share its cache. */
export const hubQuickSearchInput = (query: string) =>
  ({
    query: { query, search_type: 'model', top_k: String(HUB_QUICK_SEARCH.topK), limit: String(HUB_QUICK_SEARCH.limit) },
  }) satisfies RouteInput<typeof searchHub>;

/**
 * The hub's quick search for `text` once typing pauses for spec §9's 300 ms. `query` is what was searched for,
 * `typing` whether the text has moved on since.
 */
export function useHubQuickSearch(text: string) {
  const call = useApiCall();
  const typed = text.trim();
  const [query] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...routeQuery(call, searchHub, hubQuickSearchInput(query)),
    enabled: query !== '',
    // Without a page the hub answers its quick search's `data`.
    select: (reply) => ('data' in reply ? reply.data : []),
  });
  return { query, typing: typed !== query, search };
}
