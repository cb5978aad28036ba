import { getUserData } from '@bagel/wallet-contract';
import { contactUs, getDocumentation } from '@bagel/support-contract';
import { getSettings } from '@bagel/contract';
import { TEST_USER } from '@bagel/session/testing';
import { fakeFetch, fakeRoute } from '@bagel/web-testing';

export const STORY_DOCS_URL = 'https://docs.bagel.test/reference';
export const STORY_BALANCE = 1000;

/** A small JPEG-like picture (an orange square as SVG data) standing in for an uploaded avatar. */
export const AVATAR_PICTURE =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c2410c"/><circle cx="32" cy="26" r="12" fill="#fff"/></svg>',
  );

/** The calls the shell makes, answered for stories: documentation, the waitlist setting (off unless asked), the balance, Contact Us. */
export const shellFetch = (documentationAvailable = true, { waitlistEnabled = false } = {}) =>
  fakeFetch([
    fakeRoute(getDocumentation, () =>
      documentationAvailable
        ? { body: { documentation_url: STORY_DOCS_URL } }
        : { status: 503, body: { error: 'unavailable', detail: 'Documentation is unavailable' } },
    ),
    fakeRoute(getSettings, () => ({ body: { enabled: waitlistEnabled } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: STORY_BALANCE } })),
    fakeRoute(contactUs, () => ({ status: 201, body: { id: 'msg-1', created_at: new Date().toISOString() } })),
  ]);
