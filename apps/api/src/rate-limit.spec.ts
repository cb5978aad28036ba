import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '@bagel/contract';
import { getTransactions } from '@bagel/transactions-contract';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { createLocalObjectStore } from '@bagel/storage';
import { adaptersFromEnvironment, API_MIGRATIONS, buildApiApp } from './app';
import { newUserFields, TEST_API_KEY_SECRET, TEST_PUBLIC_API_URL, TEST_SERVICE_KEY } from './testing';

const PER_MINUTE = 5;

let database: DatabaseHandle;
let filesDir: string;
/** Two api processes on one database, as behind a load balancer. */
let apps: [FastifyInstance, FastifyInstance];

async function apiProcess(): Promise<FastifyInstance> {
  return buildApiApp({
    database,
    store: createLocalObjectStore(filesDir),
    uploadsDir: join(filesDir, 'uploads'),
    adapters: adaptersFromEnvironment({}, database.db),
    serviceKey: TEST_SERVICE_KEY,
    apiKeySecret: TEST_API_KEY_SECRET,
    publicApiUrl: TEST_PUBLIC_API_URL,
    corsOrigins: [],
    logLevel: 'silent',
    rateLimitPerMinute: PER_MINUTE,
  });
}

beforeAll(async () => {
  database = await openTestDatabase(API_MIGRATIONS);
  filesDir = await mkdtemp(join(tmpdir(), 'bagel-rate-limit-'));
  apps = [await apiProcess(), await apiProcess()];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A new user provisioned with the service key, as edge does, and their key. */
async function newUser(): Promise<{ id: string; apiKey: string }> {
  const [app] = apps;
  const fields = newUserFields();
  const headers = { 'x-api-key': TEST_SERVICE_KEY };
  expect((await app.inject({ method: 'POST', url: '/api/v1/users', payload: fields, headers })).statusCode).toBe(200);
  const key = await app.inject({ url: `/api/v1/api_keys?user_id=${fields.id}`, headers });
  return { id: fields.id, apiKey: key.json<{ data: string }>().data };
}

const readHistory = (app: FastifyInstance, user: { id: string; apiKey: string }) =>
  app.inject({ url: buildPath(getTransactions.path, { userId: user.id }), headers: { 'x-api-key': user.apiKey } });

describe('the per-key rate limit', () => {
  it("counts one key's requests across api processes, then answers 429 with Retry-After and the error envelope", async () => {
    const alice = await newUser();
    const statuses: number[] = [];
    for (let request = 0; request < PER_MINUTE; request++) {
      const reply = await readHistory(apps[request % 2] as FastifyInstance, alice);
      statuses.push(reply.statusCode);
      expect(reply.headers['x-ratelimit-remaining']).toBe(String(PER_MINUTE - request - 1));
    }
    expect(statuses).toEqual(Array.from({ length: PER_MINUTE }, () => 200));

    for (const app of apps) {
      const refused = await readHistory(app, alice);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        detail: `Too many requests with this API key: at most ${PER_MINUTE} a minute. Please try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
      });
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a key over its limit from memory until its window resets: refusals write nothing to the database', async () => {
    const flooder = await newUser();
    const hits = async () => {
      // Both engines' drivers answer { rows }; Drizzle's shared type leaves the result unknown.
      const { rows } = (await database.db.execute(sql`select hits from api_keys.request_counters where key like ${`%${flooder.id}`}`)) as {
        rows: Array<{ hits: number }>;
      };
      return Number(rows[0]?.hits);
    };
    for (let request = 0; request <= PER_MINUTE; request++) await readHistory(apps[0], flooder);
    expect(await hits()).toBe(PER_MINUTE + 1);

    for (let request = 0; request < 10; request++) {
      const refused = await readHistory(apps[0], flooder);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(await hits()).toBe(PER_MINUTE + 1);
    // The other process has not seen it refused yet: it counts once, then remembers too.
    expect((await readHistory(apps[1], flooder)).statusCode).toBe(429);
    expect((await readHistory(apps[1], flooder)).statusCode).toBe(429);
    expect(await hits()).toBe(PER_MINUTE + 2);
  });

  it('holds back only that key: other users, the service key and public routes go on', async () => {
    const mallory = await newUser();
    const parallel = await Promise.all(
      Array.from({ length: 4 * PER_MINUTE }, (_, i) => readHistory(apps[i % 2] as FastifyInstance, mallory)),
    );
    // Parallel requests are counted one after another: exactly the limit passes.
    expect(parallel.filter((reply) => reply.statusCode === 200)).toHaveLength(PER_MINUTE);
    expect(parallel.filter((reply) => reply.statusCode === 429)).toHaveLength(3 * PER_MINUTE);

    const bob = await newUser();
    expect((await readHistory(apps[1], bob)).statusCode).toBe(200);
    for (let request = 0; request <= PER_MINUTE; request++) {
      const service = await apps[0].inject({
        url: buildPath(getTransactions.path, { userId: mallory.id }),
        headers: { 'x-api-key': TEST_SERVICE_KEY },
      });
      expect(service.statusCode).toBe(200);
      expect((await apps[1].inject({ url: '/health' })).statusCode).toBe(200);
    }
  });
});
