import { useQuery } from '@tanstack/react-query';
import { getFilePreview, needsColumns } from '@bagel/contract';
import { routeQuery, useApiCall } from '@bagel/session';
import { useLoggedFailure } from './use-logged-failure';

/**
 * The columns the server detects in a dataset file, offered for the input and output columns. Only a help: a file it
 * cannot preview leaves the fields free text, so its failure is only logged.
 */
export function useFileColumns(datasetId: string | null, fileName: string | null): string[] {
  const call = useApiCall();
  const wanted = datasetId !== null && fileName !== null && needsColumns(fileName);
  const columns = useQuery({
    ...routeQuery(call, getFilePreview, { params: { id: datasetId ?? '' }, query: { path: fileName ?? '' } }),
    enabled: wanted,
    select: (preview) => preview.columns,
  });
  useLoggedFailure('Create Model: the file preview could not be read for its columns', columns.error);
  return wanted ? (columns.data ?? []) : [];
}
