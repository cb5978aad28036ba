import { ActionIcon, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { createDownloadLink } from '@bagel/assets-contract';
import { errorMessage } from '@bagel/api-client';
import { useApiCall } from '@bagel/api-react';
import { showErrorToast } from '@bagel/ui';

/**
 * A file's download action, for its owner and its buyers: it asks api for a signed link (a plain link cannot carry the
 * API key) and opens it, and the browser saves the file straight from api, however large it is.
 */
export function DownloadFileButton({ assetId, path, name }: { assetId: string; path: string; name: string }) {
  const call = useApiCall();
  const download = useMutation({
    mutationFn: () => call(createDownloadLink, { params: { id: assetId }, body: { path } }),
    // The answer is an attachment: the page stays where it is while the file downloads.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => showErrorToast(`Could not download ${name}`, errorMessage(error), { id: `download-${assetId}` }),
  });
  return (
    <Tooltip label="Download">
      <ActionIcon variant="subtle" onClick={() => download.mutate()} loading={download.isPending} aria-label={`Download ${name}`}>
        <IconDownload size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
