import { HUB_NAME, type HubRepo, type HubRepoType } from '@bagel/hub-contract';
import { HubUnavailableError } from './hub-source';
import { repoName, repoOwner } from './repo-fields';

/** A repository as the hub's API answers it, with the fields this adapter asks for. */
export interface ApiRepo {
  id: string;
  author?: string;
  sha?: string;
  pipeline_tag?: string;
  tags?: string[];
  downloads?: number;
  likes?: number;
  lastModified?: string;
  gated?: false | 'auto' | 'manual';
  config?: { model_type?: unknown };
}

/** What a listing asks the hub to `expand`: exactly the fields a HubRepo needs (models also name their family in config). */
export const EXPANDED_FIELDS: Record<HubRepoType, readonly string[]> = {
  model: ['author', 'sha', 'pipeline_tag', 'tags', 'downloads', 'likes', 'lastModified', 'gated', 'config'],
  dataset: ['author', 'sha', 'tags', 'downloads', 'likes', 'lastModified', 'gated'],
};

const isoDate = (date: string | undefined) => {
  const time = date === undefined ? NaN : Date.parse(date);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

export function hubRepoOf(repoType: HubRepoType, item: ApiRepo): HubRepo {
  // Files and clones are read at this commit; a repository without one could not be cloned.
  if (!item.sha) throw new HubUnavailableError(`${HUB_NAME} answered ${item.id} without its commit`);
  const name = repoName(item.id);
  const modelType = item.config?.model_type;
  return {
    id: item.id,
    sha: item.sha,
    title: name,
    name,
    author: item.author ?? repoOwner(item.id),
    repo_type: repoType,
    family: repoType === 'model' && typeof modelType === 'string' ? modelType : null,
    pipeline_tag: repoType === 'model' ? (item.pipeline_tag ?? null) : null,
    tags: item.tags ?? [],
    downloads: item.downloads ?? 0,
    likes: item.likes ?? 0,
    last_modified: isoDate(item.lastModified),
    gated: item.gated === 'auto' || item.gated === 'manual',
  };
}
