import { AspectRatio, Badge, Button, Center, Image, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '@bagel/api-client';
import type { Generation } from '@bagel/generation-contract';

export interface GenerationMediaProps {
  output: Generation;
  /** Where the fetched file can be shown; undefined until it is in. */
  url: string | undefined;
  fileError: unknown;
  onRetryFile: () => void;
}

/** The square at the top of a card: the output itself, or what is happening to it. */
export function GenerationMedia({ output, url, fileError, onRetryFile }: GenerationMediaProps) {
  return (
    <AspectRatio ratio={1} bg="gray.1">
      {output.status === 'pending' ? (
        <Center>
          <Stack align="center" gap="xs" role="status">
            <Loader size="md" aria-hidden />
            <Text size="sm">Generating…</Text>
          </Stack>
        </Center>
      ) : output.status === 'failed' ? (
        <Center p="md">
          <Stack align="center" gap="xs">
            <IconAlertTriangle aria-hidden size={28} color="var(--mantine-color-red-9)" />
            <Text size="sm" fw={600} c="red.9">
              Failed
            </Text>
            <Text size="xs" ta="center">
              {output.error ?? 'The generation failed.'}
            </Text>
            <Badge color="teal" variant="light">
              Refunded
            </Badge>
          </Stack>
        </Center>
      ) : fileError ? (
        <Center p="md">
          <Stack align="center" gap="xs">
            <Text size="sm" ta="center">
              {errorMessage(fileError)}
            </Text>
            <Button size="xs" variant="default" onClick={onRetryFile}>
              Try again
            </Button>
          </Stack>
        </Center>
      ) : !url ? (
        <Skeleton aria-hidden />
      ) : output.content_type?.startsWith('video/') ? (
        <video src={url} controls loop muted playsInline aria-label={output.prompt} />
      ) : (
        <Image src={url} alt={output.prompt} fit="contain" />
      )}
    </AspectRatio>
  );
}
