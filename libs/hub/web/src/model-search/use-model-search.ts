import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { HUB_NAME, HUB_QUICK_SEARCH, listRestrictedModels, SEARCH_DEBOUNCE_MS, searchHub } from '@bagel/hub-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { modelSearchResults, type ModelSearchResult } from './model-search-results';

export interface ModelSearch {
  /** The text searched for: what was typed, once typing paused for 300 ms (spec §9). */
  query: string;
  results: ModelSearchResult[];
  /** Typing has not paused yet, or an answer is still out. */
  loading: boolean;
}

/**
 * The header's model search for `text`: the platform's models (loaded once, when the search first opens) filtered
 * here, and the hub's quick search asked for the same text. Spec §8: a failed load is only logged, and the search
 * shows what the other source found.
 */
export function useModelSearch(text: string, opened: boolean): ModelSearch {
  const call = useApiCall();
  const typed = text.trim();
  const [query] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const restricted = useQuery({
    ...routeQuery(call, listRestrictedModels, {}),
    enabled: opened,
    // The platform's models change with a release, not while the app is open.
    staleTime: Infinity,
    select: (reply) => reply.models,
  });
  const hub = useQuery({
    ...routeQuery(call, searchHub, {
      query: { query, search_type: 'model', top_k: String(HUB_QUICK_SEARCH.topK), limit: String(HUB_QUICK_SEARCH.limit) },
    }),
    enabled: query !== '',
    // Without a page the hub answers its quick search's `data`.
    select: (reply) => ('data' in reply ? reply.data : []),
  });

  useLoggedFailure('Model search: the platform models could not be loaded', restricted.error);
  useLoggedFailure(`Model search: ${HUB_NAME} could not be searched`, hub.error);

  return {
    query,
    results: query === '' ? [] : modelSearchResults(restricted.data ?? [], hub.data ?? [], query),
    loading: typed !== query || (query !== '' && (restricted.isPending || hub.isPending)),
  };
}

function useLoggedFailure(message: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [message, error]);
}
