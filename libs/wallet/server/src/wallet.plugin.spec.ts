import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { EMPTY_TRANSACTION_SUMMARY, getTransactions, type Transaction } from '@bagel/transactions-contract';
import { creditDeposit, getUserData, sendBagels, transferTokens } from '@bagel/wallet-contract';
import { TEST_SERVICE_KEY, type TestUser } from '@bagel/server-kit/testing';
import { startWalletTestApp, type WalletTestApp } from './testing';

type History = RouteResponse<typeof getTransactions>;

let api: WalletTestApp;
beforeAll(async () => {
  api = await startWalletTestApp();
});
afterAll(() => api.close());

const deposit = (user: TestUser, amount: number, key: string = randomUUID()) =>
  api.call(
    {
      method: 'POST',
      url: creditDeposit.path,
      headers: { 'idempotency-key': key },
      payload: { user_id: user.id, amount, source: 'card', description: 'Bagels purchase' },
    },
    TEST_SERVICE_KEY,
  );

const transfer = (from: TestUser, recipient: string, amount: number, key: string | null = randomUUID(), apiKey = from.apiKey) =>
  api.call(
    {
      method: 'POST',
      url: transferTokens.path,
      headers: key === null ? {} : { 'idempotency-key': key },
      payload: { user_id: from.id, recipient_id: recipient, amount },
    },
    apiKey,
  );

async function balanceOf(user: TestUser): Promise<number> {
  const reply = await api.call({ url: buildPath(getUserData.path, { userId: user.id }) }, user.apiKey);
  expect(reply.statusCode).toBe(200);
  return reply.json<RouteResponse<typeof getUserData>>().balance;
}

async function historyOf(user: TestUser, query = ''): Promise<History> {
  const reply = await api.call({ url: `${buildPath(getTransactions.path, { userId: user.id })}${query}` }, user.apiKey);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<History>();
}

const fundedUser = (amount: number) => api.fundedUser(amount);

describe('GET /api/v1/users/{userId}', () => {
  it('answers the name and a zero balance before any money moved, and 404 for an unknown user', async () => {
    const user = await api.createUser();
    const reply = await api.call({ url: buildPath(getUserData.path, { userId: user.id }) }, user.apiKey);
    expect(reply.json()).toEqual({ id: user.id, username: user.username, balance: 0 });
    const unknown = await api.call({ url: buildPath(getUserData.path, { userId: randomUUID() }) }, TEST_SERVICE_KEY);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not Found', detail: 'User not found' });
  });
});

describe('POST /api/v1/deposits', () => {
  it('credits once per key: a replay answers the first result, another body with the key is a 409', async () => {
    const user = await api.createUser();
    const key = `evt_${randomUUID()}`;
    const first = await deposit(user, 12.34, key);
    expect(first.statusCode).toBe(200);
    const body = first.json<RouteResponse<typeof creditDeposit>>();
    expect(body.balance).toBe(12.34);
    expect(body.transaction).toMatchObject({
      transaction_type: 'deposit',
      amount: 12.34,
      description: 'Bagels purchase',
      status: 'completed',
    });

    const replay = await deposit(user, 12.34, key);
    expect(replay.json()).toEqual(body);
    const conflicting = await deposit(user, 50, key);
    expect(conflicting.statusCode).toBe(409);
    expect(conflicting.json().detail).toBe('Idempotency-Key reused with a different request');
    const [twin, twinCopy] = await Promise.all([deposit(user, 1, 'twin'), deposit(user, 1, 'twin')]);
    expect(twinCopy.json().transaction.transaction_id).toBe(twin.json().transaction.transaction_id);

    expect(await balanceOf(user)).toBe(13.34);
    expect((await historyOf(user)).transactions).toHaveLength(2);
  });

  it('answers 404 for a user the platform does not know, crediting nothing', async () => {
    const reply = await deposit({ id: randomUUID() } as TestUser, 5);
    expect(reply.statusCode).toBe(404);
  });
});

