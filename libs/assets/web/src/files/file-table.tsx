import { Table, Text, VisuallyHidden } from '@mantine/core';
import { formatBytes } from '@bagel/util';
import { EntryActions, EntryName, type FileEntriesProps } from './file-entry';
import { FileCid } from './file-cid';

/** A folder's entries as a table, for screens wide enough for its columns: name, size, CID and actions. */
export function FileTable({ files, label, ...entry }: FileEntriesProps) {
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
                <EntryName file={file} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.size)}
                </Text>
              </Table.Td>
              {withCid && <Table.Td>{file.cid && <FileCid cid={file.cid} fileName={file.name} />}</Table.Td>}
              <Table.Td>
                <EntryActions file={file} {...entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
