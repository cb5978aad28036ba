import * as v from 'valibot';
import { SessionPayload } from './account.routes';

/**
 * Edge serves each page with the caller's session inside it, in a `<script type="application/json">` element with this
 * id: what `GET /api/session` would answer, or `null` when the browser is not signed in. The web app starts from it
 * instead of asking first. A page without it (the dev server, Storybook) asks as before.
 */
export const PAGE_SESSION_ELEMENT_ID = 'bagel-session';

export const PageSession = v.nullable(SessionPayload);
export type PageSession = v.InferOutput<typeof PageSession>;

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx) gives edge: the markup of a signed-in user's page at
 * `url`, as the browser's first frame draws it, or undefined when the browser must decide (a redirect, a waitlisted
 * user). Edge loads that module from the web build and calls it for phones (apps/edge/src/page-render.ts).
 */
export interface ServerEntry {
  renderPage(url: string, session: SessionPayload): Promise<string | undefined>;
}
