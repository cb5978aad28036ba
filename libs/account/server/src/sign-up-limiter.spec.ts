import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { users } from './account.schema';
import { PASSWORD, signIn, signUp, startSessionTestApp, type SessionTestApp } from './account-test-app';
import { createSignUpHashingLane } from './sign-up-limiter';

const MINUTE = 60_000;
let now = new Date('2030-01-01T12:00:00Z').getTime();
const advance = (ms: number) => {
  now += ms;
};

let t: SessionTestApp;
beforeAll(async () => {
  t = await startSessionTestApp({ clock: () => new Date(now) });
});
afterAll(() => t.close());

const signUpFrom = (app: SessionTestApp, username: string, remoteAddress: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { username, email: `${username}@example.com`, name: username, password: PASSWORD },
    remoteAddress,
  });

async function usersNamed(username: string): Promise<number> {
  const [row] = await t.db.select({ total: count() }).from(users).where(eq(users.username, username));
  return row?.total ?? 0;
}

describe('the per-address sign-up limit', () => {
  it('refuses the 11th sign-up from one address in an hour with a 429 that says when to retry, and writes nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await signUpFrom(t, `nat${i}`, '203.0.113.9')).statusCode, `sign-up ${i + 1}`).toBe(200);
    advance(20 * MINUTE);
    const provisioned = t.api.users.size;

    const refused = await signUpFrom(t, 'nat10', '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      detail: 'Too many sign-ups from your network. Please try again in 40 minutes.',
    });
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect(refused.cookies).toEqual([]);
    expect(await usersNamed('nat10')).toBe(0);
    expect(t.api.users.size).toBe(provisioned);

    // Other addresses sign up as usual.
    expect((await signUpFrom(t, 'elsewhere', '198.51.100.9')).statusCode).toBe(200);
    // The hour is counted from the address's first sign-up.
    advance(40 * MINUTE - 1000);
    expect((await signUpFrom(t, 'nat10', '203.0.113.9')).statusCode).toBe(429);
    advance(1000);
    expect((await signUpFrom(t, 'nat10', '203.0.113.9')).statusCode).toBe(200);
  });

  it('holds across edge processes and restarts: the count is in the database', async () => {
    advance(60 * MINUTE);
    const other = await startSessionTestApp({ db: t.db, clock: () => new Date(now) });
    try {
      for (let i = 0; i < 5; i++) expect((await signUpFrom(t, `shared${i}`, '203.0.113.10')).statusCode).toBe(200);
      for (let i = 5; i < 10; i++) expect((await signUpFrom(other, `shared${i}`, '203.0.113.10')).statusCode).toBe(200);
      expect((await signUpFrom(other, 'shared10', '203.0.113.10')).statusCode).toBe(429);
      expect((await signUpFrom(t, 'shared10', '203.0.113.10')).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('counts parallel sign-ups from one address one after another: of 150 at once, 10 get through', async () => {
    advance(60 * MINUTE);
    // A lane wide enough to let all 150 be counted at the same moment.
    const wide = await startSessionTestApp({
      db: t.db,
      clock: () => new Date(now),
      signUpHashing: createSignUpHashingLane({ concurrency: 150, queueLimit: 0 }),
    });
    try {
      const replies = await Promise.all(Array.from({ length: 150 }, (_, i) => signUpFrom(wide, `flood${i}`, '203.0.113.11')));
      const statuses = replies.map((reply) => reply.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(140);
      const [created] = await t.db.select({ total: count() }).from(users).where(like(users.username, 'flood%'));
      expect(created?.total).toBe(10);
    } finally {
      await wide.close();
    }
  });
});

describe('the sign-up hashing lane', () => {
  it('turns sign-ups away with a 503 while it is full, counting and writing nothing, and never makes a sign-in wait', async () => {
    advance(60 * MINUTE);
    const lane = createSignUpHashingLane({ concurrency: 1, queueLimit: 0 });
    const busy = await startSessionTestApp({ db: t.db, clock: () => new Date(now), signUpHashing: lane });
    let finish = () => undefined as void;
    try {
      await signUp(busy.app, 'walker');
      const provisioned = busy.api.users.size;
      const flood = lane.run(() => new Promise<void>((resolve) => (finish = resolve)));

      for (let i = 0; i < 10; i++) {
        const refused = await signUpFrom(busy, `patience${i}`, '203.0.113.12');
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({
          error: 'Service Unavailable',
          detail: 'Many people are signing up right now. Please try again in a few seconds.',
        });
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.cookies).toEqual([]);
      }
      expect(busy.api.users.size).toBe(provisioned);
      // Sign-ins check passwords outside the lane.
      expect((await signIn(busy.app, 'walker', PASSWORD)).statusCode).toBe(200);

      finish();
      await flood;
      // The refused sign-ups used up none of the address's ten.
      for (let i = 0; i < 10; i++) expect((await signUpFrom(busy, `patience${i}`, '203.0.113.12')).statusCode).toBe(200);
      expect((await signUpFrom(busy, 'patience10', '203.0.113.12')).statusCode).toBe(429);
    } finally {
      finish();
      await busy.close();
    }
  });
});
