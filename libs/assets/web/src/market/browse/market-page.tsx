import { SimpleGrid, Stack, Text } from '@mantine/core';
import { errorMessage } from '@bagel/api-client';
import { MARKET_FEE_PERCENT } from '@bagel/assets-contract';
import { EmptyState, ErrorState, Page, PagesNav } from '@bagel/ui';
import { ASSET_GRID_COLS } from '../../lists/asset-list-item';
import { AssetListSkeleton } from '../../lists/asset-list-skeleton';
import { MarketFilters } from './market-filters';
import { MarketListingCard } from './market-listing-card';
import { useMarketParams } from './market-params';
import { useMarketListings } from './use-market-listings';

/** The market: every published dataset and model, searched, filtered and sorted, a page at a time. */
export function MarketPage() {
  const [params, change] = useMarketParams();
  const listings = useMarketListings(params);
  const filtered = params.q !== '' || params.kind !== null;

  return (
    <Page
      title="Market"
      description={`Datasets and models people publish. Buy one to use it like your own: fine-tune on it and preview its files. Sellers receive the price less the market's ${MARKET_FEE_PERCENT}% fee.`}
    >
      <Stack gap="md">
        <MarketFilters key={params.q} params={params} onChange={change} />
        {listings.isPending ? (
          <AssetListSkeleton label="Loading the market" />
        ) : listings.isError ? (
          <ErrorState title="Could not load the market" message={errorMessage(listings.error)} onRetry={() => void listings.refetch()} />
        ) : listings.data.total === 0 ? (
          <EmptyState
            title={filtered ? 'Nothing on the market matches' : 'Nothing on the market yet'}
            description={
              filtered
                ? 'Try other words, or show datasets and models.'
                : 'Publish a dataset or model from its manage page to sell it here.'
            }
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {listings.data.total === 1 ? '1 listing' : `${listings.data.total.toLocaleString('en-US')} listings`}
            </Text>
            <SimpleGrid component="ul" aria-label="Listings" cols={ASSET_GRID_COLS} p={0} m={0} style={{ listStyle: 'none' }}>
              {listings.data.listings.map((asset) => (
                <MarketListingCard key={asset.dataset_id} asset={asset} />
              ))}
            </SimpleGrid>
            <PagesNav
              total={Math.ceil(listings.data.total / listings.data.page_size)}
              page={params.page}
              onChange={(page) => {
                change({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </Stack>
    </Page>
  );
}
