import { useState, type ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PageSession } from '@bagel/account-contract';
import { UiProvider } from '@bagel/ui';
import { SessionProvider } from '@bagel/session';
import { ForgetDataOnUserChange } from './forget-data-on-user-change';

export interface AppFrameProps {
  children: ReactNode;
  /** The session to start from; the one edge put in the page by default (server rendering passes its own). */
  pageSession?: PageSession;
}

/** What every page renders inside, in the browser and on the server alike, so both draw the same markup. */
export function AppFrame({ children, pageSession }: AppFrameProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider pageSession={pageSession}>
          <ForgetDataOnUserChange />
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
