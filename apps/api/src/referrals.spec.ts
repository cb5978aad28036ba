import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildPath, type RouteResponse } from '@bagel/contract';
import {
  fundReferralPool,
  getReferralPool,
  REFERRAL_INVALID,
  validateReferralCode,
  type ReferralRedemption,
} from '@bagel/referrals-contract';
import { getTransactions } from '@bagel/transactions-contract';
import { createUserDirectory } from '@bagel/api-keys-server';
import { createLedgerPort } from '@bagel/wallet-server';
import { codeOf, progressOf } from '@bagel/referrals-server/testing';
import { queryRows } from '@bagel/db/testing';
import { startTestApi, type TestApi, type TestUser } from './testing';

// Referral posting is tested in @bagel/referrals-server; bonuses are money, paid by the wallet's ledger from its pool.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const validate = (on: TestApi, user: TestUser, code: string) =>
  on.call({ url: `${validateReferralCode.path}?referral_code=${encodeURIComponent(code)}` }, user.apiKey);

async function redeemed(on: TestApi, user: TestUser, code: string): Promise<ReferralRedemption> {
  const reply = await validate(on, user, code);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ReferralRedemption>();
}

async function expectRefused(on: TestApi, user: TestUser, code: string) {
  const reply = await validate(on, user, code);
  expect(reply.statusCode, reply.body).toBe(422);
  expect(reply.json()).toEqual({ error: 'Unprocessable Entity', detail: REFERRAL_INVALID, field: 'referral_code' });
}

/** The user's bonus lines in their history, newest first. */
async function bonusesOf(on: TestApi, user: TestUser) {
  const reply = await on.call({ url: buildPath(getTransactions.path, { userId: user.id }) }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply
    .json<RouteResponse<typeof getTransactions>>()
    .transactions.filter((transaction) => transaction.description.startsWith('Referral bonus'));
}

/** Makes the user's account as old as `days`, as if they had signed up then. */
async function signedUpDaysAgo(on: TestApi, user: TestUser, days: number) {
  await on.database.db.execute(sql`update api_keys.users set created_at = now() - make_interval(days => ${days}) where id = ${user.id}`);
}

describe('referral codes', () => {
  it("answers the caller's code, made once: 8 characters nobody misreads, the same on every call, concurrent first calls included", async () => {
    const alice = await api.createUser();
    const first = await Promise.all([1, 2, 3, 4].map(() => progressOf(api, alice)));
    expect(new Set(first.map((progress) => progress.referral_code)).size).toBe(1);
    expect(first[0]).toEqual({
      referral_code: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/),
      friends_joined: 0,
      friends_for_bonus: 3,
      max_friends: 10,
      friend_bonus: 125,
      inviter_bonus: 375,
      inviter_bonus_paid: false,
      joined_with: null,
    });
    expect(await codeOf(api, alice)).toBe(first[0]?.referral_code);
    const codes = await Promise.all([1, 2, 3].map(async () => codeOf(api, await api.createUser())));
    expect(new Set([...codes, first[0]?.referral_code]).size).toBe(4);
  });

  it('pays each friend 125 BGL and the owner 375 BGL once at the third friend; friends four to ten still get 125, the eleventh is refused', async () => {
    const bob = await api.createUser();
    const code = await codeOf(api, bob);
    const friends = await Promise.all(Array.from({ length: 11 }, () => api.createUser()));

    for (const [index, friend] of friends.slice(0, 3).entries()) {
      expect(await redeemed(api, friend, code)).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: false });
      expect(await api.balanceOf(friend)).toBe(125);
      expect(await api.balanceOf(bob)).toBe(index < 2 ? 0 : 375);
    }
    expect(await progressOf(api, bob)).toMatchObject({ friends_joined: 3, inviter_bonus_paid: true });
    expect(await progressOf(api, friends[0] as TestUser)).toMatchObject({ joined_with: code, friends_joined: 0 });

    for (const friend of friends.slice(3, 10)) {
      expect(await redeemed(api, friend, code.toLowerCase())).toMatchObject({ bonus: 125, replayed: false });
      expect(await api.balanceOf(friend)).toBe(125);
    }
    await expectRefused(api, friends[10] as TestUser, code);
    expect(await api.balanceOf(friends[10] as TestUser)).toBe(0);

    expect(await api.balanceOf(bob)).toBe(375);
    expect(await bonusesOf(api, bob)).toMatchObject([
      { amount: 375, transaction_type: 'credit', description: `Referral bonus: 3 friends joined with code ${code}` },
    ]);
    expect(await bonusesOf(api, friends[5] as TestUser)).toMatchObject([
      { amount: 125, transaction_type: 'credit', description: `Referral bonus: joined with code ${code}` },
    ]);
    expect(await progressOf(api, bob)).toMatchObject({ friends_joined: 10, inviter_bonus_paid: true });
  });

  it('answers a second redemption of the same code with the first (replayed, no money); any other code is then refused', async () => {
    const carol = await api.createUser();
    const dave = await api.createUser();
    const code = await codeOf(api, carol);
    const erin = await api.createUser();
    expect(await redeemed(api, erin, code)).toMatchObject({ replayed: false });
    expect(await redeemed(api, erin, code)).toEqual({ referral_code: code, valid: true, bonus: 125, replayed: true });
    expect(await redeemed(api, erin, ` ${code.toLowerCase()} `)).toMatchObject({ replayed: true });
    await expectRefused(api, erin, await codeOf(api, dave));
    expect(await api.balanceOf(erin)).toBe(125);
    expect(await bonusesOf(api, erin)).toHaveLength(1);

    // Concurrent twins of one user's first redemption: one pays, the others answer as its replay.
    const frank = await api.createUser();
    const twins = await Promise.all([1, 2, 3].map(() => redeemed(api, frank, code)));
    expect(twins.filter((twin) => !twin.replayed)).toHaveLength(1);
    expect(await api.balanceOf(frank)).toBe(125);
    expect(await progressOf(api, carol)).toMatchObject({ friends_joined: 2 });
  });

  it("refuses the caller's own code, an unknown code and an account older than 7 days, paying nothing", async () => {
    const gina = await api.createUser();
    const code = await codeOf(api, gina);
    await expectRefused(api, gina, code);
    await expectRefused(api, await api.createUser(), 'NOPE2345');

    const old = await api.createUser();
    await signedUpDaysAgo(api, old, 8);
    await expectRefused(api, old, code);
    expect(await api.balanceOf(old)).toBe(0);
    const recent = await api.createUser();
    await signedUpDaysAgo(api, recent, 6);
    expect(await redeemed(api, recent, code)).toMatchObject({ bonus: 125 });
    expect(await progressOf(api, gina)).toMatchObject({ friends_joined: 1 });
  });

  it('names the field of a malformed code, and never reaches the code table', async () => {
    const henry = await api.createUser();
    for (const query of ['', '?referral_code=', '?referral_code=not%20a%20code', `?referral_code=${'A'.repeat(65)}`]) {
      const reply = await api.call({ url: `${validateReferralCode.path}${query}` }, henry.apiKey);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json<{ field?: string }>().field).toBe('referral_code');
    }
  });

  it('never lets concurrent redemptions of one code pass its cap', async () => {
    const ivan = await api.createUser();
    const code = await codeOf(api, ivan);
    for (let i = 0; i < 7; i++) await redeemed(api, await api.createUser(), code);
    const racers = await Promise.all(Array.from({ length: 8 }, () => api.createUser()));
    const replies = await Promise.all(racers.map((racer) => validate(api, racer, code)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    const balances = await Promise.all(racers.map((racer) => api.balanceOf(racer)));
    expect(balances.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 0, 125, 125, 125]);
    expect(await progressOf(api, ivan)).toMatchObject({ friends_joined: 10 });
    const [counted] = await queryRows<{ friends: number }>(
      api.database.db,
      sql`select count(*)::int as friends from referrals.redemptions where code = ${code}`,
    );
    expect(counted?.friends).toBe(10);
    expect(await api.balanceOf(ivan)).toBe(375);
  });
});

