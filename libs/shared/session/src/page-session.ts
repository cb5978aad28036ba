import * as v from 'valibot';
import { PAGE_SESSION_ELEMENT_ID, PageSession } from '@bagel/account-contract';
import { LOADING_SESSION, sessionReducer, type SessionData } from './session-state';

/**
 * The session edge put in the page (apps/edge/src/page-head.ts): the payload, null when signed out, or undefined when
 * the page has none or it is not what edge writes (the dev server, Storybook, tests), and the app asks edge instead.
 */
export function readPageSession(document: Document | undefined = globalThis.document): PageSession | undefined {
  const text = document?.getElementById(PAGE_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(PageSession, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** Where the session starts: what the page says, or loading until edge answers. */
export function initialSession(pageSession: PageSession | undefined): SessionData {
  if (pageSession === undefined) return LOADING_SESSION;
  return pageSession
    ? sessionReducer(LOADING_SESSION, { type: 'signed-in', payload: pageSession })
    : sessionReducer(LOADING_SESSION, { type: 'signed-out' });
}

/**
 * The key stays in memory only (session-state.ts): once the app holds the session, the page no longer does. A session
 * that changes later (sign-out, another user) would otherwise leave the first one's key in the document.
 */
export function forgetPageSession(document: Document | undefined = globalThis.document): void {
  document?.getElementById(PAGE_SESSION_ELEMENT_ID)?.remove();
}
