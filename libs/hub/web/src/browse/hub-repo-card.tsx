import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconHeart, IconLock } from '@tabler/icons-react';
import type { HubRepo } from '@bagel/hub-contract';
import { dayLabel } from '@bagel/util';
import { formatHubCount } from '../hub-figures';
import { hubRepoPath } from '../hub-links';

/** One card per column on phones, up to three on wide screens. */
export const HUB_GRID_COLS = { base: 1, md: 2, xl: 3 };

/** A search result: its name links to its page; what it is, how popular, how recent. */
export function HubRepoCard({ repo }: { repo: HubRepo }) {
  const kind = repo.family ?? repo.pipeline_tag;
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Stack gap={0}>
          <Title order={2} size="h4">
            <Anchor component={Link} to={hubRepoPath(repo.repo_type, repo.id)}>
              {repo.title}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" truncate>
            {repo.id}
          </Text>
        </Stack>
        {(kind || repo.gated) && (
          <Group gap={6}>
            {kind && (
              <Badge variant="light" tt="none">
                {kind}
              </Badge>
            )}
            {repo.gated && (
              <Badge variant="light" color="gray" tt="none" leftSection={<IconLock size={12} aria-hidden />}>
                Gated
              </Badge>
            )}
          </Group>
        )}
        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconDownload size={14} aria-hidden />
            <Text size="sm" c="dimmed">{`${formatHubCount(repo.downloads)} downloads`}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconHeart size={14} aria-hidden />
            <Text size="sm" c="dimmed">{`${formatHubCount(repo.likes)} likes`}</Text>
          </Group>
          {repo.last_modified && <Text size="sm" c="dimmed">{`Updated ${dayLabel(repo.last_modified)}`}</Text>}
        </Group>
      </Stack>
    </Card>
  );
}
