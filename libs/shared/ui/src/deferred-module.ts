import { useCallback, useDeferredValue, useEffect, useState, useSyncExternalStore } from 'react';

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

export interface ModuleForAnswer<T> {
  /** The module once it is in and rendered in; undefined before. */
  module: T | undefined;
  /** Its fetch failed: say so, with {@link ModuleForAnswer.retry} to try again. */
  failed: boolean;
  retry: () => void;
}

/**
 * The module that shows a page's answer (a manage page's files and listing form, the deployments' cards), asked for
 * with the question, not with the page: fetched once `asking` is true (the query's `fetchStatus` is not `'paused'`,
 * which it is while the app holds its questions until its first paint), so the page's first paint does not wait for
 * its scripts, and the question and the code that shows its answer travel together. What it renders is deferred, as
 * the answer should be (`useDeferredValue`): its arrival re-renders the stand-in at once and the module's part in
 * slices, rather than in one long task.
 */
export function useModuleForAnswer<T>(deferred: DeferredModule<T>, asking: boolean): ModuleForAnswer<T> {
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    deferred.load().catch(() => setFailed(true));
  }, [deferred]);
  useEffect(() => {
    if (asking) retry();
  }, [asking, retry]);
  return { module: useDeferredValue(deferred.useLoaded()), failed, retry };
}
