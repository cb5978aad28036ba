import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { IconTable } from '@tabler/icons-react';
import { FilePreview } from './file-preview';

/** The Preview action of a dataset file: its first rows in a dialog, read only when opened. */
export function PreviewFileButton({ assetId, path, name }: { assetId: string; path: string; name: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconTable size={14} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`Preview ${name}`}
      >
        Preview
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Preview of ${name}`} size="xl">
        <FilePreview assetId={assetId} path={path} />
      </Modal>
    </>
  );
}
