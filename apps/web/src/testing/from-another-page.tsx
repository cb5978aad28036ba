import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * For stories: arrive at the current address from another page of the app, so the page has history to go back to.
 * A memory router's first entry has none.
 */
export function FromAnotherPage({ children }: { children: ReactNode }) {
  const { key, pathname } = useLocation();
  const navigate = useNavigate();
  const firstEntry = key === 'default';
  useEffect(() => {
    if (firstEntry) void navigate(pathname);
  }, [firstEntry, navigate, pathname]);
  return firstEntry ? null : children;
}
