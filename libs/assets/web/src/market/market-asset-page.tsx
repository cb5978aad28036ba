import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { AssetRecord } from '@bagel/assets-contract';
import { LoadingState, Page } from '@bagel/ui';
import { ASSET_KINDS, type AssetKind } from '../asset-kind';
import { AssetSummary } from '../asset-summary';
import { AssetUnavailable } from '../asset-unavailable';
import { AssetReadme } from '../readme/asset-readme';
import { AssetFiles } from '../files/asset-files';
import { isAssetId, useAsset } from '../use-asset';
import { BuyAssetButton } from './buy-asset-button';
import { PriceText } from './price-text';

/** Market dataset and market model detail (spec §2): a listing to buy, a purchase to open, or one's own asset. */
export function MarketAssetPage({ kind, id }: { kind: AssetKind; id: string }) {
  const asset = useAsset(id);
  const { marketTitle } = ASSET_KINDS[kind];

  if (!isAssetId(id) || asset.isError) {
    return (
      <Page title={marketTitle}>
        <AssetUnavailable kind={kind} error={asset.error} onRetry={() => void asset.refetch()} />
      </Page>
    );
  }
  if (asset.isPending) {
    return (
      <Page title={marketTitle}>
        <LoadingState label={`Loading this ${ASSET_KINDS[kind].noun}`} />
      </Page>
    );
  }
  const record = asset.data;
  return (
    <Page title={record.title} description={`By ${record.owner_username}`}>
      <AssetSummary asset={record} />
      <Card withBorder padding="md" maw={480}>
        <Stack gap="sm">
          <Text size="lg">
            {'Price: '}
            <PriceText price={record.price} />
          </Text>
          <MarketAction kind={kind} asset={record} />
        </Stack>
      </Card>
      <AssetReadme assetId={record.dataset_id} editable={false} noun={ASSET_KINDS[kind].noun} />
      {record.access === 'purchased' && <AssetFiles assetId={record.dataset_id} editable={false} previews={kind === 'dataset'} />}
    </Page>
  );
}

function MarketAction({ kind, asset }: { kind: AssetKind; asset: AssetRecord }) {
  const { noun, managePath } = ASSET_KINDS[kind];
  switch (asset.access) {
    case 'owner':
      return (
        <Group gap="sm">
          <Text size="sm" fw={500}>
            You own this asset
          </Text>
          <Button component={Link} to={managePath(asset.dataset_id)} variant="light" size="xs">
            {`Manage this ${noun}`}
          </Button>
        </Group>
      );
    case 'purchased':
      return (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title="Purchased">
          {`You bought this ${noun}: its files are below.`}
        </Alert>
      );
    case 'listing':
      return <BuyAssetButton asset={asset} />;
  }
}

export function MarketDatasetPage() {
  const { id = '' } = useParams();
  return <MarketAssetPage kind="dataset" id={id} />;
}

export function MarketModelPage() {
  const { id = '' } = useParams();
  return <MarketAssetPage kind="model" id={id} />;
}
