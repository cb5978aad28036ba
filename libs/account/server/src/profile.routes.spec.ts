import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, signUp, startSessionTestApp, type SessionTestApp } from './account-test-app';
import { updateUserRole } from './users.repository';

let t: SessionTestApp;
let alice: { cookie: string; userId: string };
let bob: { cookie: string; userId: string };
let admin: { cookie: string; userId: string };

beforeAll(async () => {
  t = await startSessionTestApp();
  alice = await signUp(t.app, 'alice');
  bob = await signUp(t.app, 'bob');
  admin = await signUp(t.app, 'root');
  await updateUserRole(t.db, admin.userId, 'admin');
});
afterAll(() => t.close());

const setRole = (cookie: string | undefined, userId: string, role: string) =>
  t.app.inject({ method: 'POST', url: '/api/updateProfile', payload: { userId, role }, ...(cookie ? { headers: { cookie } } : {}) });

describe('POST /api/updateProfile', () => {
  it('lets users move only themselves, and only to the waitlist', async () => {
    const toAdmin = await setRole(alice.cookie, alice.userId, 'admin');
    expect(toAdmin.statusCode).toBe(403);
    expect(toAdmin.json()).toEqual({ error: 'Forbidden', detail: 'You may only move your own account to the waitlist' });
    expect((await setRole(alice.cookie, bob.userId, 'waitlist')).statusCode).toBe(403);
    expect((await setRole(alice.cookie, bob.userId, 'admin')).statusCode).toBe(403);
    expect((await getSession(t.app, bob.cookie)).json().user.role).toBe('user');

    const toWaitlist = await setRole(alice.cookie, alice.userId, 'waitlist');
    expect(toWaitlist.statusCode).toBe(200);
    expect(toWaitlist.json().user).toMatchObject({ id: alice.userId, username: 'alice', role: 'waitlist' });
    expect((await getSession(t.app, alice.cookie)).json().user.role).toBe('waitlist');
    // Once on the waitlist, a user cannot take themself off it.
    expect((await setRole(alice.cookie, alice.userId, 'user')).statusCode).toBe(403);
  });

  it('lets an admin set any role on anyone', async () => {
    for (const role of ['waitlist', 'admin', 'user']) {
      const response = await setRole(admin.cookie, bob.userId, role);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.role).toBe(role);
      expect((await getSession(t.app, bob.cookie)).json().user.role).toBe(role);
    }
    const missing = await setRole(admin.cookie, '00000000-0000-4000-8000-000000000000', 'user');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: 'User not found', field: 'userId' });
  });

  it('refuses callers who are not signed in and roles that do not exist', async () => {
    expect((await setRole(undefined, alice.userId, 'waitlist')).statusCode).toBe(401);
    const bad = await setRole(admin.cookie, bob.userId, 'owner');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ detail: 'Role must be one of user, admin, waitlist', field: 'role' });
  });
});

describe('GET /api/admin/role-changes', () => {
  const changes = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/role-changes', headers: { cookie } });

  it('lists every role change with who made it, newest first; the same role again records nothing', async () => {
    const carol = await signUp(t.app, 'carol');
    expect((await setRole(carol.cookie, carol.userId, 'waitlist')).statusCode).toBe(200);
    expect((await setRole(admin.cookie, carol.userId, 'user')).statusCode).toBe(200);
    expect((await setRole(admin.cookie, carol.userId, 'user')).statusCode).toBe(200);

    const response = await changes(admin.cookie);
    expect(response.statusCode).toBe(200);
    const carols = response.json().changes.filter((change: { user_id: string }) => change.user_id === carol.userId);
    expect(carols).toEqual([
      {
        user_id: carol.userId,
        username: 'carol',
        from_role: 'waitlist',
        to_role: 'user',
        changed_by: 'root',
        changed_at: expect.any(String),
      },
      {
        user_id: carol.userId,
        username: 'carol',
        from_role: 'user',
        to_role: 'waitlist',
        changed_by: 'carol',
        changed_at: expect.any(String),
      },
    ]);
  });

  it('records nothing when api refuses the role, since the change rolls back', async () => {
    const dave = await signUp(t.app, 'dave');
    const refusing: typeof fetch = (input, init) =>
      String(input).includes('/api/v1/users') ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
    const flaky = await startSessionTestApp({ db: t.db, platformFetch: refusing });
    try {
      const response = await flaky.app.inject({
        method: 'POST',
        url: '/api/updateProfile',
        headers: { cookie: admin.cookie },
        payload: { userId: dave.userId, role: 'waitlist' },
      });
      expect(response.statusCode).toBe(502);
    } finally {
      await flaky.close();
    }
    expect((await getSession(t.app, dave.cookie)).json().user.role).toBe('user');
    const listed = (await changes(admin.cookie)).json().changes.map((change: { user_id: string }) => change.user_id);
    expect(listed).not.toContain(dave.userId);
  });

  it('is for admins only', async () => {
    expect((await changes(bob.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/role-changes' })).statusCode).toBe(401);
  });
});

describe('POST /api/profile', () => {
  const jpeg =
    'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

  it("edits the signed-in user's own name and avatar", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: bob.cookie },
      payload: { name: '  Bob Builder ', image_url: jpeg },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: bob.userId, name: 'Bob Builder', image_url: jpeg });
    expect((await getSession(t.app, bob.cookie)).json().user).toMatchObject({ name: 'Bob Builder', image_url: jpeg });
    expect((await getSession(t.app, alice.cookie)).json().user).toMatchObject({ name: 'alice Example', image_url: null });

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: bob.cookie },
      payload: { name: 'Bob', image_url: null },
    });
    expect(removed.json().user).toMatchObject({ name: 'Bob', image_url: null });
  });

  it('refuses an avatar that is not a JPEG data URL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile',
      headers: { cookie: bob.cookie },
      payload: { name: 'Bob', image_url: 'https://evil.example/a.svg' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Avatar must be a base64 JPEG data URL', field: 'image_url' });
  });
});
