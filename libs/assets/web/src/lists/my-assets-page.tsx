import { SimpleGrid } from '@mantine/core';
import { errorMessage } from '@bagel/api-client';
import { useMyAssets } from '@bagel/assets-data-access';
import { EmptyState, ErrorState, Page } from '@bagel/ui';
import { ASSET_KINDS, type AssetKind } from '../asset-kind';
import { ASSET_GRID_COLS, AssetListItem } from './asset-list-item';
import { AssetListSkeleton } from './asset-list-skeleton';

/** My Datasets and My Models (spec §2): the signed-in user's own, published or not. */
export function MyAssetsPage({ kind }: { kind: AssetKind }) {
  const { listTitle, noun, emptyHint, types } = ASSET_KINDS[kind];
  const assets = useMyAssets(types);

  return (
    <Page title={listTitle}>
      {assets.isPending ? (
        <AssetListSkeleton label={`Loading your ${noun}s`} />
      ) : assets.isError ? (
        <ErrorState title={`Could not load your ${noun}s`} message={errorMessage(assets.error)} onRetry={() => void assets.refetch()} />
      ) : assets.data.length === 0 ? (
        <EmptyState title={`No ${noun}s yet`} description={emptyHint} />
      ) : (
        <SimpleGrid component="ul" aria-label={listTitle} cols={ASSET_GRID_COLS} p={0} m={0} style={{ listStyle: 'none' }}>
          {assets.data.map((asset) => (
            <AssetListItem key={asset.dataset_id} asset={asset} />
          ))}
        </SimpleGrid>
      )}
    </Page>
  );
}

export const MyDatasetsPage = () => <MyAssetsPage kind="dataset" />;
export const MyModelsPage = () => <MyAssetsPage kind="model" />;
