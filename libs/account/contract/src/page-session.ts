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
