import { Stack, Text, Title } from '@mantine/core';
import { MarkdownCard } from '@bagel/markdown';
import type { HubRepoType } from '@bagel/hub-contract';
import { hubFileBase } from './hub-file-base';

/** The repository's README, its model or dataset card: the front matter's facts, then the Markdown rendered. */
export function RepoCardText({
  card,
  title,
  repoType,
  repoId,
}: {
  card: string | null;
  title: string;
  repoType: HubRepoType;
  repoId: string;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {card === null ? (
        <Text size="sm" c="dimmed">
          This repository has no card.
        </Text>
      ) : (
        <MarkdownCard
          card={card}
          baseUrl={hubFileBase(repoType, repoId, 'blob')}
          imageBaseUrl={hubFileBase(repoType, repoId, 'resolve')}
          emptyText="This repository's card has no text."
        />
      )}
    </Stack>
  );
}
