import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useCurrencyStore } from '@bagel/currency';
import { installMatchMedia, resetViewport } from './viewport';

// Pages, sheets and the shell are lazy modules, which Vitest transforms on their first import: on a busy two-core CI
// machine that alone can outlast Testing Library's 1 s wait for what they render.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the browser APIs Mantine relies on (media queries, element resizing, scrolling into view).
if (typeof window !== 'undefined') {
  installMatchMedia(window);

  const doNothing = () => undefined;
  window.ResizeObserver ??= class ResizeObserver {
    observe = doNothing;
    unobserve = doNothing;
    disconnect = doNothing;
  };
  Element.prototype.scrollIntoView ??= doNothing;
  Element.prototype.scrollTo ??= doNothing;

  // A project's test files share one module graph and one window (the presets turn isolation off for speed), so what
  // a test leaves in the browser's storage or the header's currency switch must not reach the next file.
  afterEach(() => {
    cleanup();
    resetViewport();
    localStorage.clear();
    sessionStorage.clear();
    useCurrencyStore.setState({ currency: 'BGL' });
  });
}
