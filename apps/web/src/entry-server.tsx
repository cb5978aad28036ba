import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { onlineManager } from '@tanstack/react-query';
import type { ServerEntry } from '@bagel/account-contract';
import { accessRedirect } from './access/access-rule';
import { AppFrame } from './app';
import { appRoutes } from './routes/app-routes';

// The browser's first frame asks the servers nothing yet (queries-after-first-frame.ts); the server draws that same
// frame, so its questions wait too, and hydration finds the markup it would have drawn itself.
onlineManager.setOnline(false);

const handler = createStaticHandler(appRoutes);

/**
 * The page a signed-in user asked for, drawn as the browser's first frame draws it (headings, skeletons), for edge to
 * send before any script has run: on a phone that frame is otherwise a blank screen for the 1-2 s the scripts take.
 * Built by Vite into dist/.vite/ssr (vite.config.ts), never served.
 */
export const renderPage: ServerEntry['renderPage'] = async (url, session) => {
  const { pathname, search } = new URL(url);
  // A waitlisted user's pages hang on the waitlist setting, which only the browser asks for.
  if (session.user.role === 'waitlist') return undefined;
  const access = { pathname, search, signedIn: true, signedOutHere: false, role: session.user.role, waitlistEnabled: false };
  if (accessRedirect(access) !== null) return undefined;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  return renderToString(
    <AppFrame pageSession={session}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppFrame>,
  );
};
