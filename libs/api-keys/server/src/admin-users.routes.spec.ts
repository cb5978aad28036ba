import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE } from '@bagel/api-keys-contract';
import { newUserFields, TEST_SERVICE_KEY } from '@bagel/server-kit/testing';
import { startApiKeysTestApp, type ApiKeysTestApp } from './testing';

let api: ApiKeysTestApp;
let adminKey: string;
let userKey: string;
/** A tag in every username this file makes, so searches see only its users whatever else the database holds. */
const TAG = `adm${Date.now().toString(36)}`;

const provision = async (name: string, role: 'user' | 'admin' | 'waitlist') => {
  const fields = { ...newUserFields(), username: `${TAG}_${name}`, email: `${name}@${TAG}.example` };
  const reply = await api.call({ method: 'POST', url: '/api/v1/users', payload: { ...fields, role } }, TEST_SERVICE_KEY);
  expect(reply.statusCode).toBe(200);
  return { ...fields, key: await api.keyOf(fields.id) };
};

const list = (query: string, key = adminKey) => api.call({ url: `/api/v1/admin/users?${query}` }, key);

beforeAll(async () => {
  api = await startApiKeysTestApp();
  adminKey = (await provision('root', 'admin')).key;
  userKey = (await provision('plain', 'user')).key;
  for (let i = 0; i < ADMIN_USERS_PAGE_SIZE + 2; i++) await provision(`wait${String(i).padStart(2, '0')}`, 'waitlist');
});
afterAll(() => api.close());

describe('GET /api/v1/admin/users', () => {
  it('lists users newest first with their role, balance and sign-up time, a page at a time', async () => {
    const first = await list(`q=${TAG}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: ADMIN_USERS_PAGE_SIZE + 4, page: 1, page_size: ADMIN_USERS_PAGE_SIZE });
    expect(body.users).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(body.users[0]).toEqual({
      id: expect.any(String),
      username: `${TAG}_wait21`,
      email: `wait21@${TAG}.example`,
      role: 'waitlist',
      balance: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const last = (await list(`q=${TAG}&page=2`)).json();
    expect(last.users.map((user: { username: string }) => user.username)).toEqual([
      `${TAG}_wait01`,
      `${TAG}_wait00`,
      `${TAG}_plain`,
      `${TAG}_root`,
    ]);
  });

  it('searches usernames and emails in any case, literally, and filters by role', async () => {
    expect((await list(`q=${TAG.toUpperCase()}_PLAIN`)).json().users.map((user: { role: string }) => user.role)).toEqual(['user']);
    expect((await list(`q=root@${TAG}`)).json().total).toBe(1);
    // `_` is a wildcard to ILIKE; here it is only itself.
    expect((await list(`q=${TAG}_wait_0`)).json().total).toBe(0);
    expect((await list(`q=${TAG}&role=admin`)).json().users.map((user: { username: string }) => user.username)).toEqual([`${TAG}_root`]);
    expect((await list(`q=${TAG}&role=waitlist`)).json().total).toBe(ADMIN_USERS_PAGE_SIZE + 2);
  });

  it('refuses bad filters with the field named, and everyone but admins', async () => {
    expect((await list('role=owner')).json()).toMatchObject({ detail: 'Role must be one of user, admin, waitlist', field: 'role' });
    expect((await list('page=0')).json()).toMatchObject({ detail: 'page must be at least 1', field: 'page' });
    expect((await list(`q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await list('', userKey)).statusCode).toBe(403);
    expect((await list('', TEST_SERVICE_KEY)).statusCode).toBe(401);
  });
});
