import { useRef, useState } from 'react';
import { Button, FileButton, Group, Stack, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import * as v from 'valibot';
import { assetPath } from '@bagel/contract';
import { CopyStatus } from '../copy/copy-status';
import { UploadList } from './upload-list';
import type { UploadQueue } from './use-upload-queue';

const TargetFolder = assetPath('The folder');

export interface UploadPanelProps {
  assetId: string;
  /** The folder being browsed: where files go unless another is typed. */
  folder: string;
  /** This page's uploads, kept by the file browser, whose deletes take rows off the list. */
  queue: UploadQueue;
}

/** The owner's uploads: a target folder (new ones are made by uploading into them), the files in flight, and copies under way. */
export function UploadPanel({ assetId, folder, queue: { uploads, add } }: UploadPanelProps) {
  // Their rows say how they went; a copy status read before one of them finished must not show it as copying again.
  const shown = new Set(uploads.filter((upload) => upload.status !== 'failed').map((upload) => upload.path));
  return (
    <Stack gap="sm">
      {/* Keyed by the folder browsed: opening another folder makes it the target again. */}
      <UploadTarget key={folder} folder={folder} onChoose={add} />
      <UploadList uploads={uploads} />
      <CopyStatus assetId={assetId} hidden={shown} />
    </Stack>
  );
}

function UploadTarget({ folder, onChoose }: { folder: string; onChoose: (files: File[], folder: string) => void }) {
  const [target, setTarget] = useState(folder);
  // Emptied after each choice, so choosing the same file again (after a failure) is a change too.
  const resetChoice = useRef<() => void>(null);
  const parsed = v.safeParse(TargetFolder, target);
  const choose = (files: File[]) => {
    if (parsed.success && files.length > 0) onChoose(files, parsed.output);
    resetChoice.current?.();
  };
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label="Upload into folder"
        description="Leave empty for the top level; a new name makes a new folder."
        placeholder="e.g. data/train"
        value={target}
        onChange={(event) => setTarget(event.currentTarget.value)}
        error={parsed.success ? undefined : parsed.issues[0].message}
        style={{ flex: '1 1 16rem' }}
      />
      <FileButton multiple onChange={choose} resetRef={resetChoice} inputProps={{ 'aria-label': 'Files to upload' }}>
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={16} aria-hidden />} disabled={!parsed.success}>
            Upload files
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
