import type { HubRepoDetails, RouteQuery, getHubRepoDetails } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';
import type { Clones } from './clones.service';
import { REPO_NOT_FOUND, fromHub } from './hub-errors';
import type { HubSource } from './hub-source/hub-source';

/** Spec §7's details: the repository's card and tags, its files when asked, and the user's clone of it. */
export async function hubRepoDetails(
  source: HubSource,
  clones: Clones,
  query: RouteQuery<typeof getHubRepoDetails>,
): Promise<HubRepoDetails> {
  const repo = await fromHub(source.details(query.repo_type, query.repo_id));
  if (!repo) throw new HttpError(404, REPO_NOT_FOUND, 'repo_id');
  const files = query.include_file_info ? await fromHub(source.files(query.repo_type, repo.id, repo.sha)) : null;
  const clone = query.user_id ? await clones.ofUser({ userId: query.user_id, repoType: query.repo_type, repoId: repo.id }) : null;
  return {
    ...repo,
    source: source.label,
    files,
    total_bytes: files ? files.reduce((sum, file) => sum + file.size, 0) : null,
    clone,
  };
}
