import { fakeFetch } from '@bagel/web-testing';

export const STORY_DOCS_URL = 'https://docs.bagel.test/reference';

/** The calls the shell makes, answered for stories. */
export const shellFetch = (documentationAvailable = true) =>
  fakeFetch({
    'GET /api/v1/documentation': () =>
      documentationAvailable
        ? { body: { documentation_url: STORY_DOCS_URL } }
        : { status: 503, body: { error: 'unavailable', detail: 'Documentation is unavailable' } },
    'GET /api/settings': () => ({ body: { enabled: false } }),
    'POST /api/v1/contact-us': () => ({ status: 201, body: { id: 'msg-1', created_at: new Date().toISOString() } }),
  });
