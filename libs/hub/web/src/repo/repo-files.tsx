import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { HubFile } from '@bagel/hub-contract';
import { filesSummary, formatBytes } from '@bagel/util';

/** Every file of the repository with its size; large ones are kept by Git LFS, as the hub marks them. */
export function RepoFiles({ repoId, files, totalBytes }: { repoId: string; files: readonly HubFile[]; totalBytes: number }) {
  return (
    <Stack gap="xs" component="section" aria-label="Files">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3">
          Files
        </Title>
        <Text size="sm" c="dimmed">
          {filesSummary(files.length, totalBytes)}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table aria-label={`Files of ${repoId}`} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Path</Table.Th>
              <Table.Th scope="col" ta="right">
                Size
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {files.map((file) => (
              <Table.Tr key={file.path}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {file.path}
                    </Text>
                    {file.lfs && (
                      <Badge size="xs" variant="outline" color="gray" title="Stored with Git LFS">
                        LFS
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatBytes(file.size)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
