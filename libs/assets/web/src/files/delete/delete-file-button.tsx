import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@bagel/ui';
import { useDeleteFile } from './use-delete-file';

export interface DeleteFileButtonProps {
  assetId: string;
  path: string;
  name: string;
  /** Called once the file is gone, with its path. */
  onDeleted: (path: string) => void;
}

/** A file's delete action, asked once more in a dialog since a deleted file cannot be brought back. */
export function DeleteFileButton({ assetId, path, name, onDeleted }: DeleteFileButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const { deleteFile, deleting } = useDeleteFile(assetId);
  const confirm = async () => {
    if (await deleteFile(path)) onDeleted(path);
    setConfirming(false);
  };
  return (
    <>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red.9" onClick={() => setConfirming(true)} aria-label={`Delete ${name}`}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Delete file"
        message={`Delete ${path}? This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={() => void confirm()}
        pending={deleting}
      />
    </>
  );
}
