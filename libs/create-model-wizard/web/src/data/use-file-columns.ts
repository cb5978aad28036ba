import { useQuery } from '@tanstack/react-query';
import { getFilePreview } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useLoggedFailure } from './use-logged-failure';

/** What the server could read of a dataset file's columns. */
export type FileColumns =
  | { status: 'reading' }
  | { status: 'read'; columns: string[] }
  /** The preview failed (a format it does not read, a broken file) or found no columns: the user types their names. */
  | { status: 'unreadable' };

/**
 * The columns the server's preview detects in a dataset file (docs/architecture.md, Previews), offered for the input
 * and output columns. A file it cannot read leaves the fields free text, so its failure is only logged.
 */
export function useFileColumns(datasetId: string, fileName: string): FileColumns {
  const call = useApiCall();
  const preview = useQuery({
    ...routeQuery(call, getFilePreview, { params: { id: datasetId }, query: { path: fileName } }),
    select: (read) => read.columns,
  });
  useLoggedFailure('Create Model: the file preview could not be read for its columns', preview.error);
  if (preview.isPending) return { status: 'reading' };
  if (preview.isError || preview.data.length === 0) return { status: 'unreadable' };
  return { status: 'read', columns: preview.data };
}
