import { PATHS } from '@bagel/contract';

/** Routes of spec §2 whose screens later issues build; until then each shows an honest "not available yet" page. */
export interface UpcomingRoute {
  path: string;
  title: string;
}

export const UPCOMING_ROUTES: readonly UpcomingRoute[] = [{ path: PATHS.invite, title: 'Earn Bagels' }];
