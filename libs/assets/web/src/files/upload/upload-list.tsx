import { Group, Progress, Stack, Text } from '@mantine/core';
import type { QueuedUpload, UploadStatus } from './use-upload-queue';

const STATUS_TEXT: Record<Exclude<UploadStatus, 'failed'>, (percent: number) => string> = {
  waiting: () => 'Waiting',
  uploading: (percent) => `${percent}%`,
  uploaded: () => 'Uploaded',
};

const BAR_COLOR: Record<UploadStatus, string> = { waiting: 'gray', uploading: 'blue', uploaded: 'teal', failed: 'red' };

/** Each chosen file with its own progress bar, in the order they are sent. */
export function UploadList({ uploads }: { uploads: readonly QueuedUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Uploads">
      {uploads.map((upload) => (
        <li key={upload.key}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end">
              {upload.path}
            </Text>
            {upload.status !== 'failed' && (
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {STATUS_TEXT[upload.status](upload.percent)}
              </Text>
            )}
          </Group>
          <Progress
            value={upload.status === 'failed' ? 100 : upload.percent}
            color={BAR_COLOR[upload.status]}
            aria-label={`Upload of ${upload.path}`}
            size="sm"
            mt={4}
          />
          {upload.error && (
            <Text size="sm" c="red.9" mt={4} role="alert">
              {upload.error}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
