import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformClient, PlatformUnavailableError, type PlatformClient } from './platform-client';
import { retryWhileUnavailable } from './retry-while-unavailable';
import { startFakePlatformApi, type FakePlatformApi } from './testing';

let api: FakePlatformApi;
let platform: PlatformClient;
const ALICE = '11111111-1111-4111-8111-111111111111';
const deposit = { userId: ALICE, amount: 25, source: 'card' as const, description: 'Card payment of $1.00', reference: 'pi_1' };

beforeEach(async () => {
  api = await startFakePlatformApi();
  platform = createPlatformClient({ baseUrl: api.url, serviceKey: api.serviceKey });
  await platform.provisionUser({ id: ALICE, username: 'alice', email: 'alice@example.com' });
});
afterEach(() => api.close());

describe('creditDeposit against the fake platform API', () => {
  it('sends the deposit with the service key and the Idempotency-Key, and returns the new balance', async () => {
    const receipt = await platform.creditDeposit(deposit, 'evt_1');
    expect(receipt.balance).toBe(25);
    expect(receipt.transaction).toMatchObject({ transaction_type: 'deposit', amount: 25, description: 'Card payment of $1.00' });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/deposits',
      apiKey: api.serviceKey,
      idempotencyKey: 'evt_1',
      body: { user_id: ALICE, amount: 25, source: 'card', description: 'Card payment of $1.00', reference: 'pi_1' },
    });
  });

  it('credits a replayed key once and answers it with the first result', async () => {
    const first = await platform.creditDeposit(deposit, 'evt_1');
    const replay = await platform.creditDeposit(deposit, 'evt_1');
    expect(replay).toEqual(first);
    expect(api.deposits).toHaveLength(1);
    expect(api.balanceOf(ALICE)).toBe(2500);
  });

  it('credits two simultaneous copies once', async () => {
    const replies = await Promise.all([platform.creditDeposit(deposit, 'evt_1'), platform.creditDeposit(deposit, 'evt_1')]);
    expect(replies[0]).toEqual(replies[1]);
    expect(api.deposits).toHaveLength(1);
    expect(api.balanceOf(ALICE)).toBe(2500);
  });

  it('refuses the same key with a different deposit with a 409', async () => {
    await platform.creditDeposit(deposit, 'evt_1');
    await expect(platform.creditDeposit({ ...deposit, amount: 50 }, 'evt_1')).rejects.toMatchObject({
      statusCode: 409,
      message: 'This Idempotency-Key was already used for a different request',
    });
    expect(api.balanceOf(ALICE)).toBe(2500);
  });

  it('reports an unreachable api as PlatformUnavailableError, which retryWhileUnavailable waits out', async () => {
    api.setAvailable(false);
    await expect(platform.creditDeposit(deposit, 'evt_1')).rejects.toBeInstanceOf(PlatformUnavailableError);
    const warnings: string[] = [];
    const receipt = await retryWhileUnavailable(() => platform.creditDeposit(deposit, 'evt_1'), {
      purpose: 'crediting',
      firstRetryDelayMs: 5,
      log: {
        warn(message) {
          warnings.push(message);
          if (warnings.length === 2) api.setAvailable(true);
        },
      },
    });
    expect(receipt.balance).toBe(25);
    expect(warnings[0]).toMatch(/^Waiting for the platform API before crediting \(.*\); retrying in 5 ms$/);
    expect(api.deposits).toHaveLength(1);
  });
});

describe('users and the waitlist setting against the fake platform API', () => {
  it('provisions with a role, keeps it on a repeat without one, and replaces it when one is pushed', async () => {
    expect(api.users.get(ALICE)?.role).toBe('user');
    await platform.provisionUser({ id: ALICE, username: 'alice', email: 'alice@example.com', role: 'waitlist' });
    expect(api.users.get(ALICE)?.role).toBe('waitlist');
    await platform.provisionUser({ id: ALICE, username: 'alice', email: 'alice@example.com' });
    expect(api.users.get(ALICE)?.role).toBe('waitlist');
    expect(api.requests.at(-2)).toMatchObject({ method: 'POST', url: '/api/v1/users', apiKey: api.serviceKey, body: { role: 'waitlist' } });
  });

  it('refuses to deprovision a user who has deposits, with a 409', async () => {
    await platform.creditDeposit(deposit, 'evt_1');
    await expect(platform.deprovisionUser(ALICE)).rejects.toMatchObject({ statusCode: 409 });
    expect(api.users.has(ALICE)).toBe(true);
  });

  it('reads and writes the waitlist setting with the service key', async () => {
    expect(await platform.readWaitlistSetting()).toBe(false);
    expect(await platform.writeWaitlistSetting(true)).toBe(true);
    expect(api.waitlist.enabled).toBe(true);
    expect(await platform.readWaitlistSetting()).toBe(true);
    expect(api.requests.at(-2)).toMatchObject({
      method: 'PUT',
      url: '/api/v1/settings/waitlist',
      apiKey: api.serviceKey,
      body: { enabled: true },
    });
  });
});
