import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getFilesCopyStatus } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useRefreshAssetFiles } from '@bagel/assets-data-access';

/** Often enough that a finished copy shows up soon, rarely enough to cost nothing while a large one runs. */
const COPY_POLL_MS = 2000;

/**
 * The copies into an asset (resumable uploads, clones), asked again every {@link COPY_POLL_MS} while any is still
 * copying; when one stops copying, the asset's files are refreshed so it appears in the list.
 */
export function useCopyStatus(assetId: string) {
  const call = useApiCall();
  const refreshFiles = useRefreshAssetFiles(assetId);
  const copies = useQuery({
    ...routeQuery(call, getFilesCopyStatus, { params: { id: assetId } }),
    refetchInterval: (query) => (query.state.data?.some((copy) => copy.status === 'copying') ? COPY_POLL_MS : false),
  });

  const copying = (copies.data ?? []).filter((copy) => copy.status === 'copying');
  const copyingPaths = copying.map((copy) => copy.file_path).join('\n');
  const before = useRef<string[]>([]);
  useEffect(() => {
    const now = copyingPaths ? copyingPaths.split('\n') : [];
    const finished = before.current.some((path) => !now.includes(path));
    before.current = now;
    if (finished) void refreshFiles();
  }, [copyingPaths, refreshFiles]);

  return copying;
}
