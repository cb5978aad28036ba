import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { searchHub } from '@bagel/hub-contract';
import { ApiAccessContext, routeQueryKey } from '@bagel/api-react';
import { hubQuickSearchInput, useHubQuickSearch } from './hub-quick-search';
import { useRestrictedModels } from './restricted-models';

/** A client and an API that answers every read with `body`, recording the URLs asked for. */
function fakeApi(body: unknown) {
  const urls: URL[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input)));
    return Response.json(body);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiAccessContext.Provider value={{ apiKey: 'bgl_key', apiBaseUrl: 'http://api.bagel.test', userId: 'u1', fetch }}>
        {children}
      </ApiAccessContext.Provider>
    </QueryClientProvider>
  );
  return { urls, queryClient, wrapper };
}

describe('useHubQuickSearch', () => {
  it("asks the hub's model search once typing pauses, under the one key every caller shares", async () => {
    const api = fakeApi({ data: [] });
    const search = renderHook(({ text }) => useHubQuickSearch(text), { wrapper: api.wrapper, initialProps: { text: '' } });
    search.rerender({ text: 'llama ' });
    expect(search.result.current).toMatchObject({ query: '', typing: true });

    await waitFor(() => expect(search.result.current.search.isSuccess).toBe(true));
    expect(search.result.current).toMatchObject({ query: 'llama', typing: false, search: { data: [] } });
    expect(api.urls.map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { query: 'llama', search_type: 'model', top_k: '5', limit: hubQuickSearchInput('').query.limit },
    ]);
    expect(api.queryClient.getQueryData(routeQueryKey(searchHub, hubQuickSearchInput('llama')))).toEqual({ data: [] });
  });
});

describe('useRestrictedModels', () => {
  it('reads the platform models once, however many ask, and not before one is enabled', async () => {
    const api = fakeApi({ models: [] });
    renderHook(() => useRestrictedModels({ enabled: false }), { wrapper: api.wrapper });
    expect(api.urls).toEqual([]);

    const first = renderHook(() => useRestrictedModels(), { wrapper: api.wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual([]));
    const second = renderHook(() => useRestrictedModels(), { wrapper: api.wrapper });
    expect(second.result.current.data).toEqual([]);
    expect(api.urls.map((url) => url.pathname)).toEqual(['/api/v1/models/restricted']);
  });
});