describe('POST /api/v1/transfer-tokens', () => {
  it('sends by username (any case) and by id, moving both balances and writing both histories', async () => {
    const alice = await fundedUser(100);
    const bob = await api.createUser();

    const byName = await transfer(alice, bob.username.toUpperCase(), 12.5);
    expect(byName.statusCode, byName.body).toBe(200);
    const sent = byName.json<RouteResponse<typeof transferTokens>>();
    expect(sent.balance).toBe(87.5);
    expect(sent.transaction).toMatchObject({
      transaction_type: 'transfer',
      amount: 12.5,
      description: `Sent to ${bob.username}`,
      counterparty: bob.username,
    });
    expect((await transfer(alice, bob.id, 0.01)).json().balance).toBe(87.49);

    expect(await balanceOf(bob)).toBe(12.51);
    const received = (await historyOf(bob)).transactions;
    expect(received.map((line) => [line.transaction_type, line.amount, line.description])).toEqual([
      ['credit', 0.01, `Received from ${alice.username}`],
      ['credit', 12.5, `Received from ${alice.username}`],
    ]);
    expect(received[1]?.transaction_id).toBe(sent.transaction.transaction_id);
  });

  it('applies a key once: the replay answers the first transaction and balance', async () => {
    const alice = await fundedUser(10);
    const bob = await api.createUser();
    const key = randomUUID();
    const first = await transfer(alice, bob.username, 3, key);
    const replay = await transfer(alice, bob.username, 3, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());

    const reused = await transfer(alice, bob.username, 4, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: 'Conflict', detail: 'Idempotency-Key reused with a different request' });
    expect([await balanceOf(alice), await balanceOf(bob)]).toEqual([7, 3]);
  });

  it('refuses bad amounts, oneself, unknown recipients, overdrafts and a missing key, moving nothing, and keeps an overdraft’s answer', async () => {
    const alice = await fundedUser(5);
    const bob = await api.createUser();
    const before = await historyOf(alice);

    for (const amount of [0, -1, 1.001]) expect((await transfer(alice, bob.username, amount, 'retry-me')).statusCode).toBe(400);
    const self = await transfer(alice, alice.username, 1);
    expect([self.statusCode, self.json().detail]).toEqual([400, 'You cannot send Bagels to yourself']);
    expect((await transfer(alice, alice.id, 1)).statusCode).toBe(400);
    const unknown = await transfer(alice, 'nobody_here', 1);
    expect([unknown.statusCode, unknown.json().detail]).toEqual([404, 'Recipient not found']);
    const overdraft = await transfer(alice, bob.username, 5.01, 'refused-once');
    expect([overdraft.statusCode, overdraft.json().detail]).toEqual([422, 'Insufficient balance']);
    const keyless = await transfer(alice, bob.username, 1, null);
    expect([keyless.statusCode, keyless.json().field]).toEqual([400, 'Idempotency-Key']);

    expect([await balanceOf(alice), await balanceOf(bob)]).toEqual([5, 0]);
    expect(await historyOf(alice)).toEqual(before);
    // An invalid request never reached the ledger, so its key is not used up: the same key works once the request is valid.
    expect((await transfer(alice, bob.username, 5, 'retry-me')).statusCode).toBe(200);
    // The ledger's refusal is the key's answer, as Stripe keeps it: after a top-up the same key is refused again.
    await deposit(alice, 10);
    const replayed = await transfer(alice, bob.username, 5.01, 'refused-once');
    expect([replayed.statusCode, replayed.json().detail]).toEqual([422, 'Insufficient balance']);
    expect([await balanceOf(alice), await balanceOf(bob)]).toEqual([10, 5]);
  });

  it("never lets one user's key read or spend another's money", async () => {
    const alice = await fundedUser(5);
    const mallory = await api.createUser();
    const steal = await transfer(alice, mallory.username, 5, randomUUID(), mallory.apiKey);
    expect(steal.statusCode).toBe(403);
    for (const url of [buildPath(getUserData.path, { userId: alice.id }), buildPath(getTransactions.path, { userId: alice.id })]) {
      const reply = await api.call({ url }, mallory.apiKey);
      expect(reply.statusCode).toBe(403);
      expect(reply.body).not.toContain('balance');
    }
    const sendAsAlice = await api.call(
      {
        method: 'POST',
        url: sendBagels.path,
        headers: { 'idempotency-key': randomUUID() },
        payload: { sender_id: alice.id, recipient_username: mallory.username, amount: 5 },
      },
      mallory.apiKey,
    );
    expect(sendAsAlice.statusCode).toBe(403);
    const selfDeposit = await api.call(
      {
        method: 'POST',
        url: creditDeposit.path,
        headers: { 'idempotency-key': randomUUID() },
        payload: { user_id: mallory.id, amount: 1000, source: 'card', description: 'Free money' },
      },
      mallory.apiKey,
    );
    expect(selfDeposit.statusCode).toBe(403);
    expect([await balanceOf(alice), await balanceOf(mallory)]).toEqual([5, 0]);
  });
});

