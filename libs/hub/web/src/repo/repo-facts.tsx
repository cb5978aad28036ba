import type { ReactNode } from 'react';
import { Alert, Badge, Box, Group, SimpleGrid, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { HUB_NAME, type HubRepoDetails } from '@bagel/contract';
import { dayLabel } from '@bagel/util';
import { formatHubCount } from '../hub-figures';

/** What the repository is and how it is used, as a description list; what the hub does not say is left out. */
export function RepoFacts({ repo }: { repo: HubRepoDetails }) {
  const facts: [string, ReactNode][] = [
    ['Family', repo.family],
    ['Pipeline tag', repo.pipeline_tag],
    ['Licence', repo.license],
    ['Downloads', formatHubCount(repo.downloads)],
    ['Likes', formatHubCount(repo.likes)],
    ['Last modified', repo.last_modified && dayLabel(repo.last_modified)],
  ];
  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" verticalSpacing="xs" m={0}>
        {facts
          .filter(([, value]) => value !== null)
          .map(([term, value]) => (
            <Box key={term}>
              <Text component="dt" size="xs" c="dimmed">
                {term}
              </Text>
              <Text component="dd" size="sm" fw={500} m={0}>
                {value}
              </Text>
            </Box>
          ))}
      </SimpleGrid>
      {repo.tags.length > 0 && (
        <Group component="ul" aria-label="Tags" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
          {repo.tags.map((tag) => (
            <Badge component="li" key={tag} variant="light" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
      )}
      {repo.gated && (
        <Alert variant="light" icon={<IconLock aria-hidden />} title={`Gated on ${HUB_NAME}`}>
          {`Its authors ask people to accept their conditions on ${HUB_NAME} before using its files.`}
        </Alert>
      )}
    </>
  );
}
