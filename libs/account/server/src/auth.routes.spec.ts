import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { createPlatformClient } from '@bagel/platform';
import { sessions, users } from './account.schema';
import { insertAccount } from './accounts.service';
import { createPasswordHasher } from './password';
import { findUserByLogin } from './users.repository';
import { SESSION_COOKIE } from './session-cookie';
import {
  getSession,
  PASSWORD,
  RUNTIME_CONFIG,
  sessionCookieOf,
  signIn,
  signUp,
  startSessionTestApp,
  type SessionTestApp,
} from './account-test-app';

let t: SessionTestApp;
beforeAll(async () => {
  t = await startSessionTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('provisions the user on api with the service key, signs in and replies the session payload', async () => {
    const { response, cookie, userId } = await signUp(t.app, 'carol');
    const provisioned = t.api.users.get(userId);
    expect(provisioned).toMatchObject({ id: userId, username: 'carol', email: 'carol@example.com' });
    const call = t.api.requests.find((request) => request.method === 'POST' && request.url === '/api/v1/users');
    expect(call).toMatchObject({ apiKey: t.api.serviceKey, body: { id: userId, username: 'carol', email: 'carol@example.com' } });

    const expected = {
      user: {
        id: userId,
        username: 'carol',
        email: 'carol@example.com',
        name: 'carol Example',
        image: null,
        image_url: null,
        role: 'user',
      },
      apiKey: provisioned?.apiKey,
      config: RUNTIME_CONFIG,
    };
    expect(response.json()).toEqual(expected);
    const session = await getSession(t.app, cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual(expected);
    expect(t.api.requests.at(-1)).toMatchObject({ method: 'GET', url: `/api/v1/api_keys?user_id=${userId}`, apiKey: t.api.serviceKey });
  });

  it('refuses a taken username or email, whatever the case, with a 409 naming the field', async () => {
    await signUp(t.app, 'dave');
    const provisionedBefore = t.api.users.size;
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { username: 'DAVE', email: 'other@example.com', name: 'Dave Two', password: PASSWORD },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'Conflict', detail: 'This username is already taken', field: 'username' });
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { username: 'dave2', email: 'Dave@Example.com', name: 'Dave Two', password: PASSWORD },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ detail: 'An account with this email already exists', field: 'email' });
    expect(sameEmail.cookies).toEqual([]);
    expect(t.api.users.size).toBe(provisionedBefore);
  });

  it('names the field at fault on bad input and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { username: 'erin', email: 'erin@example.com', name: 'Erin', password: 'short' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', detail: 'Password must be at least 8 characters', field: 'password' });
    expect((await signIn(t.app, 'erin', 'short')).statusCode).toBe(401);
  });

  it('rolls back when api is down, so nothing is left behind and a retry succeeds', async () => {
    t.api.setAvailable(false);
    try {
      const down = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { username: 'frank', email: 'frank@example.com', name: 'Frank', password: PASSWORD },
      });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toEqual({
        error: 'Bad Gateway',
        detail: 'The platform is not reachable right now. Please try again in a moment.',
      });
      expect(down.cookies).toEqual([]);
    } finally {
      t.api.setAvailable(true);
    }
    expect(t.api.requests.at(-2)).toMatchObject({ method: 'POST', url: '/api/v1/users', body: { username: 'frank' } });
    // The undo was attempted too (and failed, api being down; it is only logged).
    expect(t.api.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    expect([...t.api.users.values()].some((user) => user.username === 'frank')).toBe(false);
    expect((await signIn(t.app, 'frank', PASSWORD)).statusCode).toBe(401);

    const { userId } = await signUp(t.app, 'frank');
    expect(t.api.users.get(userId)?.username).toBe('frank');
  });

  it('undoes the provisioning on api when the reply was lost, so the retry can reuse the username', async () => {
    t.api.loseNextProvisioningReply();
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { username: 'gwen', email: 'gwen@example.com', name: 'Gwen', password: PASSWORD },
    });
    expect(lost.statusCode).toBe(502);
    expect(t.api.requests.at(-1)).toMatchObject({ method: 'DELETE', url: expect.stringMatching(/^\/api\/v1\/users\/[0-9a-f-]{36}$/) });
    expect([...t.api.users.values()].some((user) => user.username === 'gwen')).toBe(false);

    const { userId } = await signUp(t.app, 'gwen');
    expect(t.api.users.get(userId)?.email).toBe('gwen@example.com');
  });
});

