import { Link } from 'react-router';
import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconFile, IconFolder } from '@tabler/icons-react';
import type { AssetFile } from '@bagel/contract';
import { formatBytes } from '@bagel/util';
import { DeleteFileButton } from './delete/delete-file-button';
import { FileCid } from './file-cid';
import { folderLink } from './folder-path';
import { isPreviewable } from './preview/previewable';
import { PreviewFileButton } from './preview/preview-file-button';

export interface FileTableProps {
  assetId: string;
  files: readonly AssetFile[];
  /** Spoken name of the table: which folder it lists. */
  label: string;
  /** The owner's: files can be deleted. */
  editable: boolean;
  /** A dataset's: CSV, JSONL, Parquet and TXT files can be previewed. */
  previews: boolean;
}

/** A folder's entries: sub-folders open in place, files show their size, CID and actions. */
export function FileTable({ assetId, files, label, editable, previews }: FileTableProps) {
  const withCid = files.some((file) => file.cid !== null);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Size</Table.Th>
            {withCid && <Table.Th scope="col">IPFS CID</Table.Th>}
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.path}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {file.is_directory ? <IconFolder size={18} aria-hidden /> : <IconFile size={18} aria-hidden />}
                  {file.is_directory ? (
                    <Anchor component={Link} to={folderLink(file.path)} size="sm" aria-label={`Open folder ${file.name}`}>
                      {file.name}
                    </Anchor>
                  ) : (
                    <Text size="sm">{file.name}</Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatBytes(file.size)}
                </Text>
              </Table.Td>
              {withCid && <Table.Td>{file.cid && <FileCid cid={file.cid} fileName={file.name} />}</Table.Td>}
              <Table.Td>
                {!file.is_directory && (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {previews && isPreviewable(file.name) && <PreviewFileButton assetId={assetId} path={file.path} name={file.name} />}
                    {editable && <DeleteFileButton assetId={assetId} path={file.path} name={file.name} />}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
