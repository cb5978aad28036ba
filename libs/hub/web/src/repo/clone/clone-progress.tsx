import { Group, Progress, Stack, Text } from '@mantine/core';
import type { HubClone } from '@bagel/hub-contract';
import { formatBytes } from '@bagel/util';

/** Spec §9: a progress value is a number (0 when it is not one), shown as a percentage from 0 to 100. */
const percent = (progress: unknown) => Math.min(100, Math.max(0, Number(progress) || 0));

/** A running clone: how far it got, in bytes and in files, once it knows how many there are. */
export function CloneProgress({ clone }: { clone: HubClone }) {
  const value = percent(clone.progress);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={500}>Cloning…</Text>
        <Text size="sm" c="dimmed">{`${value}%`}</Text>
      </Group>
      <Progress value={value} aria-label="Clone progress" animated />
      <Text size="sm" c="dimmed">
        {clone.files_total === null
          ? 'Listing files…'
          : `${clone.files_done} of ${clone.files_total} files` +
            (clone.bytes_total === null ? '' : ` · ${formatBytes(clone.bytes_done)} of ${formatBytes(clone.bytes_total)}`)}
      </Text>
    </Stack>
  );
}
