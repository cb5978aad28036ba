import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@bagel/ui';
import type { SessionState } from '@bagel/session';
import { SessionTestProvider } from '@bagel/session/testing';

export interface AppTestOptions {
  /** The URL the memory router starts at; '/' by default. */
  route?: string;
  /** A route pattern (e.g. '/dataset/:datasetId/description') the content is mounted under, so useParams works. */
  path?: string;
  /** Overrides of the signed-in test session (alice). */
  session?: Partial<SessionState>;
  /** Where the session's API calls go; the global fetch by default. */
  fetch?: typeof fetch;
}

/** Never retry in tests and stories, so an error state shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

/** Everything a page of the app expects around it, with no network for the session. */
export function AppTestProviders({ route = '/', path, session, fetch, children }: AppTestOptions & { children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionTestProvider value={session} fetch={fetch}>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            ) : (
              children
            )}
          </MemoryRouter>
        </SessionTestProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
