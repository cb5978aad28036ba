import type { RouteObject } from 'react-router';
import { LoadingState } from '@bagel/ui';
import { AccessGuard } from '../access/access-guard';
import { StandaloneLayout } from '../layout/standalone-layout';
import { OpenQueriesAfterFirstFrame } from '../queries-after-first-frame';
import { RouteErrorPage } from './route-error-page';
import { RouteTitle, type TitleHandle } from './route-title';
import { PATHS } from '@bagel/contract';

const loadAdminOnly = () => import('../access/admin-only').then(({ AdminOnly }) => ({ Component: AdminOnly }));
const title = (text: string): TitleHandle => ({ title: text });

/**
 * Every route of spec §2. Each page, and the signed-in shell around them, is its own lazily loaded module, so the
 * first load stays small (benchmarks/bundle-budget): the router fetches a route's modules in parallel and shows the
 * loading state until they are in. Each names itself in `handle.title` for the browser tab (RouteTitle).
 */
export const appRoutes: RouteObject[] = [
  {
    element: (
      <>
        <RouteTitle />
        <OpenQueriesAfterFirstFrame />
        <AccessGuard />
      </>
    ),
    HydrateFallback: () => <LoadingState label="Loading Bagel" />,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        element: <StandaloneLayout />,
        children: [
          { index: true, handle: title('Welcome'), lazy: () => import('../pages/landing') },
          // Only what a waitlisted user can do is on the page itself, so it has no shell around it.
          { path: PATHS.waitlist, handle: title('Waitlist'), lazy: () => import('../pages/waitlist') },
        ],
      },
      {
        lazy: () => import('../layout/signed-in-shell'),
        children: [
          { path: PATHS.dashboard, handle: title('Dashboard'), lazy: () => import('../pages/dashboard') },
          { path: PATHS.profile, handle: title('Profile'), lazy: () => import('../pages/profile') },
          { path: PATHS.apiKey, handle: title('API-Key'), lazy: () => import('../pages/api-key') },
          { path: PATHS.faq, handle: title('FAQ'), lazy: () => import('../pages/faq') },
          { path: PATHS.buyBagels, handle: title('Buy Bagels'), lazy: () => import('../pages/buy-bagels') },
          { path: PATHS.datasets, handle: title('My Datasets'), lazy: () => import('../pages/my-datasets') },
          { path: PATHS.models, handle: title('My Models'), lazy: () => import('../pages/my-models') },
          { path: PATHS.manageDataset, handle: title('Manage Dataset'), lazy: () => import('../pages/manage-dataset') },
          { path: PATHS.manageModel, handle: title('Manage Model'), lazy: () => import('../pages/manage-model') },
          { path: PATHS.market, handle: title('Market'), lazy: () => import('../pages/market') },
          { path: PATHS.marketDataset, handle: title('Market dataset detail'), lazy: () => import('../pages/market-dataset') },
          { path: PATHS.marketModel, handle: title('Market model detail'), lazy: () => import('../pages/market-model') },
          { path: PATHS.hub, handle: title('Hugging Face Hub'), lazy: () => import('../pages/hub-browse') },
          { path: PATHS.hubModel, handle: title('Hub-sourced model detail'), lazy: () => import('../pages/hub-model') },
          { path: PATHS.aiGeneration, handle: title('AI Generation Models'), lazy: () => import('../pages/ai-generation') },
          { path: PATHS.deployments, handle: title('Deployments'), lazy: () => import('../pages/my-deployments') },
          { path: PATHS.deploymentChat, handle: title('Playground'), lazy: () => import('../pages/deployment-chat') },
          { path: PATHS.marketSource, handle: title('Hub-sourced asset detail'), lazy: () => import('../pages/market-source') },
          { path: PATHS.invite, handle: title('Earn Bagels'), lazy: () => import('../pages/invite') },
          {
            path: PATHS.admin,
            handle: title('Admin'),
            lazy: loadAdminOnly,
            children: [{ index: true, lazy: () => import('../pages/admin') }],
          },
          { path: '*', handle: title('Page not found'), lazy: () => import('../pages/not-found-page') },
        ],
      },
    ],
  },
];
