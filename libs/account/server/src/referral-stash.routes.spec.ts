import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startSessionTestApp, type SessionTestApp } from './account-test-app';

let t: SessionTestApp;
let alice: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };
beforeAll(async () => {
  t = await startSessionTestApp();
  alice = await signUp(t.app, 'alice', { referral_code: ' FRIEND-42 ' });
  bob = await signUp(t.app, 'bob');
});
afterAll(() => t.close());

const stash = (method: 'GET' | 'DELETE', cookie: string | undefined, userId: string) =>
  t.app.inject({ method, url: `/api/referral?userId=${userId}`, ...(cookie ? { headers: { cookie } } : {}) });

describe('the referral stash', () => {
  it('holds the code given at sign-up, for its owner only, until deleted', async () => {
    expect((await stash('GET', alice.cookie, alice.userId)).json()).toEqual({ referralCode: 'FRIEND-42' });
    expect((await stash('GET', bob.cookie, bob.userId)).json()).toEqual({ referralCode: null });

    const peek = await stash('GET', bob.cookie, alice.userId);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().error).toBe('Forbidden');
    expect((await stash('DELETE', bob.cookie, alice.userId)).statusCode).toBe(403);
    expect((await stash('GET', alice.cookie, alice.userId)).json()).toEqual({ referralCode: 'FRIEND-42' });

    const deleted = await stash('DELETE', alice.cookie, alice.userId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await stash('GET', alice.cookie, alice.userId)).json()).toEqual({ referralCode: null });
    expect((await stash('DELETE', alice.cookie, alice.userId)).statusCode).toBe(200);
  });

  it('needs a session and a valid user id', async () => {
    expect((await stash('GET', undefined, alice.userId)).statusCode).toBe(401);
    const bad = await stash('GET', alice.cookie, 'me');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'User id must be a UUID', field: 'userId' });
  });

  it('refuses a malformed referral code at sign-up without creating the account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { username: 'carol', email: 'carol@example.com', name: 'Carol', password: 'long enough pw', referral_code: 'no spaces!' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Referral code is not valid', field: 'referral_code' });
    expect([...t.api.users.values()].map((user) => user.username)).toEqual(['alice', 'bob']);
  });
});