describe('the referral pool', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await api.createUser('admin');
  });

  const pool = async () => {
    const reply = await api.call({ url: getReferralPool.path }, admin.apiKey);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<{ balance: number }>().balance;
  };
  const fund = (amount: number, key: string = randomUUID()) =>
    api.call({ method: 'POST', url: fundReferralPool.path, payload: { amount }, headers: { 'idempotency-key': key } }, admin.apiKey);

  /** Pays the pool down to `bagels` through the ledger, as bonuses would, to a user who keeps them. */
  async function drainTo(bagels: number) {
    const directory = await createUserDirectory(api.database.db, { isEnabled: async () => false }, api.database.driver.listen);
    onTestFinished(() => directory.close());
    const ledger = createLedgerPort(api.database.db, directory);
    const sink = await api.createUser();
    const amount = Math.round(((await pool()) - bagels) * 100);
    await ledger.bonus({ userId: sink.id, amount, idempotencyKey: `test-drain:${randomUUID()}`, description: 'Drained for a test' });
    expect(await pool()).toBe(bagels);
  }

  it('refuses a redemption the pool cannot cover with spec §8’s refusal, paying and recording nothing, until an admin funds it', async () => {
    const owner = await api.createUser();
    const code = await codeOf(api, owner);
    const friend = await api.createUser();
    await drainTo(124.99);
    await expectRefused(api, friend, code);
    expect(await api.balanceOf(friend)).toBe(0);
    expect(await progressOf(api, friend)).toMatchObject({ joined_with: null });
    expect(await progressOf(api, owner)).toMatchObject({ friends_joined: 0 });
    expect(await pool()).toBe(124.99);

    const key = randomUUID();
    const funded = await fund(10_000, key);
    expect(funded.statusCode, funded.body).toBe(200);
    expect(funded.json()).toEqual({ balance: 10_124.99 });
    expect((await fund(10_000, key)).json()).toEqual({ balance: 10_124.99 });
    expect(await redeemed(api, friend, code)).toMatchObject({ valid: true, replayed: false });
    expect(await api.balanceOf(friend)).toBe(125);
    expect(await pool()).toBe(9_999.99);
  });

  it("refuses a code whose owner joined with the caller's own code", async () => {
    const [ann, ben] = await Promise.all([api.createUser(), api.createUser()]);
    expect(await redeemed(api, ann, await codeOf(api, ben))).toMatchObject({ valid: true });
    await expectRefused(api, ben, await codeOf(api, ann));
    expect(await api.balanceOf(ben)).toBe(0);
    expect(await progressOf(api, ann)).toMatchObject({ friends_joined: 0 });
  });
});
