import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAITLIST_REFUSAL } from '@bagel/contract';
import { seededAdminCookie, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

let t: EdgeTestApp;
let admin: string;
beforeAll(async () => {
  t = await startEdgeTestApp();
  admin = await seededAdminCookie(t);
});
afterAll(() => t.close());

const headersOf = (cookie: string) => ({ cookie, origin: 'http://localhost:3000' });
const moveTo = (cookie: string, userId: string, role: string) =>
  t.app.inject({ method: 'POST', url: '/api/updateProfile', headers: headersOf(cookie), payload: { userId, role } });
const sessionRole = async (cookie: string) => (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.role as string;
const setWaitlist = (waitlistEnabled: boolean) =>
  t.app.inject({ method: 'POST', url: '/api/settings', headers: headersOf(admin), payload: { waitlistEnabled } });
const startPayment = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: headersOf(cookie), payload: { amount: 10 } });
const settingReads = () =>
  t.api.requests.filter((request) => request.url === '/api/v1/settings/waitlist' && request.method === 'GET').length;

describe('roles reach api', () => {
  it('provisions a new account with its role, and pushes the referral-failure move and an admin’s move back', async () => {
    const { cookie, userId } = await signUp(t.app, 'rhea');
    expect(t.api.users.get(userId)?.role).toBe('user');
    expect(
      t.api.requests.find((request) => request.url === '/api/v1/users' && (request.body as { id?: string }).id === userId)?.body,
    ).toMatchObject({ role: 'user' });

    expect((await moveTo(cookie, userId, 'waitlist')).statusCode).toBe(200);
    expect(t.api.users.get(userId)?.role).toBe('waitlist');
    expect((await moveTo(admin, userId, 'user')).statusCode).toBe(200);
    expect(t.api.users.get(userId)?.role).toBe('user');
    expect(t.api.users.get(userId)?.apiKey).toBeDefined();
  });

  it('keeps the old role on both sides when api cannot take the new one', async () => {
    const { cookie, userId } = await signUp(t.app, 'silas');
    t.api.setAvailable(false);
    try {
      const refused = await moveTo(cookie, userId, 'waitlist');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().detail).toBe('The platform is not reachable right now. Please try again in a moment.');
    } finally {
      t.api.setAvailable(true);
    }
    expect(await sessionRole(cookie)).toBe('user');
    expect(t.api.users.get(userId)?.role).toBe('user');
  });
});

describe('the waitlist setting', () => {
  it("is api's: edge writes it there for its admins and reads it back from there", async () => {
    expect((await setWaitlist(true)).json()).toEqual({ enabled: true });
    expect(t.api.waitlist.enabled).toBe(true);
    t.api.waitlist.enabled = false;
    expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual({ enabled: false });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('refuses a waitlisted user with 403 while the setting is on, and lets them pay when it is off', async () => {
    const { cookie, userId } = await signUp(t.app, 'tilda');
    await moveTo(cookie, userId, 'waitlist');
    await setWaitlist(true);
    const refused = await startPayment(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', detail: WAITLIST_REFUSAL });

    await setWaitlist(false);
    const allowed = await startPayment(cookie);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().clientSecret).toEqual(expect.any(String));
  });

  it('lets other users pay while the setting is on, without asking api for it', async () => {
    const { cookie } = await signUp(t.app, 'ulric');
    await setWaitlist(true);
    const reads = settingReads();
    expect((await startPayment(cookie)).statusCode).toBe(200);
    expect(settingReads()).toBe(reads);
    await setWaitlist(false);
  });
});
