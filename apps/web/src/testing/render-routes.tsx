import { useState } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { UiProvider } from '@bagel/ui';
import { SessionTestProvider } from '@bagel/session/testing';
import { createTestQueryClient, setViewportWidth, type AppTestOptions } from '@bagel/web-testing';

export const DESKTOP_WIDTH = 1440;
export const NARROW_WIDTH = 800;

export interface RenderRoutesOptions extends Pick<AppTestOptions, 'session' | 'fetch'> {
  route?: string;
  /** Window width in px; desktop by default. */
  width?: number;
  /** A client seeded with data that is already known when the routes render; a fresh one by default. */
  queryClient?: QueryClient;
}

/**
 * Renders a route tree with a data router (which MemoryRouter-based helpers cannot host), inside the app's providers.
 */
export function renderRoutes(
  routes: RouteObject[],
  { route = '/', width = DESKTOP_WIDTH, session, fetch, queryClient: givenClient }: RenderRoutesOptions = {},
) {
  setViewportWidth(width);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  function Providers() {
    const [queryClient] = useState(() => givenClient ?? createTestQueryClient());
    return (
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <SessionTestProvider value={session} fetch={fetch}>
            <RouterProvider router={router} />
          </SessionTestProvider>
        </QueryClientProvider>
      </UiProvider>
    );
  }
  const user = userEvent.setup();
  return { ...render(<Providers />), router, user };
}