describe('sign-in', () => {
  it('accepts the username or the email, in any case, and answers the session payload', async () => {
    const { userId } = await signUp(t.app, 'grace');
    for (const login of ['grace', 'GRACE', 'grace@example.com', 'Grace@Example.COM']) {
      const response = await signIn(t.app, login, PASSWORD);
      expect(response.statusCode, login).toBe(200);
      expect(response.json().user.id).toBe(userId);
      expect(response.json().apiKey).toBe(t.api.users.get(userId)?.apiKey);
      expect((await getSession(t.app, sessionCookieOf(response))).json().user.username).toBe('grace');
    }
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    await signUp(t.app, 'heidi');
    for (const [login, password] of [
      ['heidi', 'wrong password'],
      ['nobody-here', PASSWORD],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const response = await signIn(t.app, login, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', detail: 'Invalid username or password' });
      expect(response.cookies).toEqual([]);
    }
  });

  it("hashes new passwords at the plugin's cost, and still signs in accounts hashed at another cost", async () => {
    await signUp(t.app, 'uma');
    expect((await findUserByLogin(t.db, 'uma'))?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect((await signIn(t.app, 'uma', PASSWORD)).statusCode).toBe(200);

    // As on a real server, at production's cost.
    const platform = createPlatformClient({ baseUrl: t.api.url, serviceKey: t.api.serviceKey });
    const passwordHash = await createPasswordHasher().hash(PASSWORD);
    await insertAccount(t.db, platform, {
      id: randomUUID(),
      username: 'victoria',
      email: 'victoria@example.com',
      name: 'Victoria',
      role: 'user',
      passwordHash,
    });
    expect(passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await signIn(t.app, 'victoria', PASSWORD)).statusCode).toBe(200);
  });

  it('issues a new session id on every sign-in and revokes the one the request came with', async () => {
    const { cookie: first } = await signUp(t.app, 'ivan');
    const second = await signIn(t.app, 'ivan', PASSWORD, { cookie: first });
    const secondCookie = sessionCookieOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await getSession(t.app, first)).statusCode).toBe(401);
    expect((await getSession(t.app, secondCookie)).statusCode).toBe(200);

    const third = sessionCookieOf(await signIn(t.app, 'ivan', PASSWORD, { cookie: secondCookie }));
    expect(new Set([first, secondCookie, third]).size).toBe(3);
    expect((await getSession(t.app, secondCookie)).statusCode).toBe(401);
    expect((await getSession(t.app, third)).statusCode).toBe(200);
  });
});

describe('a reply that is not a success', () => {
  const activeSessionsOf = async (db: Database, userId: string) =>
    (await db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) => row.revokedAt === null);

  it('never carries a new session cookie: a sign-in whose API key cannot be read (the user is gone on api) revokes the session it started', async () => {
    const { userId } = await signUp(t.app, 'nadia');
    t.api.users.delete(userId);
    const response = await signIn(t.app, 'nadia', PASSWORD);
    expect(response.statusCode).toBe(500);
    expect(response.headers['set-cookie']).toBeUndefined();
    // The sign-up's session is still active, the sign-in's was revoked.
    expect((await activeSessionsOf(t.db, userId)).sort()).toEqual([false, true]);
  });

  it('never carries a new session cookie on sign-up either: the account stays, and its owner signs in later', async () => {
    // The connection drops when edge reads the new user's API key, after the account was written and provisioned.
    const dropKeyReads: typeof fetch = (input, init) =>
      String(input).includes('/api/v1/api_keys') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    const flaky = await startSessionTestApp({ db: t.db, platformFetch: dropKeyReads });
    try {
      const response = await flaky.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { username: 'oscar', email: 'oscar@example.com', name: 'Oscar', password: PASSWORD },
      });
      expect(response.statusCode).toBe(502);
      expect(response.headers['set-cookie']).toBeUndefined();
      const [user] = await flaky.db.select().from(users).where(eq(users.username, 'oscar'));
      expect(user).toBeDefined();
      expect(await activeSessionsOf(flaky.db, user?.id ?? '')).toEqual([false]);
    } finally {
      await flaky.close();
    }
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, signed, for the whole site, for 30 days, and not Secure over http', async () => {
    const { response } = await signUp(t.app, 'judy');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
    // Signed: the value is `<token>.<signature>`, and the bare token alone is not accepted.
    const value = response.cookies[0]?.value ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9+/]+$/);
    expect((await getSession(t.app, `${SESSION_COOKIE}=${value.split('.')[0]}`)).statusCode).toBe(401);
  });

  it('treats a missing, forged or tampered cookie as not signed in', async () => {
    const { cookie } = await signUp(t.app, 'ken');
    // Another token under the original signature.
    const [name, token] = cookie.split('=') as [string, string];
    const tampered = `${name}=${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    for (const sent of [undefined, `${SESSION_COOKIE}=made-up`, tampered]) {
      const response = await getSession(t.app, sent);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', detail: 'You are not signed in' });
    }
  });
});

describe('sign-out', () => {
  it('clears the cookie and revokes the session, so replaying the old cookie is refused', async () => {
    const { cookie } = await signUp(t.app, 'leo');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBe(0);
    expect((await getSession(t.app, cookie)).statusCode).toBe(401);
  });

  it('succeeds without a session too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out' });
    expect(response.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  let now = new Date('2030-01-01T00:00:00Z').getTime();
  let timed: SessionTestApp;
  beforeAll(async () => {
    timed = await startSessionTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => timed.close());

  it('ends 30 days after sign-in', async () => {
    const { cookie } = await signUp(timed.app, 'mike');
    now += 30 * 24 * 60 * 60 * 1000 - 1000;
    expect((await getSession(timed.app, cookie)).statusCode).toBe(200);
    now += 1000;
    const expired = await getSession(timed.app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe('You are not signed in');
  });
});
