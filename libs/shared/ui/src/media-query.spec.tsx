import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useMediaQuery } from './media-query';

function Layout() {
  const desktop = useMediaQuery('(min-width: 1280px)', { onPhone: false });
  return <p>{desktop ? 'desktop layout' : 'phone layout'}</p>;
}

/** A window whose width the test sets, answering only this file's query (@bagel/web-testing's would import this lib). */
let width = 1280;
const listeners = new Set<() => void>();
const setViewportWidth = (to: number) => {
  width = to;
  for (const listener of listeners) listener();
};
const original = window.matchMedia;
beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return width >= 1280;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
  // The hydrated container is not the rendering library's to clean up.
  document.body.innerHTML = '';
});

describe('useMediaQuery', () => {
  it("answers from the window in the first render, and again when the window's answer changes", () => {
    setViewportWidth(1280);
    render(<Layout />);
    expect(screen.getByText('desktop layout')).toBeTruthy();
    act(() => setViewportWidth(375));
    expect(screen.getByText('phone layout')).toBeTruthy();
  });

  it("draws a phone's layout on the server, and a wide window hydrates that markup without a mismatch, then shows its own", async () => {
    setViewportWidth(1280);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Layout />);
    document.body.append(container);
    expect(container.textContent).toBe('phone layout');

    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Layout />, { onRecoverableError });
    });
    expect(container.textContent).toBe('desktop layout');
    // A mismatch would have been reported here, and React would have thrown the server's markup away.
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
