import { ApiError, errorMessage } from '@bagel/api-client';
import { useFilePreview } from '@bagel/assets-data-access';
import { ErrorState, FailureAlert, LoadingState } from '@bagel/ui';
import { PreviewTable } from './preview-table';

/** 415: a format the server does not preview; 422: a file that is not what its name says. Asking again changes neither. */
const isUnpreviewable = (error: unknown) => error instanceof ApiError && (error.status === 415 || error.status === 422);

/** A file's first rows as the server reads them, or why it could not. */
export function FilePreview({ assetId, path }: { assetId: string; path: string }) {
  const preview = useFilePreview(assetId, path);
  if (preview.isPending) return <LoadingState label="Loading the preview" />;
  if (preview.isError) {
    return isUnpreviewable(preview.error) ? (
      <FailureAlert title="This file cannot be previewed">{errorMessage(preview.error)}</FailureAlert>
    ) : (
      <ErrorState title="Could not load the preview" message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />
    );
  }
  return <PreviewTable preview={preview.data} />;
}
