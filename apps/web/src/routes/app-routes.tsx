import type { RouteObject } from 'react-router';
import { LoadingState } from '@bagel/ui';
import { AccessGuard } from '../access/access-guard';
import { AdminOnly } from '../access/admin-only';
import { BalanceChip, CurrencySwitch } from '@bagel/wallet-web';
import { AppLayout } from '../layout/app-layout';
import type { HeaderSlots } from '../layout/app-header';
import { StandaloneLayout } from '../layout/standalone-layout';
import { RouteErrorPage } from './route-error-page';
import { UPCOMING_ROUTES, type UpcomingHandle } from './upcoming-routes';
import { PATHS } from '@bagel/contract';

const loadUpcoming = () => import('../pages/upcoming-page');

/** The header's currency switch and balance chip (spec §2 Header). */
const WALLET_HEADER_SLOTS: HeaderSlots = { currencySwitch: <CurrencySwitch />, balance: <BalanceChip /> };

/** Every route of spec §2. Each page is its own lazily loaded module, so the first load stays small. */
export const appRoutes: RouteObject[] = [
  {
    element: <AccessGuard />,
    HydrateFallback: () => <LoadingState label="Loading Bagel" />,
    ErrorBoundary: RouteErrorPage,
    children: [
      { element: <StandaloneLayout />, children: [{ index: true, lazy: () => import('../pages/landing') }] },
      {
        element: <AppLayout headerSlots={WALLET_HEADER_SLOTS} />,
        children: [
          { path: PATHS.dashboard, lazy: () => import('../pages/dashboard') },
          { path: PATHS.profile, lazy: () => import('../pages/profile') },
          { path: PATHS.apiKey, lazy: () => import('../pages/api-key') },
          { path: PATHS.faq, lazy: () => import('../pages/faq') },
          { path: PATHS.buyBagels, lazy: () => import('../pages/buy-bagels') },
          { path: PATHS.waitlist, lazy: () => import('../pages/waitlist') },
          { path: PATHS.admin, element: <AdminOnly />, children: [{ index: true, lazy: () => import('../pages/admin') }] },
          ...UPCOMING_ROUTES.map(({ path, title }): RouteObject => ({ path, handle: { upcomingTitle: title } satisfies UpcomingHandle, lazy: loadUpcoming })),
          { path: '*', lazy: () => import('../pages/not-found-page') },
        ],
      },
    ],
  },
];
