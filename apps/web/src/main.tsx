import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app';
import { queriesAfterFirstFrame } from './queries-after-first-frame';
import { appRoutes } from './routes/app-routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The modules of the routes this URL matches, loaded before the first render, as React Router's guide to server
 * rendering with lazy routes says: hydration must find the page's components in place, not a loading state.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** Edge sends a server-drawn page inert (apps/edge/src/web-app.ts): a tap on it before React owns it would be lost. */
function MakeInteractive({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('inert'), [container]);
  return null;
}

async function start(container: HTMLElement) {
  queriesAfterFirstFrame.install();
  // Edge drew this page on the server (phones, signed in): React takes over that markup instead of drawing it again.
  const serverDrawn = container.hasChildNodes();
  if (serverDrawn) await loadMatchedRoutes(appRoutes);
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(appRoutes)} />
      <MakeInteractive container={container} />
    </StrictMode>
  );
  // A transition, so React renders the first page in slices that let the browser respond between them, instead of one
  // task of up to 400 ms on a mid-range phone (Lighthouse's total blocking time on the landing page: about 500 → 210 ms).
  startTransition(() => {
    if (serverDrawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start(root);
