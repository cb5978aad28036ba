import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { HUB_QUICK_SEARCH, SEARCH_DEBOUNCE_MS, searchHub } from '@bagel/hub-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/**
 * The hub path's model search: the hub's quick search (spec §7: search_type model, top_k 5) once typing pauses for
 * spec §9's 300 ms. `query` is what was searched for, `typing` whether the text has moved on since.
 */
export function useHubModelSearch(text: string) {
  const call = useApiCall();
  const typed = text.trim();
  const [query] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    ...routeQuery(call, searchHub, {
      query: { query, search_type: 'model', top_k: String(HUB_QUICK_SEARCH.topK), limit: String(HUB_QUICK_SEARCH.limit) },
    }),
    enabled: query !== '',
    // Without a page the hub answers its quick search's `data`.
    select: (reply) => ('data' in reply ? reply.data : []),
  });
  return { query, typing: typed !== query, search };
}
