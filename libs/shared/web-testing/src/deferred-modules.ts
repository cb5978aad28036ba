import { deferredModule, type DeferredModule } from '@bagel/ui';
import { never } from './fake-fetch';

/** A lazily loaded module that never arrives: the page's state while it is on its way. */
export const moduleNeverIn = <T>(): DeferredModule<T> => deferredModule<T>(never);

/**
 * A lazily loaded module whose first fetch fails as a dropped connection or a replaced release makes it fail, and whose
 * next one (the page's Try again) brings it.
 */
export function moduleFailingOnce<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let attempts = 0;
  return deferredModule(() =>
    attempts++ === 0 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : importModule(),
  );
}
