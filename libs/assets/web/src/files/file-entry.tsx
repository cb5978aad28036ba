import { Link } from 'react-router';
import { Anchor, Group, Text } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import type { AssetFile } from '@bagel/assets-contract';
import { DeleteFileButton } from './delete/delete-file-button';
import { DownloadFileButton } from './download/download-file-button';
import { folderLink } from './folder-path';
import { isPreviewable } from './preview/previewable';
import { PreviewFileButton } from './preview/preview-file-button';

/** What every layout of a folder's entries is given. */
export interface FileEntriesProps {
  assetId: string;
  files: readonly AssetFile[];
  /** Spoken name of the listing: which folder it lists. */
  label: string;
  /** The owner's: files can be deleted. */
  editable: boolean;
  /** A dataset's: CSV, JSONL, Parquet and TXT files can be previewed. */
  previews: boolean;
  /** Called with a file's path once it is deleted. */
  onDeleted: (path: string) => void;
}

const ICON_STYLE = { flexShrink: 0 } as const;

/** An entry's icon and name; a sub-folder's name opens it in place. A long name wraps rather than widening its row. */
export function EntryName({ file }: { file: AssetFile }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      {/* Kept at its size when a long name wraps beside it. */}
      {file.is_directory ? <IconFolder size={18} aria-hidden style={ICON_STYLE} /> : <IconFile size={18} aria-hidden style={ICON_STYLE} />}
      {file.is_directory ? (
        <Anchor
          component={Link}
          to={folderLink(file.path)}
          size="sm"
          aria-label={`Open folder ${file.name}`}
          style={{ overflowWrap: 'anywhere' }}
        >
          {file.name}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
      )}
    </Group>
  );
}

/** A file's actions: Preview (a dataset's previewable files), Download, and Delete (the owner's). A folder has none. */
export function EntryActions({
  assetId,
  file,
  editable,
  previews,
  onDeleted,
}: Omit<FileEntriesProps, 'files' | 'label'> & { file: AssetFile }) {
  if (file.is_directory) return null;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap" style={{ flexShrink: 0 }}>
      {previews && isPreviewable(file.name) && <PreviewFileButton assetId={assetId} path={file.path} name={file.name} />}
      <DownloadFileButton assetId={assetId} path={file.path} name={file.name} />
      {editable && <DeleteFileButton assetId={assetId} path={file.path} name={file.name} onDeleted={onDeleted} />}
    </Group>
  );
}
