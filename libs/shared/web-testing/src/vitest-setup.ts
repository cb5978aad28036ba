import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
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

  afterEach(() => {
    cleanup();
    resetViewport();
  });
}
