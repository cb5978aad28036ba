import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { routeQueryKey } from '@bagel/api-react';
import { getAsset, getAssetInfo, getFilesCopyStatus, listDatasets } from '@bagel/assets-contract';
import { useRefreshAssetFiles } from './use-refresh-asset-files';

it("marks an asset's folders, copy status, record and every list stale, and no other asset's", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keysOf = (id: string) => [
    routeQueryKey(getAssetInfo, { params: { id }, query: { path: 'data' } }),
    routeQueryKey(getFilesCopyStatus, { params: { id } }),
    routeQueryKey(getAsset, { params: { id } }),
  ];
  for (const key of [...keysOf('a1'), ...keysOf('a2'), routeQueryKey(listDatasets, { query: { types: 'RAW' } })])
    queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;

  const refresh = renderHook(() => useRefreshAssetFiles('a1'), { wrapper }).result.current;
  await act(refresh);

  const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  expect(keysOf('a1').map(stale)).toEqual([true, true, true]);
  expect(stale(routeQueryKey(listDatasets, { query: { types: 'RAW' } }))).toBe(true);
  expect(keysOf('a2').map(stale)).toEqual([false, false, false]);
});
