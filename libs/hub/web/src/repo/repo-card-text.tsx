import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HubRepoType } from '@bagel/hub-contract';
import { hubFileBase } from './hub-file-base';

/** The Markdown renderer (about 50 kB) loads after the page's first paint, not with the facts and files. */
const MarkdownCard = lazy(() => import('@bagel/markdown').then((module) => ({ default: module.MarkdownCard })));

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
        <Suspense fallback={<Skeleton height={160} aria-label="Loading the card" />}>
          <MarkdownCard
            card={card}
            baseUrl={hubFileBase(repoType, repoId, 'blob')}
            imageBaseUrl={hubFileBase(repoType, repoId, 'resolve')}
            emptyText="This repository's card has no text."
          />
        </Suspense>
      )}
    </Stack>
  );
}
