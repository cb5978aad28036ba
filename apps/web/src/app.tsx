import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UiProvider } from '@bagel/ui';
import { SessionProvider } from '@bagel/session';
import { ForgetDataOnUserChange } from './forget-data-on-user-change';
import { appRoutes } from './routes/app-routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }));
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ForgetDataOnUserChange />
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
