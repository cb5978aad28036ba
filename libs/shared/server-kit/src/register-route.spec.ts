import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '@bagel/contract';
import { registerRoute } from './register-route';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';
import { HttpError } from './http-error';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const saveNote = defineRoute({
  method: 'POST',
  path: '/notes/{userId}',
  summary: 'test route',
  tag: 'test',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({ userId: v.pipe(v.string(), v.uuid()) }),
  body: v.object({ title: v.pipe(v.string('Title is required'), v.nonEmpty('Title is required')), count: v.number() }),
  response: v.object({ id: v.string(), title: v.string() }),
  errors: [409],
});
const serviceOnly = defineRoute({
  method: 'GET',
  path: '/service',
  summary: 's',
  tag: 'test',
  access: 'service',
  response: v.object({ ok: v.boolean() }),
});
const named = defineRoute({
  method: 'GET',
  path: '/named',
  summary: 'messages that name their field',
  tag: 'test',
  access: 'public',
  query: v.object({
    userId: v.pipe(v.string(), v.uuid('User id must be a UUID')),
    preference_key: v.picklist(['a', 'b'], 'preference_key must be a or b'),
  }),
  response: v.object({ ok: v.boolean() }),
});
const pay = defineRoute({
  method: 'POST',
  path: '/pay',
  summary: 'p',
  tag: 'test',
  access: 'user',
  idempotent: true,
  body: v.object({ amount: v.number() }),
  response: v.object({ key: v.string() }),
});
const open = defineRoute({
  method: 'GET',
  path: '/open',
  summary: 'o',
  tag: 'test',
  access: 'public',
  response: v.object({ ok: v.boolean() }),
});
const failing = defineRoute({
  method: 'GET',
  path: '/failing/{how}',
  summary: 'f',
  tag: 'test',
  access: 'public',
  params: v.object({ how: v.picklist(['unexpected', 'unavailable']) }),
  response: v.object({ ok: v.boolean() }),
  errors: [503],
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ ...serverOptions({ logLevel: 'silent' }) });
  await app.register(serverKit);
  app.decorate('authenticate', async (request) => {
    const key = request.headers['x-api-key'];
    if (key === undefined) return { kind: 'anonymous' };
    if (key === 'alice-key') return { kind: 'user', userId: ALICE };
    if (key === 'service-key') return { kind: 'service' };
    return { kind: 'invalid', reason: 'Unknown API key' };
  });
  registerRoute(app, saveNote, async (request) => {
    if (request.body.title === 'taken') throw new HttpError(409, 'Title already used', 'title');
    // The extra field must not reach the caller: replies are shaped by the contract.
    return { id: 'n1', title: request.body.title, secret: 'hash' } as never;
  });
  registerRoute(app, serviceOnly, async () => ({ ok: true }));
  registerRoute(app, open, async () => ({ ok: true }));
  registerRoute(app, pay, async (request) => ({ key: request.idempotencyKey }));
  registerRoute(app, named, async () => ({ ok: true }));
  registerRoute(app, failing, async (request) => {
    if (request.params.how === 'unavailable') {
      throw new HttpError(503, 'The database is not reachable', undefined, { cause: new Error('ECONNREFUSED') });
    }
    throw new Error('connection string postgres://secret@db');
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (userId: string, body: unknown, key?: string) =>
  app.inject({ method: 'POST', url: `/notes/${userId}`, payload: body as object, headers: key ? { 'x-api-key': key } : {} });

describe('registerRoute', () => {
  it('answers 401 without a key and with an unknown key', async () => {
    expect((await post(ALICE, { title: 'a', count: 1 })).statusCode).toBe(401);
    const bad = await post(ALICE, { title: 'a', count: 1 }, 'nope');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: 'Unauthorized', detail: 'Unknown API key' });
  });

  it("refuses another user's id with 403 and lets the service key act for anyone", async () => {
    const other = await post(BOB, { title: 'a', count: 1 }, 'alice-key');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('Forbidden');
    expect((await post(BOB, { title: 'a', count: 1 }, 'service-key')).statusCode).toBe(200);
  });

  it('names the field at fault on a 400', async () => {
    const missing = await post(ALICE, { count: 1 }, 'alice-key');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Bad Request', detail: 'Title is required', field: 'title' });
    const wrongType = await post(ALICE, { title: 'x', count: 'many' }, 'alice-key');
    expect(wrongType.json().field).toBe('count');
    expect(wrongType.json().detail).toMatch(/^count: /);
    const empty = await app.inject({ method: 'POST', url: `/notes/${ALICE}`, headers: { 'x-api-key': 'alice-key' } });
    expect(empty.json().field).toBe('title');
    const badParam = await post('not-a-uuid', { title: 'a', count: 1 }, 'alice-key');
    expect(badParam.json().field).toBe('userId');
  });

  it('refuses a NUL character anywhere in params, query or body with a 400 naming its field, before any handler', async () => {
    const inTitle = await post(ALICE, { title: 'a\u0000b', count: 1 }, 'alice-key');
    expect(inTitle.json()).toEqual({ error: 'Bad Request', detail: 'title must not contain a NUL character', field: 'title' });
    const nested = await post(ALICE, { title: 'a', count: 1, extra: { tags: ['ok', 'x\u0000'] } }, 'alice-key');
    expect(nested.json()).toEqual({ error: 'Bad Request', detail: 'extra.tags.1 must not contain a NUL character', field: 'extra.tags.1' });
    const inKey = await post(ALICE, { title: 'a', count: 1, ['k\u0000']: 1 }, 'alice-key');
    expect(inKey.statusCode).toBe(400);
    const inQuery = await app.inject({ url: `/named?userId=${ALICE}&preference_key=a%00b` });
    expect(inQuery.json()).toEqual({
      error: 'Bad Request',
      detail: 'preference_key must not contain a NUL character',
      field: 'preference_key',
    });
    const inParam = await post('a%00b', { title: 'a', count: 1 }, 'alice-key');
    expect(inParam.json()).toMatchObject({ error: 'Bad Request', field: 'userId' });
  });

  it('answers a body of 100,000 nested arrays (it fits the body limit) like any body of the wrong shape, and finds a NUL at any depth', async () => {
    const json = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/notes/${ALICE}`,
        headers: { 'x-api-key': 'alice-key', 'content-type': 'application/json' },
        payload,
      });
    const depth = 100_000;
    const deep = await json('['.repeat(depth) + ']'.repeat(depth));
    expect(deep.json()).toMatchObject({ error: 'Bad Request', field: 'title' });
    const nested = await json(`{"title":"a","count":1,"extra":[[{"k":["ok","x\\u0000"]}]]}`);
    expect(nested.json()).toMatchObject({ error: 'Bad Request', field: 'extra.0.0.k.1' });
  });

  it('does not repeat a field that the message already names, in camelCase or snake_case', async () => {
    const camel = await app.inject({ url: '/named?userId=x&preference_key=y' });
    expect(camel.json()).toEqual({ error: 'Bad Request', detail: 'User id must be a UUID', field: 'userId' });
    const snake = await app.inject({ url: `/named?userId=${ALICE}&preference_key=y` });
    expect(snake.json()).toEqual({ error: 'Bad Request', detail: 'preference_key must be a or b', field: 'preference_key' });
  });

  it('reports malformed JSON clearly', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/notes/${ALICE}`,
      payload: '{"title":',
      headers: { 'x-api-key': 'alice-key', 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The request body is not valid JSON');
  });

  it('shapes replies by the contract and turns HttpError into the envelope', async () => {
    const ok = await post(ALICE, { title: 'hello', count: 1 }, 'alice-key');
    expect(ok.json()).toEqual({ id: 'n1', title: 'hello' });
    const conflict = await post(ALICE, { title: 'taken', count: 1 }, 'alice-key');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'Conflict', detail: 'Title already used', field: 'title' });
  });

  it('keeps service routes for the service key', async () => {
    expect((await app.inject({ url: '/service', headers: { 'x-api-key': 'alice-key' } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/service', headers: { 'x-api-key': 'service-key' } })).statusCode).toBe(200);
  });

  it('requires an Idempotency-Key on money-moving routes and hands it to the handler', async () => {
    const without = await app.inject({ method: 'POST', url: '/pay', payload: { amount: 1 }, headers: { 'x-api-key': 'alice-key' } });
    expect(without.statusCode).toBe(400);
    expect(without.json().field).toBe('Idempotency-Key');
    const withKey = await app.inject({
      method: 'POST',
      url: '/pay',
      payload: { amount: 1 },
      headers: { 'x-api-key': 'alice-key', 'idempotency-key': 'attempt-1' },
    });
    expect(withKey.json()).toEqual({ key: 'attempt-1' });
  });

  it('ignores credentials on public routes', async () => {
    expect((await app.inject({ url: '/open', headers: { 'x-api-key': 'nope' } })).statusCode).toBe(200);
  });

  it("hides an unexpected error's details but shows a 5xx HttpError's own", async () => {
    const unexpected = await app.inject({ url: '/failing/unexpected', headers: { 'x-request-id': 'req-1' } });
    expect(unexpected.statusCode).toBe(500);
    expect(unexpected.json()).toEqual({
      error: 'Internal Server Error',
      detail: 'Something went wrong on our side (request req-1). Please try again.',
    });
    const unavailable = await app.inject({ url: '/failing/unavailable' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ error: 'Service Unavailable', detail: 'The database is not reachable' });
  });

  it('answers a malformed URL with the envelope', async () => {
    const res = await app.inject({ url: '/notes/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', detail: expect.any(String) });
  });

  it('answers unknown routes with the envelope and echoes request ids', async () => {
    const res = await app.inject({ url: '/nowhere?x=1', headers: { 'x-request-id': 'trace-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', detail: 'No route for GET /nowhere' });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });
});
