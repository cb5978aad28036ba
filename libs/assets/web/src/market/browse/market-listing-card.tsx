import { Link } from 'react-router';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { filesSummary } from '@bagel/util';
import { ASSET_KINDS, kindOf } from '../../asset-kind';
import { AssetBadges } from '../../asset-badges';
import { PriceText } from '../price-text';

/** What the caller has of a listing besides its page: their own, or bought. */
const ACCESS_BADGES: Partial<Record<AssetRecord['access'], string>> = { owner: 'Yours', purchased: 'Purchased' };

/** One listing of the market: its title links to its market page; price, seller and size at a glance. */
export function MarketListingCard({ asset }: { asset: AssetRecord }) {
  const access = ACCESS_BADGES[asset.access];
  return (
    <Card component="li" withBorder padding="md" aria-label={asset.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={ASSET_KINDS[kindOf(asset.dataset_type)].marketPath(asset.dataset_id)}>
              {asset.title}
            </Anchor>
          </Title>
          {access && (
            <Badge variant="light" color="green" style={{ flexShrink: 0 }}>
              {access}
            </Badge>
          )}
        </Group>
        <AssetBadges asset={asset} />
        <Text size="sm">
          <PriceText price={asset.price} />
        </Text>
        <Group gap="md" justify="space-between">
          <Text size="sm" c="dimmed">
            by {asset.owner_username}
          </Text>
          <Text size="sm" c="dimmed">
            {filesSummary(asset.file_count, asset.total_bytes)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
