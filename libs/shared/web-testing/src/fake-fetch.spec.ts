import { describe, expect, it } from 'vitest';
import { fakeFetch } from './fake-fetch';

describe('fakeFetch', () => {
  it('routes by method and path pattern, and records requests', async () => {
    const fetch = fakeFetch({
      'GET /api/v1/onboarding/{userId}': ({ path }) => ({ body: { path } }),
      'POST /api/v1/contact-us': ({ body, headers }) => ({ status: 201, body: { echoed: body, key: headers['x-api-key'] } }),
    });

    const got = await fetch('https://api.test/api/v1/onboarding/42?x=1');
    expect(await got.json()).toEqual({ path: '/api/v1/onboarding/42' });

    const posted = await fetch('https://api.test/api/v1/contact-us', {
      method: 'POST',
      headers: { 'x-api-key': 'k' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ echoed: { a: 1 }, key: 'k' });

    expect(fetch.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/onboarding/42', 'POST /api/v1/contact-us']);
    expect(fetch.requests[0]?.query.get('x')).toBe('1');
  });

  it('answers unknown routes with a 404 error envelope', async () => {
    const reply = await fakeFetch({})('/api/nothing');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ error: 'not_found', detail: 'No fake for GET /api/nothing' });
  });
});
