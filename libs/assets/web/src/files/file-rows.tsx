import { Group, Stack, Text } from '@mantine/core';
import { formatBytes } from '@bagel/util';
import { EntryActions, EntryName, type FileEntriesProps } from './file-entry';
import { FileCid } from './file-cid';

/** Under the name, past its 18 px icon and the `xs` gap: the size and CID line up with the name. */
const NAME_INDENT = 28;

/**
 * A folder's entries on a phone: one row each, its name (wrapped if long) over its size and CID, its actions beside
 * it, so everything fits the width with no sideways scrolling.
 */
export function FileRows({ files, label, ...entry }: FileEntriesProps) {
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {files.map((file) => (
        <Group
          component="li"
          key={file.path}
          justify="space-between"
          align="center"
          wrap="nowrap"
          gap="xs"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Stack gap={2} style={{ minWidth: 0 }}>
            <EntryName file={file} />
            <Text size="xs" c="dimmed" pl={NAME_INDENT}>
              {formatBytes(file.size)}
            </Text>
            {file.cid && (
              <Group pl={NAME_INDENT}>
                <FileCid cid={file.cid} fileName={file.name} />
              </Group>
            )}
          </Stack>
          <EntryActions file={file} {...entry} />
        </Group>
      ))}
    </Stack>
  );
}
