import { useId } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssetRecord } from '@bagel/assets-contract';
import { errorMessage } from '@bagel/api-client';
import { useMyAssets } from '@bagel/assets-data-access';
import { EmptyState, ErrorState, Page } from '@bagel/ui';
import { ASSET_KINDS, type AssetKind } from '../asset-kind';
import { ASSET_GRID_COLS, AssetListItem } from './asset-list-item';
import { AssetListSkeleton } from './asset-list-skeleton';

const own = (assets: AssetRecord[]) => assets.filter((asset) => asset.access === 'owner');
const bought = (assets: AssetRecord[]) => assets.filter((asset) => asset.access === 'purchased');

function AssetGrid({ label, assets }: { label: string; assets: AssetRecord[] }) {
  return (
    <SimpleGrid component="ul" aria-label={label} cols={ASSET_GRID_COLS} p={0} m={0} style={{ listStyle: 'none' }}>
      {assets.map((asset) => (
        <AssetListItem key={asset.dataset_id} asset={asset} />
      ))}
    </SimpleGrid>
  );
}

/** My Datasets and My Models (spec §2): the signed-in user's own, published or not, then those they bought. */
export function MyAssetsPage({ kind }: { kind: AssetKind }) {
  const { listTitle, noun, emptyHint, types } = ASSET_KINDS[kind];
  const assets = useMyAssets(types);
  const purchasedId = useId();

  return (
    <Page title={listTitle}>
      {assets.isPending ? (
        <AssetListSkeleton label={`Loading your ${noun}s`} />
      ) : assets.isError ? (
        <ErrorState title={`Could not load your ${noun}s`} message={errorMessage(assets.error)} onRetry={() => void assets.refetch()} />
      ) : (
        <Stack gap="xl">
          {own(assets.data).length === 0 ? (
            <EmptyState title={`No ${noun}s yet`} description={emptyHint} />
          ) : (
            <AssetGrid label={listTitle} assets={own(assets.data)} />
          )}
          {bought(assets.data).length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby={purchasedId}>
              <Title order={2} size="h3" id={purchasedId}>
                Purchased
              </Title>
              <Text size="sm" c="dimmed">
                Bought on the market: read-only, yours to fine-tune on and to preview.
              </Text>
              <AssetGrid label={`Purchased ${noun}s`} assets={bought(assets.data)} />
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}

export const MyDatasetsPage = () => <MyAssetsPage kind="dataset" />;
export const MyModelsPage = () => <MyAssetsPage kind="model" />;
