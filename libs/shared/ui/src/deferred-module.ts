import { useSyncExternalStore } from 'react';

export interface DeferredModule<T> {
  /** Fetches the module once; every caller after the first shares the request. */
  load: () => Promise<T>;
  /** The module once it is in, undefined before; the component renders again when it arrives. */
  useLoaded: () => T | undefined;
}

/**
 * A module no page needs to show, fetched when something first asks for it rather than with the page. Unlike
 * `React.lazy`, a component reading it never suspends: it renders without the module until it is in, and renders it
 * at once, in the same pass, when an earlier `load` has brought it.
 */
export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  return {
    load: () =>
      (loading ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A fetch that failed (a dropped connection, a release that replaced the file) is tried again next time.
          loading = undefined;
          throw error;
        },
      )),
    useLoaded: () => useSyncExternalStore(subscribe, current, current),
  };
}
