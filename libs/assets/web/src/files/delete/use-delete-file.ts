import { useMutation } from '@tanstack/react-query';
import { deleteAssetFile } from '@bagel/assets-contract';
import { useApiCall } from '@bagel/api-react';
import { useRefreshAssetFiles } from '@bagel/assets-data-access';
import { useSession } from '@bagel/session';
import { showErrorToast, showSuccessToast } from '@bagel/ui';
import { DELETE_MISSING_PARAMETERS, deleteFailureMessage, FILE_DELETED } from './delete-failure-message';

/** Spec §8 titles no toast; the errors of other screens are titled 'Error'. */
const FAILURE_TITLE = 'Error';

/** Deletes files of one asset; every outcome is told in a toast (spec §5, §8). */
export function useDeleteFile(assetId: string | undefined) {
  const call = useApiCall();
  const { apiKey } = useSession();
  const refreshFiles = useRefreshAssetFiles(assetId ?? '');
  const mutation = useMutation({
    mutationFn: ({ id, path }: { id: string; path: string }) => call(deleteAssetFile, { params: { id }, body: { file_path: path } }),
    onSuccess: () => {
      showSuccessToast(FILE_DELETED);
      void refreshFiles();
    },
    onError: (error) => showErrorToast(FAILURE_TITLE, deleteFailureMessage(error)),
  });

  /** Resolves true once the file is gone; spec §5: without an asset id, a path and a key nothing is sent. */
  const deleteFile = async (path: string | undefined): Promise<boolean> => {
    if (!assetId || !path || !apiKey) {
      showErrorToast(FAILURE_TITLE, DELETE_MISSING_PARAMETERS);
      return false;
    }
    try {
      await mutation.mutateAsync({ id: assetId, path });
      return true;
    } catch {
      return false;
    }
  };

  return { deleteFile, deleting: mutation.isPending };
}
