import { useLocation } from 'react-router';
import { PATHS } from '@bagel/contract';
import { LandingPage } from '@bagel/account-web';
import { returnPathFrom } from '../access/return-path';

/**
 * A module of its own so the router loads the page (and its chunk) only when it is visited. After signing in the
 * visitor goes where the access rule sent them from, the same place the rule itself then redirects to.
 */
export function Component() {
  const { search } = useLocation();
  return <LandingPage destination={returnPathFrom(search) ?? PATHS.dashboard} />;
}
