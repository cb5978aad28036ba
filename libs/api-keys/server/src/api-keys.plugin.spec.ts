import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { rotateApiKey } from '@bagel/api-keys-contract';
import type { RouteResponse } from '@bagel/contract';
import { queryRows } from '@bagel/db/testing';
import { newUserFields, TEST_SERVICE_KEY, type TestUser } from '@bagel/server-kit/testing';
import { startApiKeysTestApp, type ApiKeysTestApp } from './testing';

let api: ApiKeysTestApp;
beforeAll(async () => {
  api = await startApiKeysTestApp();
});
afterAll(() => api.close());

const provision = (body: object) => api.call({ method: 'POST', url: '/api/v1/users', payload: body }, TEST_SERVICE_KEY);
const rotate = (userId: string, apiKey: string) =>
  api.call({ method: 'POST', url: '/api/v1/api_keys/rotate', payload: { user_id: userId } }, apiKey);
/** Any call that needs a valid user key; 200 means the key works. */
const useKey = (user: TestUser, apiKey: string) => api.call({ url: `/api/v1/api_keys?user_id=${user.id}` }, apiKey);

const rows = <T>(query: SQL) => queryRows<T>(api.database.db, query);
const activeKeyCount = async (userId: string) =>
  (
    await rows<{ count: number }>(
      sql`select count(*)::int as count from api_keys.api_keys where user_id = ${userId} and revoked_at is null`,
    )
  )[0]?.count;

describe('provisioning (service key)', () => {
  it('mirrors the user and issues a key that authenticates as them', async () => {
    const fields = newUserFields();
    const reply = await provision(fields);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ ...fields, role: 'user' });
    const key = await api.keyOf(fields.id);
    expect(key).toMatch(/^bgl_[A-Za-z0-9_-]{43}$/);
    expect((await useKey({ ...fields, apiKey: key }, key)).statusCode).toBe(200);
  });

  it('is idempotent, and updates the mirror while keeping the key', async () => {
    const fields = newUserFields();
    await provision(fields);
    const key = await api.keyOf(fields.id);
    expect((await provision(fields)).statusCode).toBe(200);
    const renamed = { ...fields, email: `renamed.${fields.email}` };
    expect((await provision(renamed)).json()).toEqual({ ...renamed, role: 'user' });
    expect(await api.keyOf(fields.id)).toBe(key);
    expect(await activeKeyCount(fields.id)).toBe(1);
    expect(await rows(sql`select username, email from api_keys.users where id = ${fields.id}`)).toEqual([
      { username: renamed.username, email: renamed.email },
    ]);
  });

  it("mirrors edge's role: a role given replaces the stored one, none keeps it", async () => {
    const fields = newUserFields();
    expect((await provision({ ...fields, role: 'waitlist' })).json()).toEqual({ ...fields, role: 'waitlist' });
    expect((await provision(fields)).json()).toEqual({ ...fields, role: 'waitlist' });
    expect((await provision({ ...fields, role: 'admin' })).json()).toEqual({ ...fields, role: 'admin' });
    expect(await rows(sql`select role from api_keys.users where id = ${fields.id}`)).toEqual([{ role: 'admin' }]);
  });

  it('gives concurrent provisioning of one new user a single key', async () => {
    const fields = newUserFields();
    const replies = await Promise.all(Array.from({ length: 8 }, () => provision(fields)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
    expect(await activeKeyCount(fields.id)).toBe(1);
  });

  it('refuses a username or email that another user has, in any case, naming the field and writing nothing', async () => {
    const taken = newUserFields();
    await provision(taken);
    const sameName = { ...newUserFields(), username: taken.username.toUpperCase() };
    const nameClash = await provision(sameName);
    expect(nameClash.statusCode).toBe(409);
    expect(nameClash.json()).toEqual({ error: 'Conflict', detail: 'This username is already used by another user', field: 'username' });
    const emailClash = await provision({ ...newUserFields(), email: taken.email.toUpperCase() });
    expect(emailClash.statusCode).toBe(409);
    expect(emailClash.json().field).toBe('email');
    expect(await rows(sql`select id from api_keys.users where id = ${sameName.id}`)).toEqual([]);
  });

  it('names the field at fault in bad input', async () => {
    const badEmail = await provision({ ...newUserFields(), email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({ error: 'Bad Request', detail: 'Email must be a valid email address', field: 'email' });
    expect((await provision({ ...newUserFields(), id: 'user-1' })).json().field).toBe('id');
    expect((await provision({ ...newUserFields(), username: 'a b' })).json().field).toBe('username');
    const badRole = await provision({ ...newUserFields(), role: 'owner' });
    expect(badRole.json()).toEqual({ error: 'Bad Request', detail: 'Role must be one of user, admin, waitlist', field: 'role' });
  });
});

describe('deprovisioning (service key)', () => {
  it('removes the user and their key, freeing the username; repeating it is harmless', async () => {
    const user = await api.createUser();
    const gone = await api.call({ method: 'DELETE', url: `/api/v1/users/${user.id}` }, TEST_SERVICE_KEY);
    expect(gone.json()).toEqual({ deleted: true });
    expect((await useKey(user, user.apiKey)).statusCode).toBe(401);
    expect(await rows(sql`select id from api_keys.api_keys where user_id = ${user.id}`)).toEqual([]);
    expect((await provision({ ...newUserFields(), username: user.username, email: user.email })).statusCode).toBe(200);
    const again = await api.call({ method: 'DELETE', url: `/api/v1/users/${user.id}` }, TEST_SERVICE_KEY);
    expect(again.json()).toEqual({ deleted: false });
  });
});

describe('reading a key', () => {
  it('answers 404 for a user that was never provisioned', async () => {
    const reply = await api.call({ url: `/api/v1/api_keys?user_id=${randomUUID()}` }, TEST_SERVICE_KEY);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'Not Found', detail: 'User not found' });
  });

  it('refuses a user id that is not a UUID', async () => {
    const reply = await api.call({ url: '/api/v1/api_keys?user_id=42' }, TEST_SERVICE_KEY);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: 'Bad Request', detail: 'User id must be a UUID', field: 'user_id' });
  });

  it('stores neither the key nor anything it can be read from in plain text', async () => {
    const user = await api.createUser();
    const stored = await rows<{ key_hash: string; key_ciphertext: string }>(
      sql`select key_hash, key_ciphertext from api_keys.api_keys where user_id = ${user.id}`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(user.apiKey.slice(4));
  });

  it('treats an empty or repeated x-api-key header as an invalid key', async () => {
    const user = await api.createUser();
    const url = `/api/v1/api_keys?user_id=${user.id}`;
    expect((await api.call({ url }, '')).statusCode).toBe(401);
    const repeated = await api.app.inject({ url, headers: { 'x-api-key': [user.apiKey, user.apiKey] } });
    expect(repeated.statusCode).toBe(401);
  });
});

