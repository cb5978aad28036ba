import { Stack, Text } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { filesSummary } from '@bagel/util';
import { AssetBadges } from './asset-badges';

/** What a manage or market page says about an asset under its title: type and tags, details, how many files. */
export function AssetSummary({ asset }: { asset: AssetRecord }) {
  return (
    <Stack gap="xs">
      <AssetBadges asset={asset} />
      {/* As it was typed: its line breaks kept, a long word wrapped rather than widening a phone's page. */}
      {asset.details && <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{asset.details}</Text>}
      <Text size="sm" c="dimmed">
        {filesSummary(asset.file_count, asset.total_bytes)}
      </Text>
    </Stack>
  );
}
