import type { ReactNode } from 'react';
import { Alert, Badge, Box, Group, SimpleGrid, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { HUB_NAME, type HubRepoDetails } from '@bagel/hub-contract';
import { dayLabel } from '@bagel/util';
import { formatHubCount } from '../hub-figures';

/**
 * A gated repository: whether the platform may read its files, and if not what must happen first (the server's words,
 * with the hub page where its conditions are accepted). A note beside the facts, not an alert: nothing just happened.
 */
function GatedNote({ repo }: { repo: HubRepoDetails }) {
  const title = `Gated on ${HUB_NAME}`;
  const refused = repo.access === 'refused';
  return (
    <Alert
      role="region"
      aria-label={title}
      variant="light"
      color={refused ? 'orange' : 'blue'}
      icon={<IconLock aria-hidden />}
      title={title}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {refused
          ? repo.access_detail
          : `Its authors ask people to accept their conditions on ${HUB_NAME} before using its files. This platform has been granted access to its files, so it can be cloned.`}
      </Text>
    </Alert>
  );
}

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
      {repo.gated && <GatedNote repo={repo} />}
    </>
  );
}
