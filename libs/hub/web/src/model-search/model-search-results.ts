import { matchesModelSearch, MODEL_SEARCH_MAX_RESULTS, type HubRepo, type RestrictedModel } from '@bagel/hub-contract';

export interface ModelSearchResult {
  id: string;
  name: string;
  /** The model's family, or what it does (its pipeline tag) when the hub names no family. */
  detail: string | null;
}

/**
 * What the header's search shows for `query`: the platform's own models that match it (spec §5: id, name, family or
 * tags) first, then the hub's, each model once, at most 12 (spec §9).
 */
export function modelSearchResults(restricted: readonly RestrictedModel[], hub: readonly HubRepo[], query: string): ModelSearchResult[] {
  const candidates: ModelSearchResult[] = [
    ...restricted.filter((model) => matchesModelSearch(model, query)).map(({ id, name, family }) => ({ id, name, detail: family })),
    ...hub.map(({ id, name, family, pipeline_tag }) => ({ id, name, detail: family ?? pipeline_tag })),
  ];
  const seen = new Set<string>();
  return candidates
    .filter(({ id }) => {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .slice(0, MODEL_SEARCH_MAX_RESULTS);
}
