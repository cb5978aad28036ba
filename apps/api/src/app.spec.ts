import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalObjectStore } from '@bagel/storage';
import { createChatCompletion } from '@bagel/deployments-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@bagel/db/testing';
import { adaptersFromEnvironment, API_MIGRATIONS, buildApiApp } from './app';
import { startTestApi, TEST_PUBLIC_API_URL, TEST_SERVICE_KEY, TEST_WEB_ORIGIN, type TestApi } from './testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('GET /health', () => {
  it('answers ok with the uptime once the database answers', async () => {
    const reply = await api.call({ url: '/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
  });

  it('answers 503 when the database is gone', async () => {
    const database = await openTestDatabase(API_MIGRATIONS);
    const app = await buildApiApp({
      database,
      store: createLocalObjectStore(join(tmpdir(), 'bagel-health-files')),
      uploadsDir: join(tmpdir(), 'bagel-health-uploads'),
      adapters: adaptersFromEnvironment({}, database.db),
      serviceKey: TEST_SERVICE_KEY,
      apiKeySecret: 'secret',
      publicApiUrl: 'http://localhost:3001',
      corsOrigins: [],
      logLevel: 'silent',
    });
    await database.close();
    const reply = await app.inject({ url: '/health' });
    await app.close();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({
      error: 'Service Unavailable',
      detail: 'The database is not reachable right now. Please try again shortly.',
    });
    expect(reply.headers['retry-after']).toBe('5');
  });
});

describe('CORS', () => {
  /** The web app's preflight of a POST to `url` sending `headers`. */
  const preflightOf = (url: string, headers: string) =>
    api.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
    });

  it('lets the web origin send the API key in a preflight and read replies, errors included', async () => {
    const preflight = await preflightOf('/api/v1/contact-us', 'x-api-key,content-type');
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(expect.arrayContaining(['PUT', 'DELETE']));
    expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['x-api-key', 'content-type', 'idempotency-key', 'x-request-id']),
    );
    const refused = await api.app.inject({ url: '/api/v1/documentation', headers: { origin: TEST_WEB_ORIGIN } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
  });

  it("lets the web app call the deployments' chat endpoint with its Authorization header", async () => {
    const preflight = await preflightOf(createChatCompletion.path, 'authorization,content-type');
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('gives any other origin no CORS grant', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const reply = await api.app.inject({
        method,
        url: '/health',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('API reference', () => {
  it('serves every route in the OpenAPI document, with its access rule', async () => {
    const document = (await api.call({ url: '/docs/json' })).json<{ paths: Record<string, Record<string, { security: object[] }>> }>();
    for (const route of api.app.contractRoutes) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation?.security).toEqual(route.access === 'public' ? [] : [{ apiKey: [] }]);
    }
    expect(Object.values(document.paths).flatMap((methods) => Object.keys(methods))).toHaveLength(api.app.contractRoutes.length);
  });

  it('serves an HTML reference page', async () => {
    const reply = await api.call({ url: '/docs' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
  });

  it("is where the support domain's documentation call points", async () => {
    const reply = await api.call({ url: '/api/v1/documentation' }, TEST_SERVICE_KEY);
    expect(reply.json()).toEqual({ documentation_url: `${TEST_PUBLIC_API_URL}/docs` });
  });

  it('registers every route it documents', () => {
    for (const route of api.app.contractRoutes) {
      expect(api.app.hasRoute({ method: route.method, url: route.path.replace(/\{(\w+)\}/g, ':$1') })).toBe(true);
    }
  });
});

it('answers unknown paths with the error envelope', async () => {
  const reply = await api.call({ url: '/api/v1/nothing-here' }, TEST_SERVICE_KEY);
  expect(reply.statusCode).toBe(404);
  expect(reply.json()).toEqual({ error: 'Not Found', detail: 'No route for GET /api/v1/nothing-here' });
});
