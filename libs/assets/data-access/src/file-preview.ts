import { useQuery } from '@tanstack/react-query';
import { getFilePreview, type FilePreview } from '@bagel/assets-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** A file's first rows and columns as the server reads them (docs/architecture.md, Previews). */
export function useFilePreview<T = FilePreview>(id: string, path: string, select?: (read: FilePreview) => T) {
  const call = useApiCall();
  return useQuery({ ...routeQuery(call, getFilePreview, { params: { id }, query: { path } }), select });
}

/** What the server could read of a dataset file's columns. */
export type FileColumns =
  | { status: 'reading' }
  | { status: 'read'; columns: string[] }
  /** The preview failed (`error`: a format it does not read, a broken file) or found no columns (`error` null). */
  | { status: 'unreadable'; error: Error | null };

/** The columns the server's preview detects in a dataset file. */
export function useFileColumns(datasetId: string, fileName: string): FileColumns {
  const preview = useFilePreview(datasetId, fileName, (read) => read.columns);
  if (preview.isPending) return { status: 'reading' };
  if (preview.isError) return { status: 'unreadable', error: preview.error };
  if (preview.data.length === 0) return { status: 'unreadable', error: null };
  return { status: 'read', columns: preview.data };
}
