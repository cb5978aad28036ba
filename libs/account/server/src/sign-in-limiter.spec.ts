import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, getSession, sessionCookieOf, signIn, signUp, startSessionTestApp, type SessionTestApp } from './account-test-app';

const MINUTE = 60_000;
let now = new Date('2030-01-01T12:00:00Z').getTime();
const advance = (ms: number) => {
  now += ms;
};

/** The sign-in slowdowns asked for, in order; recorded instead of waited out. */
const pauses: number[] = [];

let t: SessionTestApp;
beforeAll(async () => {
  t = await startSessionTestApp({ clock: () => new Date(now), pause: async (ms) => void pauses.push(ms) });
});
afterAll(() => t.close());

async function failTimes(login: string, times: number, remoteAddress?: string) {
  for (let i = 0; i < times; i++) {
    const response = await signIn(t.app, login, 'not the password', remoteAddress ? { remoteAddress } : {});
    expect(response.statusCode, `attempt ${i + 1} for ${login}`).toBe(401);
  }
}

describe('the per-account sign-in limit', () => {
  it('refuses the 6th attempt in 15 minutes, even with the right password, and says when to retry', async () => {
    await signUp(t.app, 'mallory');
    await failTimes('mallory', 3);
    advance(5 * MINUTE);
    // The username and the email are one account.
    await failTimes('mallory@example.com', 2);

    const blocked = await signIn(t.app, 'mallory', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Too Many Requests',
      detail: 'Too many failed sign-in attempts for this account. Please try again in 10 minutes.',
    });
    expect(blocked.headers['retry-after']).toBe(String(10 * 60));
    expect(blocked.cookies).toEqual([]);

    // Another account is not affected.
    await signUp(t.app, 'niaj');
    expect((await signIn(t.app, 'niaj', PASSWORD)).statusCode).toBe(200);

    // The oldest failures leave the window 15 minutes after they happened.
    advance(10 * MINUTE - 1000);
    expect((await signIn(t.app, 'mallory', PASSWORD)).statusCode).toBe(429);
    advance(1000);
    const allowed = await signIn(t.app, 'mallory', PASSWORD);
    expect(allowed.statusCode).toBe(200);
    expect((await getSession(t.app, sessionCookieOf(allowed))).statusCode).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    await signUp(t.app, 'olivia');
    await failTimes('olivia', 4);
    expect((await signIn(t.app, 'olivia', PASSWORD)).statusCode).toBe(200);
    await failTimes('olivia', 4);
    expect((await signIn(t.app, 'olivia', PASSWORD)).statusCode).toBe(200);
  });

  it('limits unknown logins the same way, so the limit tells nothing about which accounts exist', async () => {
    await failTimes('no-such-user', 5);
    const response = await signIn(t.app, 'no-such-user', PASSWORD);
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toBe('Too many failed sign-in attempts for this account. Please try again in 15 minutes.');
  });
});

describe('the per-address sign-in limit', () => {
  it('refuses an address after 20 failures across accounts, while other addresses still sign in', async () => {
    advance(60 * MINUTE);
    await signUp(t.app, 'peggy');
    for (const login of ['x1', 'x2', 'x3', 'x4', 'x5']) await failTimes(login, 4, '203.0.113.7');

    const blocked = await signIn(t.app, 'peggy', PASSWORD, { remoteAddress: '203.0.113.7' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many failed sign-in attempts from your network. Please try again in 15 minutes.');

    expect((await signIn(t.app, 'peggy', PASSWORD, { remoteAddress: '198.51.100.4' })).statusCode).toBe(200);
  });
});

describe('parallel guesses', () => {
  it('checks no more than 5 of 60 parallel wrong passwords for one account: the rest are refused before any hashing', async () => {
    advance(60 * MINUTE);
    await signUp(t.app, 'quentin');
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => signIn(t.app, 'quentin', 'not the password', { remoteAddress: '192.0.2.60' })),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
    // The refused ones were not counted as failures of the address (20 allowed): another account still signs in from it.
    await signUp(t.app, 'ruth');
    expect((await signIn(t.app, 'ruth', PASSWORD, { remoteAddress: '192.0.2.60' })).statusCode).toBe(200);
  });
});

describe('lockouts', () => {
  it('lock out the account only from where the failures came: the owner still signs in from elsewhere', async () => {
    advance(60 * MINUTE);
    await signUp(t.app, 'sam');
    await failTimes('sam', 5, '203.0.113.66');
    const attacker = await signIn(t.app, 'sam', PASSWORD, { remoteAddress: '203.0.113.66' });
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().detail).toBe('Too many failed sign-in attempts for this account. Please try again in 15 minutes.');

    const owner = await signIn(t.app, 'sam', PASSWORD, { remoteAddress: '198.51.100.23' });
    expect(owner.statusCode).toBe(200);
    expect((await getSession(t.app, sessionCookieOf(owner))).statusCode).toBe(200);
    // The owner's sign-in does not lift the attacker's lockout.
    expect((await signIn(t.app, 'sam', 'another guess', { remoteAddress: '203.0.113.66' })).statusCode).toBe(429);
  });

  it('never refuse the right password from a new address, however many addresses failed: they slow the account down instead', async () => {
    advance(60 * MINUTE);
    await signUp(t.app, 'sybil');
    pauses.length = 0;
    for (let address = 0; address < 20; address++) {
      await failTimes('sybil', 5, `198.51.100.${100 + address}`);
      advance(MINUTE);
    }
    // The first 20 failures cost nothing; then each attempt waits 0.1 s more, up to 3 s.
    expect(pauses).toHaveLength(80);
    expect(pauses.slice(0, 30)).toEqual(Array.from({ length: 30 }, (_, i) => (i + 1) * 100));
    expect(new Set(pauses.slice(30))).toEqual(new Set([3_000]));

    pauses.length = 0;
    const owner = await signIn(t.app, 'sybil', PASSWORD, { remoteAddress: '192.0.2.201' });
    expect(owner.statusCode).toBe(200);
    expect(pauses).toEqual([3_000]);
    expect((await getSession(t.app, sessionCookieOf(owner))).statusCode).toBe(200);
    // A guessing address is still refused on its own for 15 minutes (the last one failed a minute ago).
    expect((await signIn(t.app, 'sybil', PASSWORD, { remoteAddress: '198.51.100.119' })).statusCode).toBe(429);

    // Other accounts are not slowed down, and the account's slowdown ends an hour after its first failure.
    await signUp(t.app, 'trudy');
    pauses.length = 0;
    expect((await signIn(t.app, 'trudy', PASSWORD, { remoteAddress: '192.0.2.201' })).statusCode).toBe(200);
    advance(40 * MINUTE);
    expect((await signIn(t.app, 'sybil', PASSWORD, { remoteAddress: '192.0.2.202' })).statusCode).toBe(200);
    expect(pauses).toEqual([]);
  });
});
