import { createAsset } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './testing';

let api: TestApi;
let user: TestUser;
let assetId: string;
beforeAll(async () => {
  api = await startTestApi();
  user = await api.createUser();
  const payload = { dataset_type: 'RAW', title: 'Headers', category: 'Book', tags: [], user_id: user.id, price: 0 };
  const created = await api.call({ method: 'POST', url: createAsset.path, payload }, user.apiKey);
  assetId = created.json<RouteResponse<typeof createAsset>>().asset.dataset_id;
});
afterAll(() => api.close());

describe('X-Content-Type-Options: nosniff', () => {
  const cases: Array<[string, { url: string; method?: 'POST'; key?: 'none' | 'unknown' }, number]> = [
    ['a JSON reply', { url: '/api/v1/transactions/{user}' }, 200],
    ['the health check', { url: '/health', key: 'none' }, 200],
    ['a refused key', { url: '/api/v1/api_keys/rotate', method: 'POST', key: 'unknown' }, 401],
    ['invalid input', { url: '/api/v1/transactions/not-a-uuid' }, 400],
    ['an unknown path', { url: '/api/v1/nothing-here' }, 404],
    ['a malformed path, refused before routing', { url: '/api/v1/%' }, 400],
    // tus writes this 400 (no Upload-Length) on the raw response, past Fastify's reply.
    ['a reply the upload server writes itself', { url: '/api/v1/asset/{asset}/tus', method: 'POST' }, 400],
  ];
  it.each(cases)('is sent with %s', async (_case, { url, method = 'GET', key }, status) => {
    const apiKey = key === 'none' ? undefined : key === 'unknown' ? 'no-such-key' : user.apiKey;
    const path = url.replace('{user}', user.id).replace('{asset}', assetId);
    const reply = await api.call({ method, url: path, headers: { 'tus-resumable': '1.0.0' } }, apiKey);
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});
