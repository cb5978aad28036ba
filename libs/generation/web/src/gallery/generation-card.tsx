import { useId } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { generationFileName, type Generation } from '@bagel/generation-contract';
import { dayLabel, timeLabel } from '@bagel/util';
import { formatOf } from '../generation-labels';
import { DeleteGenerationButton } from './delete-generation-button';
import { GenerationMedia } from './generation-media';
import { useGenerationFile, useObjectUrl } from './use-generation-file';

/** One output in the gallery: the picture or clip (or its state), its prompt, when and by whom, download and delete. */
export function GenerationCard({ output }: { output: Generation }) {
  const promptId = useId();
  const file = useGenerationFile(output);
  const url = useObjectUrl(file.data);

  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-labelledby={promptId}>
      <Card.Section>
        <GenerationMedia output={output} url={url} fileError={file.error} onRetryFile={() => void file.refetch()} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Text id={promptId} size="sm" lineClamp={3} title={output.prompt}>
          {output.prompt}
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            <time dateTime={output.created_at}>{`${dayLabel(output.created_at)}, ${timeLabel(output.created_at)}`}</time>
            {` · ${formatOf(output)}`}
          </Text>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {output.provider}
          </Badge>
        </Group>
        <Group gap="xs" justify="space-between">
          {url ? (
            <Button
              component="a"
              href={url}
              download={generationFileName(output)}
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} aria-hidden />}
            >
              Download
            </Button>
          ) : (
            <Button size="xs" variant="light" disabled leftSection={<IconDownload size={14} aria-hidden />}>
              Download
            </Button>
          )}
          <DeleteGenerationButton output={output} />
        </Group>
      </Stack>
    </Card>
  );
}
