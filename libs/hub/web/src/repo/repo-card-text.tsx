import { Paper, Spoiler, Stack, Text, Title } from '@mantine/core';
import { cardBody } from './card-body';

/**
 * The repository's README as its text: Markdown reads well enough as it is, and rendering it would take a parser for a
 * few headings and tables.
 */
export function RepoCardText({ card, title }: { card: string | null; title: string }) {
  const body = card === null ? '' : cardBody(card);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {body === '' ? (
        <Text size="sm" c="dimmed">
          This repository has no card.
        </Text>
      ) : (
        <Paper withBorder p="md">
          <Spoiler maxHeight={320} showLabel="Show the whole card" hideLabel="Show less">
            <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {body}
            </Text>
          </Spoiler>
        </Paper>
      )}
    </Stack>
  );
}
