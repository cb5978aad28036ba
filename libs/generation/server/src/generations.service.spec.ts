import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { startJobQueue, type JobQueue } from '@bagel/jobs';
import type { LedgerPort } from '@bagel/ports';
import { HttpError } from '@bagel/server-kit';
import { createLocalObjectStore, type ObjectStore } from '@bagel/storage';
import { chargeFor, priceOf } from './generation-charges';
import { generationQueue } from './generation-job';
import { generationMigrations } from './generation.migrations';
import { findGenerationByKey, insertGeneration } from './generations.repository';
import { createGenerations, NOT_STARTED } from './generations.service';
import { createLocalGenerator } from './generator/local/local-generator';

const silent = { warn: () => undefined, error: () => undefined };

/** The ledger's rules as `LedgerPort` states them: a key applies once, a reused key with another request is a 409, no overdraft. */
function ledgerHolding(hundredths: number) {
  const balances = new Map<string, number>();
  const applied = new Map<string, unknown>();
  const balanceOf = (userId: string) => balances.get(userId) ?? hundredths;
  const move = async (request: { userId: string; amount: number; idempotencyKey: string }, sign: 1 | -1) => {
    const first = applied.get(request.idempotencyKey);
    if (first) {
      if (!isDeepStrictEqual(first, request)) throw new HttpError(409, 'This idempotency key was used for another request');
      return { transactionId: request.idempotencyKey, balance: balanceOf(request.userId), replayed: true };
    }
    if (sign < 0 && request.amount > balanceOf(request.userId)) throw new HttpError(422, 'Insufficient balance');
    balances.set(request.userId, balanceOf(request.userId) + sign * request.amount);
    applied.set(request.idempotencyKey, request);
    return { transactionId: request.idempotencyKey, balance: balanceOf(request.userId), replayed: false };
  };
  const ledger: LedgerPort = {
    balanceOf: async (userId) => balanceOf(userId),
    charge: (request) => move(request, -1),
    refund: (request) => move(request, 1),
    pay: () => Promise.reject(new Error('Generation never pays another user')),
    bonus: () => Promise.reject(new Error('Generation never pays a bonus')),
    balancesOf: async () => new Map(),
    hasActivity: async () => applied.size > 0,
  };
  return { ledger, balanceOf, movements: () => [...applied.keys()] };
}

const BALANCE = 10_000;
let database: DatabaseHandle;
let jobs: JobQueue;
let store: ObjectStore;
let folder: string;

beforeAll(async () => {
  database = await openTestDatabase([generationMigrations]);
  jobs = await startJobQueue(database.driver, { log: silent, pollingIntervalSeconds: 0.5 });
  folder = await mkdtemp(join(tmpdir(), 'generations-'));
  store = createLocalObjectStore(folder);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

describe('generations', () => {
  it('gives the charge back when the generation cannot be written, and a retry of the key makes no unpaid output', async () => {
    const { ledger, balanceOf, movements } = ledgerHolding(BALANCE);
    const generator = createLocalGenerator();
    await jobs.work(generationQueue({ db: database.db, generator, store, ledger, log: silent }));
    // The queue is out of reach for one send, as any write of the generation's transaction may fail.
    let sends = 0;
    const troubled: JobQueue = {
      ...jobs,
      send: (...args) => (sends++ === 0 ? Promise.reject(new Error('The job queue is not reachable')) : jobs.send(...args)),
    };
    const generations = createGenerations({ db: database.db, jobs: troubled, ledger, generator, store });
    const userId = randomUUID();
    const body = { kind: 'image', user_id: userId, prompt: 'A bagel that never was', size: '512x512' } as const;

    await expect(generations.create(userId, 'key-1', body)).rejects.toThrow('The job queue is not reachable');
    expect(balanceOf(userId)).toBe(BALANCE);
    expect(movements()).toEqual([`generation:${userId}:key-1`, `generation-refund:${userId}:key-1`]);

    // The trouble passes; the client retries its request with the same key, as idempotency allows.
    const retried = await generations.create(userId, 'key-1', body);
    expect(retried).toMatchObject({ status: 'failed', error: NOT_STARTED, cost: 0 });
    expect(balanceOf(userId)).toBe(BALANCE);
    expect(movements()).toHaveLength(2);
    expect(await findGenerationByKey(database.db, userId, 'key-1')).toMatchObject({ status: 'failed', queueJobId: null });

    // A new key is a new, paid output.
    expect(await generations.create(userId, 'key-2', body)).toMatchObject({ status: 'pending', cost: 2 });
    expect(balanceOf(userId)).toBe(BALANCE - priceOf('image'));
  });

  it('refunds a failed output its process stopped before refunding when it is deleted, once', async () => {
    const { ledger, balanceOf } = ledgerHolding(BALANCE);
    const generations = createGenerations({ db: database.db, jobs, ledger, generator: createLocalGenerator(), store });
    const userId = randomUUID();
    const request = { userId, idempotencyKey: 'key-1', kind: 'video', prompt: 'A bagel spinning' } as const;
    const charged = await chargeFor(ledger, request);
    const row = await insertGeneration(
      database.db,
      { ...request, size: '256x256', seconds: 2, provider: 'Local generator', chargedHundredths: charged },
      { error: 'The generation stopped on an error of ours' },
    );
    expect(balanceOf(userId)).toBe(BALANCE - priceOf('video'));

    expect(await generations.remove(userId, row?.id ?? '')).toEqual({ deleted: true });
    expect(balanceOf(userId)).toBe(BALANCE);
    await expect(generations.remove(userId, row?.id ?? '')).rejects.toMatchObject({ statusCode: 404 });
    expect(balanceOf(userId)).toBe(BALANCE);
  });
});
