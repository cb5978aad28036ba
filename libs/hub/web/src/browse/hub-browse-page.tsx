import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { errorMessage } from '@bagel/api-client';
import { HUB_MAX_PAGE, HUB_NAME } from '@bagel/hub-contract';
import { EmptyState, ErrorState, Page, PagesNav } from '@bagel/ui';
import { HubSourceLabel } from '../hub-source-label';
import { HubBrowseFilters } from './hub-browse-filters';
import { useHubBrowseParams } from './hub-browse-params';
import { HUB_GRID_COLS, HubRepoCard } from './hub-repo-card';
import { HubResultsSkeleton } from './hub-results-skeleton';
import { useHubSearchPage } from './use-hub-search-page';

/** Hub browsing: search the hub's models or datasets, a page of 30 at a time, each opening its page. */
export function HubBrowsePage() {
  const [params, change] = useHubBrowseParams();
  const search = useHubSearchPage(params);
  const noun = params.searchType === 'model' ? 'models' : 'datasets';

  return (
    <Page title={`${HUB_NAME} Hub`} description={`Find public models and datasets on ${HUB_NAME}, read their cards and clone them.`}>
      <HubBrowseFilters params={params} onChange={change} />
      {search.isPending ? (
        <HubResultsSkeleton label={`Searching ${HUB_NAME}`} />
      ) : search.isError ? (
        <ErrorState title={`Could not search ${HUB_NAME}`} message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
      ) : search.data.results.length === 0 ? (
        <EmptyState title={`No ${noun} found`} description="Try other words, or fewer filters." />
      ) : (
        <Stack gap="md" aria-busy={search.isPlaceholderData}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {resultsRange(search.data.page, search.data.top_k, search.data.results.length)}
            </Text>
            <HubSourceLabel source={search.data.source} />
          </Group>
          <SimpleGrid component="ul" aria-label={`${HUB_NAME} ${noun}`} cols={HUB_GRID_COLS} p={0} m={0} style={{ listStyle: 'none' }}>
            {search.data.results.map((repo) => (
              <HubRepoCard key={repo.id} repo={repo} />
            ))}
          </SimpleGrid>
          <PagesNav
            total={Math.min(HUB_MAX_PAGE, Math.ceil(search.data.total_results / search.data.top_k))}
            page={params.page}
            onChange={(page) => {
              change({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      )}
    </Page>
  );
}

/** 'Results 31–60': the real hub does not count its matches, so no total is claimed. */
function resultsRange(page: number, pageSize: number, shown: number): string {
  const first = (page - 1) * pageSize + 1;
  return `Results ${first}–${first + shown - 1}`;
}
