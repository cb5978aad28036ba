import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccounts } from '@bagel/account-server';
import { TEST_PASSWORD_COST } from '@bagel/account-server/testing';
import { platformClientFor } from './platform';
import { DEMO_PASSWORD, PUBLIC_API_URL, sessionCookieOf, signUp, startEdgeTestApp, type EdgeTestApp } from './edge-test-app';

const adminPassword = 'the operator chose this';
let t: EdgeTestApp;
beforeAll(async () => {
  t = await startEdgeTestApp();
  const seed = await seedAccounts({
    db: t.database.db,
    platform: platformClientFor(t.config),
    log: { warn: () => undefined },
    adminPassword,
    passwordCost: TEST_PASSWORD_COST,
  });
  if (!seed.seeded) throw new Error('expected a fresh database');
});
afterAll(() => t.close());

const signIn = (login: string, password: string, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { login, password }, ...extra });

describe('edge', () => {
  it('signs up, hands out the session with the runtime config, and signs out', async () => {
    const { response, cookie, userId } = await signUp(t.app, 'trent');
    expect(response.json()).toMatchObject({
      user: { id: userId, username: 'trent', role: 'user' },
      apiKey: t.api.users.get(userId)?.apiKey,
      config: {
        apiBaseUrl: PUBLIC_API_URL,
        githubUrl: 'https://github.com/bagel-platform',
        payments: { provider: 'sandbox', publishableKey: null },
      },
    });
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.username).toBe('trent');
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('lets the seeded demo users and admin sign in', async () => {
    for (const login of ['alice', 'bob@example.com']) expect((await signIn(login, DEMO_PASSWORD)).statusCode).toBe(200);
    const admin = await signIn('admin', adminPassword);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe('admin');
  });

  it('keeps the waitlist setting readable by all and writable by admins only', async () => {
    expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual({ enabled: false });
    const alice = sessionCookieOf(await signIn('alice', DEMO_PASSWORD));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { cookie: alice },
      payload: { waitlistEnabled: true },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/settings', payload: { waitlistEnabled: true } })).statusCode).toBe(401);

    const admin = sessionCookieOf(await signIn('admin', adminPassword));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { waitlistEnabled: true },
    });
    expect(changed.json()).toEqual({ enabled: true });
    expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual({ enabled: true });
  });

  it('lets an admin move a user, and a user only themself to the waitlist', async () => {
    const admin = sessionCookieOf(await signIn('admin', adminPassword));
    const bob = await signIn('bob', DEMO_PASSWORD);
    const bobId = bob.json().user.id as string;
    const move = (cookie: string, userId: string, role: string) =>
      t.app.inject({ method: 'POST', url: '/api/updateProfile', headers: { cookie }, payload: { userId, role } });
    expect((await move(sessionCookieOf(bob), bobId, 'admin')).statusCode).toBe(403);
    expect((await move(admin, bobId, 'waitlist')).json().user.role).toBe('waitlist');
    expect((await move(admin, bobId, 'user')).json().user.role).toBe('user');
  });

  it('sells Bagels through the sandbox: intent, test card, signed webhook, one deposit of amount × 25 on api', async () => {
    const { cookie, userId } = await signUp(t.app, 'penny');
    const headers = { cookie, origin: 'http://localhost:3000' };
    const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { amount: 10 } });
    const { clientSecret } = intent.json() as { clientSecret: string };
    const card = {
      client_secret: clientSecret,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      cvc: '123',
    };
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/confirm', headers, payload: card });
    expect(confirmed.statusCode).toBe(200);
    const paymentId = confirmed.json().payment_intent as string;
    expect(
      t.api.deposits
        .filter((deposit) => deposit.body.user_id === userId)
        .map(({ idempotencyKey, body }) => ({ idempotencyKey, amount: body.amount })),
    ).toEqual([{ idempotencyKey: `card-payment:${paymentId}`, amount: 250 }]);
    expect((await t.app.inject({ url: `/api/payments/${paymentId}`, headers: { cookie } })).json()).toEqual({
      status: 'succeeded',
      amount_usd: 10,
      bagels: 250,
      credited: true,
    });
  });

  it('takes webhooks from other origins (they are signed, not cookie-borne), and refuses a bad signature with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { origin: 'https://hooks.stripe.com', 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', detail: 'The webhook signature is not valid' });
  });

  it('answers /health', async () => {
    const response = await t.app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(typeof response.json().uptime_s).toBe('number');
  });

  it('counts sign-in failures per socket address, ignoring X-Forwarded-For unless TRUST_PROXY says so', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await signIn(`ghost${i % 4}`, 'wrong password', {
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signIn('alice', DEMO_PASSWORD, { remoteAddress: '192.0.2.10', headers: { 'x-forwarded-for': '198.51.100.200' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many failed sign-in attempts from your network\. Please try again in 15 minutes\.$/);
    expect((await signIn('alice', DEMO_PASSWORD, { remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('counts sign-ups per socket address too, so a made-up X-Forwarded-For gets no fresh allowance', async () => {
    const signUpFrom = (username: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: '192.0.2.20',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username, email: `${username}@example.com`, name: username, password: DEMO_PASSWORD },
      });
    for (let i = 0; i < 10; i++) expect((await signUpFrom(`spoof${i}`, `198.51.100.${i}`)).statusCode).toBe(200);
    const refused = await signUpFrom('spoof10', '198.51.100.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe('Too many sign-ups from your network. Please try again in 60 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(refused.headers['set-cookie']).toBeUndefined();
  });
});

describe('edge with SIGN_UP_LIMIT_PER_HOUR', () => {
  let roomy: EdgeTestApp;
  beforeAll(async () => {
    roomy = await startEdgeTestApp({ SIGN_UP_LIMIT_PER_HOUR: '12' });
  });
  afterAll(() => roomy.close());

  it('lets one address make that many sign-ups an hour, and refuses the next', async () => {
    const signUpAs = (username: string) =>
      roomy.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: '192.0.2.30',
        payload: { username, email: `${username}@example.com`, name: username, password: DEMO_PASSWORD },
      });
    for (let i = 0; i < 12; i++) expect((await signUpAs(`class${i}`)).statusCode).toBe(200);
    expect((await signUpAs('class12')).statusCode).toBe(429);
  });
});

describe('edge behind a trusted proxy', () => {
  let proxied: EdgeTestApp;
  beforeAll(async () => {
    proxied = await startEdgeTestApp({ TRUST_PROXY: '127.0.0.1' });
    await signUp(proxied.app, 'walter');
  });
  afterAll(() => proxied.close());

  it("counts failures per client address from the proxy's X-Forwarded-For", async () => {
    const attempt = (password: string, client: string, login = `ghost-${client}`) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login, password },
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 20; i++) expect((await attempt('wrong password', '203.0.113.50', `ghost${i % 4}`)).statusCode).toBe(401);
    expect((await attempt(DEMO_PASSWORD, '203.0.113.50', 'walter')).statusCode).toBe(429);
    expect((await attempt(DEMO_PASSWORD, '203.0.113.51', 'walter')).statusCode).toBe(200);
  });

  it("locks an account out only for the client address the failures came from, read from the proxy's X-Forwarded-For", async () => {
    const attempt = (password: string, client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { login: 'walter', password },
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong password', '203.0.113.60')).statusCode).toBe(401);
    expect((await attempt(DEMO_PASSWORD, '203.0.113.60')).statusCode).toBe(429);
    expect((await attempt(DEMO_PASSWORD, '203.0.113.61')).statusCode).toBe(200);
  });

  it("counts sign-ups per client address from the proxy's X-Forwarded-For", async () => {
    const signUpFrom = (username: string, client: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        headers: { 'x-forwarded-for': client },
        payload: { username, email: `${username}@example.com`, name: username, password: DEMO_PASSWORD },
      });
    for (let i = 0; i < 10; i++) expect((await signUpFrom(`office${i}`, '203.0.113.70')).statusCode).toBe(200);
    expect((await signUpFrom('office10', '203.0.113.70')).statusCode).toBe(429);
    expect((await signUpFrom('office10', '203.0.113.71')).statusCode).toBe(200);
  });
});

describe('edge on an https origin', () => {
  let secure: EdgeTestApp;
  beforeAll(async () => {
    secure = await startEdgeTestApp({ PUBLIC_ORIGIN: 'https://bagel.example' });
  });
  afterAll(() => secure.close());

  it('marks the session cookie Secure, besides HttpOnly, SameSite=Lax and Path=/', async () => {
    const { response } = await signUp(secure.app, 'victor');
    const header = String(response.headers['set-cookie']);
    for (const flag of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(header).toContain(flag);
    const signOut = await secure.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: sessionCookieOf(response) } });
    expect(String(signOut.headers['set-cookie'])).toMatch(/^bagel_session=; .*Secure/);
  });
});
