import { HUB_NAME } from '@bagel/hub-contract';
import { useHubQuickSearch, useRestrictedModels } from '@bagel/hub-data-access';
import { useLoggedFailure } from '@bagel/api-react';
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
  const restricted = useRestrictedModels({ enabled: opened });
  const { query, typing, search: hub } = useHubQuickSearch(text);

  useLoggedFailure('Model search: the platform models could not be loaded', restricted.error);
  useLoggedFailure(`Model search: ${HUB_NAME} could not be searched`, hub.error);

  return {
    query,
    results: query === '' ? [] : modelSearchResults(restricted.data ?? [], hub.data ?? [], query),
    loading: typing || (query !== '' && (restricted.isPending || hub.isPending)),
  };
}
