import { useLocation } from 'react-router';

/** Where the memory router is, for tests that follow a link or a navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}
