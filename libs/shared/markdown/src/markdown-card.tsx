import { Paper, Spoiler, Stack, Table, Text } from '@mantine/core';
import { splitCard } from './front-matter';
import { MarkdownText } from './markdown-text';

export interface MarkdownCardProps {
  /** A README with optional YAML front matter. */
  card: string;
  /** Where its relative links and images point (see {@link MarkdownText}). */
  baseUrl?: string;
  imageBaseUrl?: string;
  /** Said when the card has no text after its front matter. */
  emptyText?: string;
}

/**
 * A model or dataset card as people read it on the hub: the front matter's facts (licence, languages, tags…) as a
 * short table, then the Markdown, folded below a screenful.
 */
export function MarkdownCard({ card, baseUrl, imageBaseUrl, emptyText = 'This card has no text.' }: MarkdownCardProps) {
  const { facts, body } = splitCard(card);
  return (
    <Stack gap="sm">
      {facts.length > 0 && (
        <Table variant="vertical" layout="fixed" withTableBorder aria-label="Card facts" fz="sm">
          <Table.Tbody>
            {facts.map((fact) => (
              <Table.Tr key={fact.name}>
                <Table.Th w="35%" style={{ overflowWrap: 'anywhere' }}>
                  {fact.name}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{fact.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {body === '' ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        <Paper withBorder p="md">
          <Spoiler maxHeight={400} showLabel="Show the whole card" hideLabel="Show less">
            <MarkdownText source={body} baseUrl={baseUrl} imageBaseUrl={imageBaseUrl} />
          </Spoiler>
        </Paper>
      )}
    </Stack>
  );
}
