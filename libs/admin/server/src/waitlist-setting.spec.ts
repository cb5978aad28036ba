import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createPlatformClient } from '@bagel/platform';
import { serverKit, serverOptions, type Authenticator } from '@bagel/server-kit';
import { adminApiPlugin } from './admin-api.plugin';
import { adminEdgePlugin } from './admin-edge.plugin';
import { adminApiMigrations } from './admin.migrations';
import { readWaitlistEnabled } from './settings.repository';

const SERVICE_KEY = 'admin-test-service-key';
const USER_ID = '11111111-1111-4111-8111-111111111111';

let database: DatabaseHandle;
let api: FastifyInstance;
let edge: FastifyInstance;

/** api's side: the admin plugin on a real database, listening, with the service key as its only credential. */
async function startApi(): Promise<string> {
  api = Fastify(serverOptions({ logLevel: 'silent' }));
  await api.register(serverKit);
  api.decorate<Authenticator>('authenticate', async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    return key === SERVICE_KEY ? { kind: 'service' } : { kind: 'invalid', reason: 'Invalid API key' };
  });
  await api.register(adminApiPlugin, { db: database.db });
  return api.listen({ port: 0, host: '127.0.0.1' });
}

/** edge's side, calling api over HTTP; an `x-test-role` header stands in for the session cookie. */
async function startEdge(apiUrl: string): Promise<FastifyInstance> {
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  app.decorate<Authenticator>('authenticate', async (request) => {
    const role = request.headers['x-test-role'];
    if (role === 'admin' || role === 'user' || role === 'waitlist') return { kind: 'user', userId: USER_ID, role };
    return { kind: 'anonymous' };
  });
  await app.register(adminEdgePlugin, { platform: createPlatformClient({ baseUrl: apiUrl, serviceKey: SERVICE_KEY, timeoutMs: 2_000 }) });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase([adminApiMigrations]);
  edge = await startEdge(await startApi());
});
afterAll(async () => {
  await edge.close();
  await api.close();
  await database.close();
});

const read = (app = edge) => app.inject({ method: 'GET', url: '/api/settings' });
const write = (role: string | undefined, payload: object) =>
  edge.inject({ method: 'POST', url: '/api/settings', payload, headers: role ? { 'x-test-role': role } : {} });

describe("the waitlist setting, through edge's same-origin calls to api", () => {
  it('is off on a fresh install and readable by anyone', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it("is changed by admins only, and lands in api's database", async () => {
    const anonymous = await write(undefined, { waitlistEnabled: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Unauthorized', detail: 'You are not signed in' });
    for (const role of ['user', 'waitlist']) {
      const refused = await write(role, { waitlistEnabled: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', detail: 'Admins only' });
    }
    expect(await readWaitlistEnabled(database.db)).toBe(false);

    const on = await write('admin', { waitlistEnabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect(await readWaitlistEnabled(database.db)).toBe(true);
    expect((await read()).json()).toEqual({ enabled: true });
    const onApi = await api.inject({ url: '/api/v1/settings/waitlist', headers: { 'x-api-key': SERVICE_KEY } });
    expect(onApi.json()).toEqual({ enabled: true });

    expect((await write('admin', { waitlistEnabled: false })).json()).toEqual({ enabled: false });
    expect((await read()).json()).toEqual({ enabled: false });
    expect(await readWaitlistEnabled(database.db)).toBe(false);
  });

  it('takes only a boolean, naming the field, and changes nothing', async () => {
    const response = await write('admin', { waitlistEnabled: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', detail: 'waitlistEnabled must be true or false', field: 'waitlistEnabled' });
    const direct = await api.inject({
      method: 'PUT',
      url: '/api/v1/settings/waitlist',
      payload: { enabled: 'yes' },
      headers: { 'x-api-key': SERVICE_KEY },
    });
    expect(direct.json()).toEqual({ error: 'Bad Request', detail: 'enabled must be true or false', field: 'enabled' });
    expect(await readWaitlistEnabled(database.db)).toBe(false);
  });

  it('is changed on api by the service key only', async () => {
    const anonymous = await api.inject({ method: 'PUT', url: '/api/v1/settings/waitlist', payload: { enabled: true } });
    expect(anonymous.statusCode).toBe(401);
    expect(await readWaitlistEnabled(database.db)).toBe(false);
  });

  it('answers 502 with the platform message while api cannot be reached', async () => {
    // Port 9 (discard) refuses connections here: nothing listens on it.
    const cutOff = await startEdge('http://127.0.0.1:9');
    try {
      for (const response of [
        await read(cutOff),
        await cutOff.inject({
          method: 'POST',
          url: '/api/settings',
          payload: { waitlistEnabled: true },
          headers: { 'x-test-role': 'admin' },
        }),
      ]) {
        expect(response.statusCode).toBe(502);
        expect(response.json()).toEqual({
          error: 'Bad Gateway',
          detail: 'The platform is not reachable right now. Please try again in a moment.',
        });
      }
    } finally {
      await cutOff.close();
    }
  });
});
