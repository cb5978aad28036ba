import { Link } from 'react-router';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { filesSummary } from '@bagel/util';
import { ASSET_KINDS, kindOf } from '../asset-kind';
import { AssetBadges } from '../asset-badges';
import { ListingState } from '../listing-state';

/** One card per column on phones, up to three on wide screens. */
export const ASSET_GRID_COLS = { base: 1, md: 2, xl: 3 };

/** One dataset or model of a list: its title links to its manage page, or for one bought to its market page. */
export function AssetListItem({ asset }: { asset: AssetRecord }) {
  const kind = ASSET_KINDS[kindOf(asset.dataset_type)];
  const owned = asset.access === 'owner';
  return (
    <Card component="li" withBorder padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Anchor component={Link} to={owned ? kind.managePath(asset.dataset_id) : kind.marketPath(asset.dataset_id)}>
            {asset.title}
          </Anchor>
        </Title>
        <AssetBadges asset={asset} />
        <Group gap="md" justify="space-between">
          <Text size="sm" c="dimmed">
            {filesSummary(asset.file_count, asset.total_bytes)}
          </Text>
          {owned ? (
            <ListingState asset={asset} />
          ) : (
            <Text size="sm" c="dimmed">
              Bought from {asset.owner_username}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
