import { useEffect } from 'react';
import { deferredModule } from '@bagel/ui';

export type DeferredParts = typeof import('./deferred-parts');

const parts = deferredModule<DeferredParts>(() => import('./deferred-parts'));

/** Fetches the shell's deferred parts (`deferred-parts.ts`) once; every caller after the first shares the request. */
export const loadDeferredParts = parts.load;

/** The shell's deferred parts once they are in; undefined before. */
export const useDeferredParts = parts.useLoaded;

/** How long the browser may put the fetch off while it stays busy, so a phone's first tap rarely waits for it. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * After the page's load event, the page's own calls (its lists, the balance, the bell's list) come first: the parts
 * are fetched once they have had this long, which few first taps beat (and those fetch the parts themselves).
 */
const AFTER_LOAD_MS = 5000;

/** Calls `run` once the browser is idle; Safari has no requestIdleCallback, so a timeout stands in for it there. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Fetches the shell's deferred parts a while after the page has loaded, when the browser is idle, rather than with
 * the page: no page needs them to show, and fetched then they are usually in before the user first reaches for a menu.
 */
export function useLoadDeferredPartsWhenIdle() {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(() => (cancelIdle = whenIdle(() => void loadDeferredParts())), AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, []);
}
