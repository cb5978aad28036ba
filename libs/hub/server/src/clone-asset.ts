import * as v from 'valibot';
import { MAX_ASSET_TAGS, NewAsset } from '@bagel/assets-contract';
import { HUB_NAME, type HubRepo } from '@bagel/hub-contract';

/** The asset title and tag rules (spec §5: a model name has at least 4 characters; tags at most 32). */
const MIN_TITLE_LENGTH = 4;
const MAX_TAG_LENGTH = 32;

/**
 * The dataset or model a clone fills, as a user creating it by hand would: named after the repository, tagged with
 * its tags, and saying where it came from.
 */
export function cloneAsset(repo: HubRepo, userId: string): NewAsset {
  const title = repo.id.length >= MIN_TITLE_LENGTH ? repo.id : `${repo.id} (${HUB_NAME})`;
  const tags = [...new Set(repo.tags.filter((tag) => tag.length <= MAX_TAG_LENGTH))].slice(0, MAX_ASSET_TAGS);
  const details = `Cloned from ${HUB_NAME}: ${repo.id} at commit ${repo.sha}.`;
  return v.parse(
    NewAsset,
    repo.repo_type === 'model'
      ? { dataset_type: 'MODEL', title, details, tags, user_id: userId }
      : { dataset_type: 'RAW', title, details, tags, user_id: userId, category: 'Artificial intelligence' },
  );
}
