import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { deprovisionUser, rotateApiKey } from '@bagel/api-keys-contract';
import { buildPath, type RouteResponse } from '@bagel/contract';
import { getUserData, transferTokens } from '@bagel/wallet-contract';
import { startSecondApi, startTestApi, TEST_SERVICE_KEY, type SecondApi, type TestApi, type TestUser } from './testing';

// Every api process remembers the owners of the keys it has seen (key-owner-cache.ts). Two api processes on one
// database (startSecondApi): whatever changes what a key authenticates through one is seen by the other as soon as the
// change's reply has come back, with no wait.
let first: TestApi;
let secondApi: SecondApi;
let second: FastifyInstance;

beforeAll(async () => {
  first = await startTestApi();
  secondApi = await startSecondApi(first);
  second = secondApi.app;
});
afterAll(async () => {
  await secondApi.close();
  await first.close();
});
afterEach(() => first.setWaitlist(false));

/** Each process reads the user's own record with `apiKey`; both answers' status codes. */
async function readThroughBoth(user: TestUser, apiKey: string): Promise<[number, number]> {
  const url = buildPath(getUserData.path, { userId: user.id });
  const throughFirst = await first.call({ url }, apiKey);
  const throughSecond = await second.inject({ url, headers: { 'x-api-key': apiKey } });
  return [throughFirst.statusCode, throughSecond.statusCode];
}

it('refuses a rotated key in both processes as soon as the rotation through one of them returns', async () => {
  const user = await first.createUser();
  let key = user.apiKey;
  for (let round = 0; round < 20; round++) {
    // Both processes have the key in memory now.
    expect(await readThroughBoth(user, key)).toEqual([200, 200]);
    const rotation =
      round % 2 === 0
        ? await first.call({ method: 'POST', url: rotateApiKey.path, payload: { user_id: user.id } }, key)
        : await second.inject({ method: 'POST', url: rotateApiKey.path, payload: { user_id: user.id }, headers: { 'x-api-key': key } });
    expect(rotation.statusCode).toBe(200);
    const rotated = rotation.json<RouteResponse<typeof rotateApiKey>>().data;
    expect(await readThroughBoth(user, key)).toEqual([401, 401]);
    expect(await readThroughBoth(user, rotated)).toEqual([200, 200]);
    key = rotated;
  }
});

it("refuses a deprovisioned user's key in both processes as soon as the deletion returns", async () => {
  const user = await first.createUser();
  expect(await readThroughBoth(user, user.apiKey)).toEqual([200, 200]);
  const deleted = await first.call({ method: 'DELETE', url: buildPath(deprovisionUser.path, { userId: user.id }) }, TEST_SERVICE_KEY);
  expect(deleted.statusCode).toBe(200);
  const url = buildPath(getUserData.path, { userId: user.id });
  expect((await second.inject({ url, headers: { 'x-api-key': user.apiKey } })).statusCode).toBe(401);
  expect((await first.call({ url }, user.apiKey)).statusCode).toBe(401);
});

it('applies a new role in both processes as soon as it is pushed: a user moved to the waitlist is restricted by both', async () => {
  await first.setWaitlist(true);
  const user = await first.fundedUser(10);
  const recipient = await first.createUser();
  const transfer = (app: 'first' | 'second') => {
    const request = {
      method: 'POST' as const,
      url: transferTokens.path,
      payload: { user_id: user.id, recipient_id: recipient.username, amount: 1 },
      headers: { 'idempotency-key': randomUUID(), 'x-api-key': user.apiKey },
    };
    return app === 'first' ? first.call(request, user.apiKey) : second.inject(request);
  };
  // Both processes remember the user as a user.
  expect((await transfer('first')).statusCode).toBe(200);
  expect((await transfer('second')).statusCode).toBe(200);
  await first.setRole(user, 'waitlist');
  expect((await transfer('second')).statusCode).toBe(403);
  expect((await transfer('first')).statusCode).toBe(403);
  await first.setRole(user, 'user');
  expect((await transfer('second')).statusCode).toBe(200);
});
