import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, re-rendering when that changes; read at once in the browser, so a wide window never
 * draws the narrow layout first.
 *
 * Edge draws signed-in pages on the server for phones only (apps/edge/src/page-render.ts), so the server, and the
 * browser while it hydrates that markup, answer `onPhone`: what the query says at a phone's width. A window that is
 * wider (a phone held sideways) re-renders with its own answer right after hydration, where a different answer during
 * hydration would make React throw the server's markup away.
 */
export function useMediaQuery(query: string, { onPhone }: { onPhone: boolean }): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onPhone,
  );
}
