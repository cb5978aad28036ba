import { generatePath } from 'react-router';
import * as v from 'valibot';
import { PATHS } from '@bagel/contract';
import { HubRepoId, type HubRepoType } from '@bagel/hub-contract';

/**
 * A hub repository's page (spec §2): a model's own path, or the market's hub-sourced path for a dataset. The id goes
 * in one segment, encoded (generatePath encodes it), so `owner/name` keeps its slash.
 */
export function hubRepoPath(repoType: HubRepoType, id: string): string {
  return repoType === 'model'
    ? generatePath(PATHS.hubModel, { encodedId: id })
    : generatePath(PATHS.marketSource, { category: 'dataset', encodedId: id });
}

/** Hub browsing, searching for `query` when there is one. */
export function hubBrowsePath(query = ''): string {
  const trimmed = query.trim();
  return trimmed ? `${PATHS.hub}?${new URLSearchParams({ query: trimmed })}` : PATHS.hub;
}

/**
 * The repository id a page's `encodedId` segment names, or null when it cannot be one (the server would refuse it).
 * The router hands the segment over decoded when it could decode it; decoding again changes nothing in a valid id,
 * which holds no '%', and a segment that cannot be decoded at all is no id.
 */
export function repoIdFromSegment(segment: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const parsed = v.safeParse(HubRepoId, id);
  return parsed.success ? parsed.output : null;
}
