import type { RouteQuery } from '@bagel/contract';
import type { HubFile, HubRepoDetails, getHubRepoDetails } from '@bagel/hub-contract';
import { HttpError } from '@bagel/server-kit';
import type { Clones } from './clones.service';
import { REPO_NOT_FOUND, fromHub } from './hub-errors';
import { HubGatedError, type HubSource } from './hub-source/hub-source';

/** A gated repository's file list, which the hub may refuse too: then the details go without it. */
async function filesOrNone(files: Promise<HubFile[]>): Promise<HubFile[] | null> {
  try {
    return await files;
  } catch (error) {
    if (error instanceof HubGatedError) return null;
    throw error;
  }
}

/**
 * Spec §7's details: the repository's card and tags, whether the platform may read its files, its files when asked,
 * and the user's clone of it. What the hub refuses of a gated repository is left out, not the whole answer.
 */
export async function hubRepoDetails(
  source: HubSource,
  clones: Clones,
  query: RouteQuery<typeof getHubRepoDetails>,
): Promise<HubRepoDetails> {
  const repo = await fromHub(source.details(query.repo_type, query.repo_id));
  if (!repo) throw new HttpError(404, REPO_NOT_FOUND, 'repo_id');
  const files = query.include_file_info ? await fromHub(filesOrNone(source.files(query.repo_type, repo.id, repo.sha))) : null;
  const clone = query.user_id ? await clones.ofUser({ userId: query.user_id, repoType: query.repo_type, repoId: repo.id }) : null;
  return {
    ...repo,
    source: source.label,
    files,
    total_bytes: files ? files.reduce((sum, file) => sum + file.size, 0) : null,
    clone,
  };
}
