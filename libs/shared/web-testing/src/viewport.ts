/**
 * A matchMedia for jsdom that answers width queries from `window.innerWidth`, so tests can render the
 * narrow and the desktop layout. Other queries (colour scheme, motion) never match.
 */
type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ list: MediaQueryList; listeners: Set<Listener>; matches: boolean }>();

function toPx(value: string, unit: string): number {
  return unit === 'em' || unit === 'rem' ? Number(value) * 16 : Number(value);
}

export function matchesWidthQuery(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, value = '0', unit = 'px']) =>
    kind === 'min' ? width >= toPx(value, unit) : width <= toPx(value, unit),
  );
}

export function installMatchMedia(win: Window): void {
  win.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<Listener>();
    const entry = { listeners, matches: matchesWidthQuery(query, win.innerWidth), list: undefined as unknown as MediaQueryList };
    entry.list = {
      get matches() {
        return entry.matches;
      },
      media: query,
      onchange: null,
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
    lists.add(entry);
    return entry.list;
  };
}

/** Resizes the jsdom window and tells every media query listener whose answer changed. Wrap in act() when rendered. */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  for (const entry of lists) {
    const matches = matchesWidthQuery(entry.list.media, width);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.list.media } as MediaQueryListEvent);
  }
  window.dispatchEvent(new Event('resize'));
}

const JSDOM_DEFAULT_WIDTH = 1024;

/** Back to jsdom's width, forgetting the queries of unmounted components. */
export function resetViewport(): void {
  lists.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: JSDOM_DEFAULT_WIDTH });
}