describe('rotation', () => {
  it('issues a new key; the old one is refused at once', async () => {
    const user = await api.createUser();
    const reply = await rotate(user.id, user.apiKey);
    expect(reply.statusCode).toBe(200);
    const fresh = reply.json<RouteResponse<typeof rotateApiKey>>().data;
    expect(fresh).not.toBe(user.apiKey);
    expect((await useKey(user, fresh)).statusCode).toBe(200);
    const old = await useKey(user, user.apiKey);
    expect(old.statusCode).toBe(401);
    expect(old.json().detail).toBe('Invalid API key');
    expect(await api.keyOf(user.id)).toBe(fresh);
  });

  it('can be done by the service key, and answers 404 for an unknown user', async () => {
    const user = await api.createUser();
    expect((await rotate(user.id, TEST_SERVICE_KEY)).statusCode).toBe(200);
    expect((await useKey(user, user.apiKey)).statusCode).toBe(401);
    expect((await rotate(randomUUID(), TEST_SERVICE_KEY)).statusCode).toBe(404);
  });

  it('leaves exactly one working key after concurrent rotations', async () => {
    const user = await api.createUser();
    const replies = await Promise.all(Array.from({ length: 6 }, () => rotate(user.id, TEST_SERVICE_KEY)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(200));
    const issued = replies.map((reply) => reply.json<RouteResponse<typeof rotateApiKey>>().data);
    const statuses = await Promise.all([user.apiKey, ...issued].map((key) => useKey(user, key).then((r) => r.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(6);
    expect(await activeKeyCount(user.id)).toBe(1);
    expect(issued).toContain(await api.keyOf(user.id));
  });
});
