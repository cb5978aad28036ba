import { cloneErrorText, type HubClone, type HubRepoType } from '@bagel/hub-contract';
import type { CloneRow } from './hub.schema';

/** A clone as the API answers it; progress is by bytes, or by files for a repository of empty files. */
export function cloneView(row: CloneRow): HubClone {
  const repoType = row.repoType as HubRepoType;
  const status = row.status as HubClone['status'];
  return {
    repo_id: row.repoId,
    repo_type: repoType,
    status,
    progress: status === 'success' ? 100 : percent(row),
    files_done: row.filesDone,
    files_total: row.filesTotal,
    bytes_done: row.bytesDone,
    bytes_total: row.bytesTotal,
    asset_id: row.assetId,
    error: status === 'failed' ? cloneErrorText(repoType) : null,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function percent({ bytesDone, bytesTotal, filesDone, filesTotal }: CloneRow): number {
  if (bytesTotal) return Math.min(100, Math.floor((bytesDone * 100) / bytesTotal));
  if (filesTotal) return Math.floor((filesDone * 100) / filesTotal);
  return 0;
}
