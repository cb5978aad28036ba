import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, PUBLIC_ORIGIN, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

let t: EdgeTestApp;
let cookie: string;
beforeAll(async () => {
  t = await startEdgeTestApp();
  // Stands in for a later feature's payment webhook, which is called by a server, not a page.
  t.app.post('/api/test-webhook', { config: { csrf: false } }, async () => ({ received: true }));
  ({ cookie } = await signUp(t.app, 'olga'));
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });

describe('the cross-site request check', () => {
  it('refuses state-changing requests from a foreign Origin with 403', async () => {
    const evil = { origin: 'https://evil.example' };
    const attempts = [
      post('/api/auth/sign-in', evil, { login: 'olga', password: DEMO_PASSWORD }),
      post('/api/user-preferences', evil, { preference_key: 'referral_modal_dismissed', value: true }),
      post('/api/auth/sign-out', evil),
      t.app.inject({ method: 'DELETE', url: '/api/referral?userId=00000000-0000-4000-8000-000000000000', headers: { cookie, ...evil } }),
      post('/api/auth/sign-in', { origin: 'null' }, { login: 'olga', password: DEMO_PASSWORD }),
      post('/api/auth/sign-in', { origin: 'http://localhost:3000.evil.example' }, { login: 'olga', password: DEMO_PASSWORD }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Forbidden');
      expect(response.json().detail).toMatch(/^Cross-site request refused/);
      expect(response.cookies).toEqual([]);
    }
    expect((await post('/api/auth/sign-in', evil, { login: 'olga', password: DEMO_PASSWORD })).json().detail).toBe(
      'Cross-site request refused: pages from https://evil.example may not change data here',
    );
    // The refused sign-out did not end the session, and the refused preference was not written.
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user-preferences', headers: { cookie } })).json().referral_modal_dismissed).toBe(false);
  });

  it('refuses a request without Origin that the browser marks cross-site', async () => {
    const response = await post(
      '/api/user-preferences',
      { 'sec-fetch-site': 'cross-site' },
      { preference_key: 'referral_modal_dismissed', value: true },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', detail: 'Cross-site request refused: this request came from another site' });
  });

  it('accepts the public origin, the origin the request was addressed to, and same-site or non-browser callers', async () => {
    const payload = { preference_key: 'referral_modal_dismissed', value: true };
    expect((await post('/api/user-preferences', { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' }, payload)).statusCode).toBe(200);
    expect((await post('/api/user-preferences', { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' }, payload)).statusCode).toBe(
      200,
    );
    expect((await post('/api/user-preferences', { 'sec-fetch-site': 'same-site' }, payload)).statusCode).toBe(200);
    expect((await post('/api/user-preferences', {}, payload)).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      url: '/api/session',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/settings', headers: { origin: 'https://evil.example' } })).statusCode).toBe(200);
  });

  it('lets a route opt out', async () => {
    const response = await post('/api/test-webhook', { origin: 'https://payments.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
