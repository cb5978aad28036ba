import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, resetViewport } from './viewport';

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
