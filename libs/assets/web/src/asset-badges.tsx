import { Badge, Group } from '@mantine/core';
import { assetTypeLabel, type AssetRecord } from '@bagel/assets-contract';

/** The type badge, then the asset's tags. */
export function AssetBadges({ asset }: { asset: Pick<AssetRecord, 'dataset_type' | 'tags'> }) {
  return (
    <Group gap={6}>
      <Badge variant="filled">{assetTypeLabel(asset.dataset_type)}</Badge>
      {asset.tags.map((tag) => (
        <Badge key={tag} variant="light" color="gray">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}
