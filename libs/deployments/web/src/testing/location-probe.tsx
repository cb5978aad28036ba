import { useLocation } from 'react-router';

/** Where the memory router is, for tests that follow a link or a navigation. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Location">{pathname}</output>;
}
