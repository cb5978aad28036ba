import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@bagel/db/testing';
import type { DatabaseHandle } from '@bagel/db';
import { serverKit, serverOptions } from '@bagel/server-kit';
import { adminMigrations } from './admin.migrations';
import { adminPlugin } from './admin.plugin';

let database: DatabaseHandle;
let app: FastifyInstance;

/** The session domain signs people in; here a header stands in for its cookie. */
beforeAll(async () => {
  database = await openTestDatabase([adminMigrations]);
  app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  app.decorate('authenticate', async (request) => {
    const role = request.headers['x-test-role'];
    if (role === 'admin' || role === 'user' || role === 'waitlist') return { kind: 'user', userId: '11111111-1111-4111-8111-111111111111', role };
    return { kind: 'anonymous' };
  });
  await app.register(adminPlugin, { db: database.db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const read = () => app.inject({ method: 'GET', url: '/api/settings' });
const write = (role: string | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/settings', payload, headers: role ? { 'x-test-role': role } : {} });

describe('the waitlist setting', () => {
  it('is off on a fresh install and readable by anyone', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: false });
  });

  it('is changed by admins only', async () => {
    const anonymous = await write(undefined, { waitlistEnabled: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Unauthorized', detail: 'You are not signed in' });
    for (const role of ['user', 'waitlist']) {
      const refused = await write(role, { waitlistEnabled: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', detail: 'Admins only' });
    }
    expect((await read()).json()).toEqual({ enabled: false });

    const on = await write('admin', { waitlistEnabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    expect((await read()).json()).toEqual({ enabled: true });

    expect((await write('admin', { waitlistEnabled: false })).json()).toEqual({ enabled: false });
    expect((await read()).json()).toEqual({ enabled: false });
  });

  it('takes only a boolean', async () => {
    const response = await write('admin', { waitlistEnabled: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', detail: 'waitlistEnabled must be true or false', field: 'waitlistEnabled' });
  });
});