describe('POST /api/v1/send-bagels', () => {
  it('answers success and the new balance, and the usual errors otherwise', async () => {
    const alice = await fundedUser(20);
    const bob = await api.createUser();
    const send = (recipient_username: string, amount: number) =>
      api.call(
        {
          method: 'POST',
          url: sendBagels.path,
          headers: { 'idempotency-key': randomUUID() },
          payload: { sender_id: alice.id, recipient_username, amount },
        },
        alice.apiKey,
      );
    expect((await send(bob.username, 7.25)).json()).toEqual({ success: true, balance: 12.75, recipient_username: bob.username });
    expect((await send('ghost_user', 1)).json()).toEqual({ error: 'Not Found', detail: 'Recipient not found' });
    expect((await send(bob.username, 100)).statusCode).toBe(422);
    expect(await balanceOf(bob)).toBe(7.25);
  });

  it('names the recipient as stored, however the username was typed, also on a replay', async () => {
    const alice = await fundedUser(20);
    const bob = await api.createUser();
    const key = randomUUID();
    const send = () =>
      api.call(
        {
          method: 'POST',
          url: sendBagels.path,
          headers: { 'idempotency-key': key },
          payload: { sender_id: alice.id, recipient_username: ` ${bob.username.toUpperCase()} `, amount: 1 },
        },
        alice.apiKey,
      );
    const first = await send();
    expect(first.json()).toEqual({ success: true, balance: 19, recipient_username: bob.username });
    expect((await send()).json()).toEqual(first.json());
    expect(await balanceOf(bob)).toBe(1);
  });
});

describe('GET /api/v1/transactions/{userId}', () => {
  let alice: TestUser;
  let bob: TestUser;
  let all: Transaction[];
  beforeAll(async () => {
    alice = await fundedUser(100);
    bob = await api.createUser();
    for (const amount of [1, 2, 3, 4]) expect((await transfer(alice, bob.username, amount)).statusCode).toBe(200);
    all = (await historyOf(alice, '?limit=100')).transactions;
  });

  it('lists newest first with the summary of what was spent', async () => {
    expect(all.map((line) => [line.transaction_type, line.amount])).toEqual([
      ['transfer', 4],
      ['transfer', 3],
      ['transfer', 2],
      ['transfer', 1],
      ['deposit', 100],
    ]);
    const { summary, next_cursor } = await historyOf(alice);
    expect(next_cursor).toBeNull();
    expect(summary).toEqual({ ...EMPTY_TRANSACTION_SUMMARY, total_token_transferred: 10 });
    expect((await historyOf(bob)).summary.total_token_transferred).toBe(0);
  });

  it('pages by keyset without gaps or repeats, and refuses a forged cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: History = await historyOf(alice, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.transactions.length).toBeLessThanOrEqual(2);
      seen.push(...page.transactions.map((line) => line.transaction_id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((line) => line.transaction_id));
    const forged = await api.call({ url: `${buildPath(getTransactions.path, { userId: alice.id })}?cursor=bm9wZQ` }, alice.apiKey);
    expect([forged.statusCode, forged.json().field]).toEqual([400, 'cursor']);
  });

  it('filters by type, by inclusive dates and by id or description, escaping wildcards', async () => {
    const ids = (history: History) => history.transactions.map((line) => line.transaction_id);
    expect((await historyOf(alice, '?type=deposit')).transactions.map((line) => line.amount)).toEqual([100]);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(ids(await historyOf(alice, `?from=${today}&to=${today}`))).toEqual(all.map((line) => line.transaction_id));
    expect((await historyOf(alice, `?from=${tomorrow}`)).transactions).toEqual([]);
    expect((await historyOf(alice, `?to=${yesterday}`)).transactions).toEqual([]);
    for (const [query, field] of [
      ['from=2023-02-31', 'from'],
      ['to=2023-13-01', 'to'],
      ['from=2024-02-30', 'from'],
      ['from=0000-01-01', 'from'],
      ['to=1899-12-31', 'to'],
      ['q=a%00b', 'q'],
    ]) {
      const refused = await api.call({ url: `${buildPath(getTransactions.path, { userId: alice.id })}?${query}` }, alice.apiKey);
      expect([refused.statusCode, refused.json().field], query).toEqual([400, field]);
    }
    expect((await historyOf(alice, '?from=2024-02-29')).transactions).toHaveLength(all.length);

    expect((await historyOf(alice, `?q=${encodeURIComponent(`SENT TO ${bob.username.toUpperCase()}`)}`)).transactions).toHaveLength(4);
    const third = all[2] as Transaction;
    expect(ids(await historyOf(alice, `?q=${third.transaction_id.slice(4, 16)}`))).toEqual([third.transaction_id]);
    expect((await historyOf(alice, '?q=%25')).transactions).toEqual([]);
    expect((await historyOf(alice, '?q=_')).transactions.map((line) => line.description)).toEqual(
      all.filter((line) => line.description.includes('_')).map((line) => line.description),
    );
    expect((await historyOf(alice, '?type=refund')).transactions).toEqual([]);
  });

  it('answers an empty history for a user without an account', async () => {
    const newcomer = await api.createUser();
    expect(await historyOf(newcomer)).toMatchObject({ transactions: [], next_cursor: null, summary: { other_costs: 0 } });
  });
});
